/**
 * The operator office's address (docs/decisions, the office's address scheme): every screen of
 * the office lives under it, so one prefix is one lazy chunk and one access rule.
 */
export const OFFICE_PATH = '/office'

/** Where a signed-in account starts: an operator in the office, a haulier on the main page. */
export const startPageOf = (role: string | null | undefined) =>
  role === 'OPERATOR' ? OFFICE_PATH : '/'
