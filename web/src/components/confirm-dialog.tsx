import { useEffect, useRef } from 'react'
import styles from './popup.module.css'

type Props = {
  /** Shown while true; closing (Cancel, Escape) calls `onCancel`. */
  open: boolean
  title: string
  message: string
  /** The confirming button's text ("Delete"): it says what happens, never just "OK". */
  confirmLabel: string
  cancelLabel: string
  /**
   * Whether the confirmed action destroys or refuses something (delete, reject, cancel): the
   * dialog and its button then look dangerous. Taking a request into review, publishing, setting
   * a deposit are no danger and look like any other step.
   */
  danger: boolean
  /** While the confirmed action runs: the button says so and cannot be pressed twice. */
  busy?: boolean
  busyLabel?: string
  onConfirm: () => void
  onCancel: () => void
  /**
   * The control that asked, given the focus back when the question goes; by default the one
   * focused when it opened. A form's submit button is disabled (and so unfocused) by then.
   */
  returnFocus?: HTMLElement | null | undefined
}

/**
 * A question before a step that matters (deleting a driver, issuing an e-permit): a modal dialog
 * with the popup's look, Cancel focused first so Enter never acts by accident, Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
  returnFocus,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const asker = useRef<HTMLElement | null>(null)

  // Opened as a modal, then Cancel takes the focus (`autoFocus` would act before the dialog is
  // open, and the browser would then focus its first button, the destroying one).
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      const focused = document.activeElement
      asker.current = returnFocus ?? (focused instanceof HTMLElement ? focused : null)
      element.showModal()
      cancel.current?.focus()
    }
    if (!open && element.open) {
      element.close()
      giveFocusBack(asker.current)
    }
  }, [open, returnFocus])
  // Most questions are drawn only while asked, so the dialog goes with its answer: the browser
  // gives the focus back to the button that asked only when a dialog closes, not when it is
  // removed, and a keyboard user would be left at the top of the page.
  useEffect(() => () => giveFocusBack(asker.current), [])

  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      data-tone={danger ? 'failure' : undefined}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onCancel()
      }}
    >
      {open && (
        <>
          <h2 id="confirm-title" className={styles.title}>
            {title}
          </h2>
          <p id="confirm-message" className={styles.message}>
            {message}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className={danger ? 'button button--danger' : 'button'}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
            <button ref={cancel} type="button" className="button button--ghost" onClick={onCancel}>
              {cancelLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  )
}

/**
 * Back to the control that asked, while it is still there and nothing else took the focus
 * (a popup telling a refusal keeps it). A form's button disabled while its step runs gets it
 * once enabled again; a control the answer took away (a step no longer offered) leaves the
 * focus to its page.
 */
function giveFocusBack(asker: HTMLElement | null) {
  const lost = () => {
    const focused = document.activeElement
    return focused === null || focused === document.body || !focused.isConnected
  }
  const disabled = () => asker instanceof HTMLButtonElement && asker.disabled
  if (!asker?.isConnected || !lost()) return
  if (!disabled()) {
    asker.focus()
    return
  }
  const enabled = new MutationObserver(() => {
    if (disabled()) return
    enabled.disconnect()
    if (asker.isConnected && lost()) asker.focus()
  })
  enabled.observe(asker, { attributes: true, attributeFilter: ['disabled'] })
}
