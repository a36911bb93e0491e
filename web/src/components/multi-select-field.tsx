import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { FieldProblem, RequiredMark } from './field'
import fieldStyles from './field.module.css'
import styles from './form-kit.module.css'
import type { SelectOption } from './select-field'
import { useFormReset } from './use-form-reset'

type MultiSelectFieldProps = {
  label: ReactNode
  /** The form field's name: each chosen option is a checked checkbox of that name. */
  name: string
  options: readonly SelectOption[]
  /** The options chosen at first. */
  defaultValue?: readonly string[]
  /** Told of every change, with all the chosen values. */
  onChange?: (values: string[]) => void
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
}

/**
 * Many choices from a long list in little space (licence codes, categories, linked cars): a
 * button that says "N selected" opens a list of checkboxes under it (the disclosure and
 * checkbox patterns of the ARIA practices, which every screen reader knows). Keyboard: Enter,
 * Space or ↓ opens and moves to the first option; ↑ ↓ Home End move; Space ticks; Escape closes
 * and returns to the button; leaving the list with Tab closes it. The checkboxes stay in the
 * form while closed, so the form reads the choice with `formValues(form, name)`.
 */
export function MultiSelectField({
  label,
  name,
  options,
  defaultValue = [],
  onChange,
  error,
  hint,
  required,
}: MultiSelectFieldProps) {
  const { t } = useLingui()
  const selected = (count: number) => t`${count} selected`
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<readonly string[]>(defaultValue)
  useFormReset(root, () => setChosen(defaultValue))

  const ids = {
    label: `${id}-label`,
    count: `${id}-count`,
    list: `${id}-list`,
    hint: hint ? `${id}-hint` : undefined,
    error: error ? `${id}-error` : undefined,
  }
  const describedBy = [ids.hint, ids.error].filter(Boolean).join(' ') || undefined
  const checkboxes = () => [
    ...(root.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []),
  ]

  function toggle(value: string, checked: boolean) {
    const next = checked
      ? options.map((option) => option.value).filter((v) => v === value || chosen.includes(v))
      : chosen.filter((v) => v !== value)
    setChosen(next)
    onChange?.(next)
  }

  function openAndFocus(index: number) {
    setOpen(true)
    // The list is shown in this render; its checkbox can take the focus right after.
    requestAnimationFrame(() => checkboxes().at(index)?.focus())
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAndFocus(event.key === 'ArrowDown' ? 0 : -1)
    }
  }

  function onListKey(event: KeyboardEvent<HTMLFieldSetElement>) {
    const boxes = checkboxes()
    const at = boxes.indexOf(document.activeElement as HTMLInputElement)
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: boxes.length - 1 }[event.key]
    if (move !== undefined) {
      event.preventDefault()
      boxes[Math.max(0, Math.min(boxes.length - 1, move))]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
      button.current?.focus()
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the field closes its list
    <div
      ref={root}
      className={`field ${fieldStyles.frame} ${styles.multi}`}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <div className={fieldStyles.head}>
        <div className={fieldStyles.labelRow}>
          <label id={ids.label} htmlFor={id}>
            {label}
          </label>
          {required && <RequiredMark />}
        </div>
        {ids.hint && (
          <p id={ids.hint} className={fieldStyles.hint}>
            {hint}
          </p>
        )}
      </div>
      <button
        ref={button}
        id={id}
        type="button"
        className={styles.multiButton}
        data-field={name}
        aria-expanded={open}
        aria-controls={ids.list}
        aria-labelledby={`${ids.label} ${ids.count}`}
        aria-describedby={describedBy}
        aria-invalid={error === undefined ? undefined : true}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={onButtonKey}
      >
        <span id={ids.count}>{selected(chosen.length)}</span>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      {/* The list and the problem share the field's last part (see `fieldsSideBySide`). */}
      <div className={fieldStyles.after}>
        <fieldset
          id={ids.list}
          aria-labelledby={ids.label}
          className={styles.multiList}
          hidden={!open}
          onKeyDown={onListKey}
        >
          {options.map((option) => (
            <label key={option.value} className={styles.multiOption}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        {error && <FieldProblem id={ids.error}>{error}</FieldProblem>}
      </div>
    </div>
  )
}
