import { useEffect, useRef, useState } from 'react'
import type { FieldErrors } from '../lib/form-errors'

/**
 * A form's problems and the form they belong to. Each `show` (a submit that found problems)
 * moves the focus to the first marked control, so keyboard and screen-reader users land on it
 * even when the problems are the same as last time.
 */
export function useFormErrors<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null)
  const [state, setState] = useState<{ errors: FieldErrors<F>; shown: number }>({
    errors: {},
    shown: 0,
  })

  useEffect(() => {
    if (state.shown === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [state])

  return {
    formRef,
    errors: state.errors,
    show: (errors: FieldErrors<F>) => setState(({ shown }) => ({ errors, shown: shown + 1 })),
    clear: () => setState({ errors: {}, shown: 0 }),
  }
}
