import { useLingui } from '@lingui/react/macro'
import {
  type MouseEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import styles from './form-kit.module.css'

/** A problem the summary lists: the form field's name and its message. */
export type SummaryItem = { field: string; message: string }

/**
 * The control a form field's name stands for: the kit marks a control that is not the named
 * input itself with `data-field` (the multi-select's button); otherwise the first input of that
 * name (the first radio of a group, as GOV.UK links to it).
 */
export function controlOf(form: HTMLFormElement | null, field: string): HTMLElement | null {
  if (!form) return null
  const name = CSS.escape(field)
  return (
    form.querySelector<HTMLElement>(`[data-field="${name}"]`) ??
    form.querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"])`)
  )
}

/** The label a person sees for a control: its fieldset's legend, its label, or its labelling. */
function labelOf(control: HTMLElement | null): string {
  if (!control) return ''
  const legend = control.closest('fieldset')?.querySelector('legend')
  const labelledBy = control.getAttribute('aria-labelledby')?.split(' ')[0]
  const label =
    (control.matches('input[type="radio"], input[type="checkbox"]') ? legend : null) ??
    (control as HTMLInputElement).labels?.[0] ??
    (labelledBy ? document.getElementById(labelledBy) : null)
  return (label ? visibleWords(label) : '') || control.getAttribute('aria-label')?.trim() || ''
}

/**
 * The words of `element` a person sees: its text without the parts written for screen readers
 * alone (`.visually-hidden`, such as a link's "(opens in a new tab)"), spaces collapsed.
 */
function visibleWords(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove()
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/**
 * An item as the summary shows it: a link to a control the page shows, named by its label, or,
 * for a problem with no such control, its message alone (`href` null).
 */
type ShownItem = { field: string; href: string | null; text: string }

/**
 * The items to show, read from the form as it is now, in the order of their controls on the
 * page. A problem whose control is not on the page (a field shown only after another choice) or
 * has no label gets no link, since a link to the top of the page helps no one: its message is
 * told last, as text, so that nothing the server refused goes unsaid (the page's own checks word
 * such a problem on a field that is shown).
 */
function shownItems(form: HTMLFormElement | null, items: readonly SummaryItem[]): ShownItem[] {
  if (!form) return []
  const linked: (ShownItem & { control: HTMLElement })[] = []
  const unlinked: ShownItem[] = []
  for (const item of items) {
    const control = controlOf(form, item.field)
    const label = control && !isHidden(control, form) ? labelOf(control) : ''
    if (!control || !label || !control.id) {
      unlinked.push({ field: item.field, href: null, text: item.message })
      continue
    }
    const message = problemShownFor(control) || item.message
    linked.push({
      control,
      field: item.field,
      href: `#${control.id}`,
      text: `${label}: ${message}`,
    })
  }
  // In the order the fields stand on the page, whatever order the form's field names list.
  linked.sort((a, b) =>
    a.control.compareDocumentPosition(b.control) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )
  return [...linked.map(({ control: _, ...item }) => item), ...unlinked]
}

/**
 * The problem shown under a control (the field's own message, which it is described by): the
 * summary says the same. A field may show a problem of its own in place of the form's (the file
 * field's refused type, where the form's check only finds no file chosen).
 */
function problemShownFor(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  for (const id of ids) {
    const problem = id ? control.ownerDocument.getElementById(id) : null
    if (problem?.classList.contains('field-error')) return problem.textContent?.trim() ?? ''
  }
  return ''
}

/** Whether a control sits in a part of the form that is hidden. */
function isHidden(control: HTMLElement, form: HTMLFormElement): boolean {
  const hidden = control.closest('[hidden]')
  return hidden !== null && hidden !== form && form.contains(hidden)
}

const sameItems = (a: readonly ShownItem[], b: readonly ShownItem[]) =>
  a.length === b.length &&
  a.every((item, i) => item.href === b[i]?.href && item.text === b[i]?.text)

/**
 * GOV.UK's error summary: "There is a problem" and a link to each field's control, at the top of
 * the form, named by the field's label and its problem ("Your name: Please fill in this field",
 * since one message may stand under several fields). It takes the focus each time a submit fails (`attempt` counts them), so a screen
 * reader reads it and the keyboard starts from it; a link moves the focus to its control and
 * brings the control's label into view. While it shows, the document's title begins "Error: ".
 */
export function ErrorSummary({
  items,
  form,
  attempt,
}: {
  items: readonly SummaryItem[]
  form: RefObject<HTMLFormElement | null>
  attempt: number
}) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const prefix = t`Error:`
  // Read from the form once React has written it (a layout effect, before the paint): during the
  // render the DOM still holds the last render's labels (those of the language before a switch).
  const [shown, setShown] = useState<readonly ShownItem[]>([])
  useLayoutEffect(() => {
    const next = shownItems(form.current, items)
    setShown((last) => (sameItems(last, next) ? last : next))
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: each failed attempt focuses it again
  useEffect(() => {
    box.current?.focus()
  }, [attempt])

  useEffect(() => {
    const plain = document.title
    if (!plain.startsWith(`${prefix} `)) document.title = `${prefix} ${plain}`
    return () => {
      if (document.title.startsWith(`${prefix} `)) {
        document.title = document.title.slice(prefix.length + 1)
      }
    }
  }, [prefix])

  function follow(event: MouseEvent<HTMLAnchorElement>, field: string) {
    const control = controlOf(form.current, field)
    if (!control) return
    event.preventDefault()
    const label =
      control.closest('fieldset')?.querySelector('legend') ??
      (control.id ? form.current?.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null)
    ;(label ?? control).scrollIntoView({ block: 'start' })
    control.focus({ preventScroll: true })
  }

  return (
    <div ref={box} className={styles.summary} tabIndex={-1}>
      <div role="alert">
        <h2 className={styles.summaryTitle}>{t`There is a problem`}</h2>
        <ul className={styles.summaryList}>
          {shown.map((item) => (
            <li key={item.field}>
              {item.href ? (
                <a href={item.href} onClick={(e) => follow(e, item.field)}>
                  {item.text}
                </a>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
