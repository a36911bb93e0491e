import { Trans } from '@lingui/react/macro'
import { type RefObject, useEffect, useRef, useSyncExternalStore } from 'react'
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
   * What takes the focus when the popup closes (a form's submit button, to try again), in place
   * of the control focused before it opened; or how to find it when it closes, for a control
   * the outcome puts on the page (the field for a code just sent).
   */
  returnFocus?: HTMLElement | null | (() => HTMLElement | null)
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

/**
 * Rendered once by the shell: a modal dialog (focus kept inside, Escape closes it). Closed, it
 * gives the focus back to where it was before it opened, or else to the page's h1, never to
 * <body>, where a keyboard would start again from the top of the page.
 */
export function PopupHost() {
  const message = useSyncExternalStore(subscribe, () => shown)
  const dialog = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<ReturnPlace | null>(null)
  const lastFocused = useLastFocused(dialog)
  const navigate = useNavigate()

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (message && !element.open) {
      returnFocus.current = placeOf(message.returnFocus ?? focusedBefore(lastFocused.current))
      element.showModal()
    } else if (message?.returnFocus) {
      returnFocus.current = placeOf(message.returnFocus)
    }
    if (!message && element.open) {
      element.close()
      // Only once the dialog is closed: while it is open, the page behind it cannot be focused.
      giveFocusBack(returnFocus.current)
      returnFocus.current = null
    }
  }, [message, lastFocused])

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

/**
 * The element last focused on the page, outside the popup: a submit button disabled while its
 * form was sent has lost the focus (Chromium moves it to <body>) by the time a popup tells the
 * outcome, yet that is where the person was.
 */
function useLastFocused(dialog: RefObject<HTMLDialogElement | null>) {
  const last = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof HTMLElement && !dialog.current?.contains(target)) last.current = target
    }
    document.addEventListener('focusin', remember)
    return () => document.removeEventListener('focusin', remember)
  }, [dialog])
  return last
}

/** Where the focus was when a popup opens: the focused control, or the last one focused. */
function focusedBefore(last: HTMLElement | null): HTMLElement | null {
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body) return active
  return last
}

/** Where the focus goes back to: the control, and how to find it again if the page rebuilds it. */
type ReturnPlace = { control: HTMLElement | null; again: () => HTMLElement | null }

/**
 * A control and the way to its counterpart after a re-render: by its id, or, in a form with a
 * name (`aria-label`), by the form's name and the control's own name, or its being the submit
 * button. A form that starts again from what it saved (the profile) is a new form whose Save
 * button is the same place for the person.
 */
function placeOf(control: PopupMessage['returnFocus']): ReturnPlace | null {
  if (typeof control === 'function') return { control: null, again: control }
  if (!control) return null
  const { id } = control
  if (id) return { control, again: () => document.getElementById(id) }
  const formName = control.closest('form')?.getAttribute('aria-label')
  const name = control.getAttribute('name')
  const which = name
    ? `[name="${CSS.escape(name)}"]`
    : control.matches('[type=submit]')
      ? '[type=submit]'
      : null
  if (!formName || !which) return { control, again: () => null }
  const form = `form[aria-label="${CSS.escape(formName)}"]`
  return { control, again: () => document.querySelector<HTMLElement>(`${form} ${which}`) }
}

const canTakeFocus = (element: HTMLElement | null): element is HTMLElement =>
  !!element?.isConnected && !element.matches(':disabled') && !element.closest('[hidden], [inert]')

/**
 * Focuses the control if it is still on the page and can take the focus (a submit button enabled
 * again), or its counterpart if the page rebuilt it, else the page's h1 (made focusable by
 * script, not by Tab, as after a navigation).
 */
function giveFocusBack(place: ReturnPlace | null) {
  const target = place?.control?.isConnected ? place.control : (place?.again() ?? null)
  if (canTakeFocus(target)) {
    target.focus()
    if (document.activeElement === target) return
  }
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
  heading.focus()
}
