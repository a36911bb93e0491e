import { useEffect, useRef } from 'react'

/** Calls `onReset` when the input's form is reset (a sent form is cleared with `form.reset()`). */
export function useFormReset(element: { current: HTMLElement | null }, onReset: () => void): void {
  const latest = useRef(onReset)
  latest.current = onReset
  useEffect(() => {
    const form = element.current?.closest('form')
    if (!form) return
    const reset = () => latest.current()
    form.addEventListener('reset', reset)
    return () => form.removeEventListener('reset', reset)
  }, [element])
}
