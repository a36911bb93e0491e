import type { ReactNode } from 'react'

/**
 * The feedback banner of the main, about and contacts pages and the cabinet's first tab: an
 * invitation to write to a department, with the feedback form; `aside` (the contacts page's map)
 * sits beside it. (Placeholder until the feedback feature is built.)
 */
export function FeedbackBanner({ aside }: { aside?: ReactNode }) {
  return <section aria-label="Feedback">{aside}</section>
}
