import { useParams, useSearchParams } from 'react-router'
import { PasswordResetPage } from '../../features/accounts/password-reset/password-reset-page'

/** /password-reset/:linkCode? with `?user_id=` — the e-mailed link's two parts. */
export function Component() {
  const { linkCode } = useParams()
  const [search] = useSearchParams()
  return (
    <PasswordResetPage
      // A new link opened in the same tab starts the page afresh.
      key={`${linkCode ?? ''}:${search.get('user_id') ?? ''}`}
      linkCode={linkCode}
      userId={search.get('user_id')}
    />
  )
}
