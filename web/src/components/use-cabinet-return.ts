import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from 'react-router'
import { cabinetReturnIn, type ReturnedState } from '../lib/cabinet-return'

/**
 * The page this tab was sent from to add what it lacked (lib/cabinet-return.ts), or undefined:
 * the way back's path and words, and `goBack(saved)` once the tab has saved, telling the page
 * what was saved in one sentence.
 */
export function useCabinetReturn() {
  const { i18n } = useLingui()
  const location = useLocation()
  const navigate = useNavigate()
  const back = cabinetReturnIn(location.search)
  if (!back) return undefined
  return {
    path: back.path,
    label: i18n._(back.label),
    goBack: (saved: string) => {
      const state: ReturnedState = { returnedWith: saved }
      navigate(back.path, { state })
    },
  }
}
