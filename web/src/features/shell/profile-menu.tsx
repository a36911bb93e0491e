import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ChevronDownIcon, DashboardIcon, LogOutIcon, UserIcon } from '../../components/icons'
import { CABINET_PATH } from '../../config/cabinet-paths'
import { OFFICE_PATH } from '../../config/office'
import { useSession } from '../../lib/session'
import { CompanySwitch } from './company-switch'
import styles from './profile-menu.module.css'

type Props = { userName: string; onLogOut: () => void; loggingOut: boolean }

/**
 * The signed-in person's menu: their name on the button; the company to work for (when they
 * are in several), the cabinet (the office for an operator) and logging out inside.
 * A disclosure: arrow keys open it and move between its entries, Escape closes it and gives
 * focus back to the button, a click or focus outside closes it.
 */
export function ProfileMenu({ userName, onLogOut, loggingOut }: Props) {
  const { t } = useLingui()
  const { role } = useSession()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  useOpenMenu(open, root, button, setOpen)

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    setOpen(true)
    const step = event.key === 'ArrowDown' ? 1 : -1
    // After the list is shown (it may just be opening).
    requestAnimationFrame(() => moveFocus(root.current, step))
  }

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.avatar}>
          <UserIcon size={18} />
        </span>
        <span className="visually-hidden">{t`Account menu:`} </span>
        <span className={styles.name}>{userName}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div id={listId} className={styles.panel} hidden={!open}>
        <p className={styles.signedIn}>
          <Trans>Signed in as</Trans> <strong>{userName}</strong>
        </p>
        {open && role !== 'OPERATOR' && <CompanySwitch onSwitched={() => setOpen(false)} />}
        <ul className={styles.items}>
          <li>
            <Link
              to={role === 'OPERATOR' ? OFFICE_PATH : CABINET_PATH}
              className={styles.item}
              onClick={() => setOpen(false)}
            >
              <DashboardIcon size={18} />
              {role === 'OPERATOR' ? <Trans>Operator office</Trans> : <Trans>My cabinet</Trans>}
            </Link>
          </li>
          <li>
            <button type="button" className={styles.item} onClick={onLogOut} disabled={loggingOut}>
              <LogOutIcon size={18} />
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}

/** While the menu is open: Escape, arrows, and clicks or focus outside it. */
function useOpenMenu(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return
    const outside = (target: EventTarget | null) =>
      !(target instanceof Node && root.current?.contains(target))
    const onPointerDown = (event: PointerEvent) => outside(event.target) && setOpen(false)
    const onFocusIn = (event: FocusEvent) => outside(event.target) && setOpen(false)
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (outside(document.activeElement)) return
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (document.activeElement === button.current) return
        event.preventDefault()
        moveFocus(root.current, event.key === 'ArrowDown' ? 1 : -1)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusin', onFocusIn)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusin', onFocusIn)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, root, button, setOpen])
}

/** Moves focus to the next (1) or previous (-1) entry of the menu, wrapping round. */
function moveFocus(root: HTMLElement | null, step: 1 | -1) {
  const items = [...(root?.querySelectorAll<HTMLElement>('ul a, ul button:enabled') ?? [])]
  if (items.length === 0) return
  const at = items.indexOf(document.activeElement as HTMLElement)
  const next =
    at === -1 ? (step === 1 ? 0 : items.length - 1) : (at + step + items.length) % items.length
  items[next]?.focus()
}
