import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { useNavigate } from 'react-router'
import styles from './popup.module.css'

/** A message for the person: a title, a text, a button; closing it may lead somewhere. */
export type PopupMessage = {
  title: string
  message: string
  /** The button's text; "OK" when left out. */
  button?: string
  /** A file to download beside the button (a receipt after a payment). */
  download?: { href: string; label: string }
  /** Where closing the popup leads (an in-app path). */
  redirectTo?: string
  tone?: 'success' | 'failure' | 'info'
  /**
   * What takes the focus when the popup closes (a form's submit button, to try again), when the
   * control focused before it opened cannot (it was disabled while the form was sent).
   */
  returnFocus?: HTMLElement | null
}

const listeners = new Set<() => void>()
let shown: PopupMessage | null = null

/** The portal's one popup: `popup.show({...})` from anywhere; the shell renders it. */
export const popup = {
  show(message: PopupMessage) {
    shown = message
    for (const listener of listeners) listener()
  },
  close() {
    shown = null
    for (const listener of listeners) listener()
  },
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Rendered once by the shell: a modal dialog (focus kept inside, Escape closes it). */
export function PopupHost() {
  const message = useSyncExternalStore(subscribe, () => shown)
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const navigate = useNavigate()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (message) returnFocus.current = message.returnFocus ?? null
    if (message && !element.open) element.showModal()
    if (!message && element.open) {
      element.close()
      // Only once the dialog is closed: while it is open, the page behind it cannot be focused.
      returnFocus.current?.focus()
      returnFocus.current = null
    }
  }, [message])

  const close = () => {
    const redirectTo = message?.redirectTo
    popup.close()
    if (redirectTo) navigate(redirectTo)
  }

  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      data-tone={message?.tone ?? 'info'}
      aria-labelledby="popup-title"
      aria-describedby="popup-message"
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
    >
      {message && (
        <>
          <h2 id="popup-title" className={styles.title}>
            {message.title}
          </h2>
          <p id="popup-message" className={styles.message}>
            {message.message}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button" onClick={close}>
              {message.button ?? <Trans>OK</Trans>}
            </button>
            {message.download && (
              <a className={styles.download} href={message.download.href} download>
                {message.download.label}
              </a>
            )}
          </div>
        </>
      )}
    </dialog>
  )
}
