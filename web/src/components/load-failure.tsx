import { refusalOf } from '../lib/refusal'

type Props = {
  /** What the query failed with. */
  error: unknown
  /** What to say of any other failure ("… could not be loaded. Please try again later."). */
  failed: string
  className?: string
}

/**
 * What a tab says in place of data that did not come. A refusal is told in the gateway's words:
 * a person removed or suspended learns they are no active member of a company, as the first tab
 * tells them, a statement rather than an alarm; any other failure is an alert to try again.
 */
export function LoadFailure({ error, failed, className }: Props) {
  const refusal = refusalOf(error)
  return refusal ? (
    <p className={className}>{refusal}</p>
  ) : (
    <p className={className} role="alert">
      {failed}
    </p>
  )
}
