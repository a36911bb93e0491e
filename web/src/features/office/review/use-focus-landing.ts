import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Where the focus lands after an action on a record's page took away the control that ran it
 * (Claim becomes Release, "Take under consideration" is no longer offered): on `target`, the
 * page's status line, which then reads the new status, instead of the top of the page where a
 * keyboard user would have to start again. A control still there keeps the focus.
 */
export function useFocusLanding<T extends HTMLElement>() {
  const target = useRef<T>(null)
  const [landings, setLandings] = useState(0)
  useEffect(() => {
    if (landings === 0) return
    const focused = document.activeElement
    if (focused === null || focused === document.body || !focused.isConnected) {
      target.current?.focus()
    }
  }, [landings])
  // Asked after the action's answer is in the cache: the page it changed is drawn by the time
  // the effect above looks where the focus is.
  const land = useCallback(() => setLandings((count) => count + 1), [])
  return { target, land }
}
