import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { ConfirmDialog } from './confirm-dialog'

/** `danger`: the step destroys or refuses something (ConfirmDialog). */
type Question = { title: string; message: string; confirmLabel: string; danger?: boolean }

/**
 * A question asked in the middle of a submit: `ask` opens the dialog and answers whether the
 * operator confirmed. The form's own checks run before it, the mutation only after a yes.
 */
export function useConfirm() {
  const { t } = useLingui()
  const [question, setQuestion] = useState<Question | null>(null)
  // The control that asked: a form's submit button, focused now, disabled while the form runs.
  const asker = useRef<HTMLElement | null>(null)
  const answer = useRef<(confirmed: boolean) => void>(() => {})

  const ask = (next: Question) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve
      const focused = document.activeElement
      asker.current = focused instanceof HTMLElement ? focused : null
      setQuestion(next)
    })
  const close = (confirmed: boolean) => {
    setQuestion(null)
    answer.current(confirmed)
  }

  // Drawn only while asking: a page of several actions then holds one dialog (and one set of its
  // ids) at a time.
  const dialog = question && (
    <ConfirmDialog
      open
      title={question.title}
      message={question.message}
      confirmLabel={question.confirmLabel}
      cancelLabel={t`Go back`}
      danger={question.danger ?? false}
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
      returnFocus={asker.current}
    />
  )
  return { ask, dialog }
}
