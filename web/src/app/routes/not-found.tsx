import { NotFoundPage } from '../../features/shell/not-found-page'

// Any path the portal does not know.
export function Component() {
  return <NotFoundPage />
}
