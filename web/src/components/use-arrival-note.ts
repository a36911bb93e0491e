import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * What the page that sent the haulier here told this one (the router's state: "Driver … saved."),
 * read once. The history entry is then rewritten without it, so that Back, Forward and a reload
 * come back to the page without telling it again; the page keeps showing it until it leaves or
 * `forget` is called. A later arrival with a note of its own replaces it.
 */
export function useArrivalNote<T>(
  read: (state: unknown) => T | undefined,
): [note: T | undefined, forget: () => void] {
  const location = useLocation()
  const navigate = useNavigate()
  const arrived = read(location.state)
  const [note, setNote] = useState(arrived)
  const [seen, setSeen] = useState(location.key)
  if (seen !== location.key) {
    setSeen(location.key)
    if (arrived !== undefined) setNote(arrived)
  }
  const { pathname, search, hash } = location
  const told = arrived !== undefined
  useEffect(() => {
    if (told) navigate({ pathname, search, hash }, { replace: true, state: null })
  }, [told, navigate, pathname, search, hash])
  return [note, () => setNote(undefined)]
}
