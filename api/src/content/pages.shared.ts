import content from './seed-data/pages.json' with { type: 'json' }

/** The informational pages (about, services, contacts): static, edited with the code. */
export const pages = content
