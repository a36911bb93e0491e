import { useLingui } from '@lingui/react/macro'
import { usePageTitle } from '../../lib/page-title'

/** The main page's document title. */
export function useHomeTitle() {
  const { t } = useLingui()
  usePageTitle(t`Main page`)
}
