import { useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useRef } from 'react'
import { exampleDay, formatDay, parseTypedDate } from '../lib/dates'
import { type InputProps, TextField } from './field'
import { useFormReset } from './use-form-reset'

type DateFieldProps = Omit<
  InputProps,
  'type' | 'min' | 'max' | 'defaultValue' | 'value' | 'onChange' | 'name'
> & {
  label: ReactNode
  /** The form field's name: the form reads the day there as ISO (`yyyy-mm-dd`), or '' if none. */
  name: string
  error?: string | undefined
  hint?: ReactNode
  /** The day the field starts with, ISO (`yyyy-mm-dd`). */
  defaultValue?: string | undefined
  /** The earliest day to take, ISO (`todayIso()` for "not in the past"). */
  min?: string
  /** The latest day to take, ISO. */
  max?: string
  /** Told of the day as it is typed: ISO, or '' when the field holds no day. */
  onDay?: (day: string) => void
}

/**
 * A day, typed as the portal writes days (`dd.mm.yyyy`), with an example in the hint. Not the
 * browser's date input: that one shows its format and its calendar in the browser's language
 * ("mm/dd/yyyy" on a Turkmen page in an English browser), and GOV.UK asks for typed dates too.
 *
 * What a person types is kept as typed; the form reads the day, as ISO, from a hidden input of
 * the field's name (`formText(form, name)`), as the gateway takes it. A day that is not one of the
 * calendar ("31.02.2027", "soon") is the input's own problem, as a refused file is
 * (`controlProblems` lists it and the form is not sent); a day before `min` is the kit's check
 * too; `max` is for the form's checks (`dateOutOfRange()`). A day that reads well is written back
 * in the portal's form when the field is left ("4/1/2027" becomes "04.01.2027"). A phone offers
 * its keyboard of digits with a separator (`inputmode="decimal"`); eight digits alone are a day too.
 */
export function DateField({ name, defaultValue, min, max, hint, onDay, ...props }: DateFieldProps) {
  const { t } = useLingui()
  const day = useRef<HTMLInputElement>(null)
  const start = defaultValue ?? ''
  const example = formatDay(exampleDay(min, max))
  const notADay = t`Enter a real date, for example ${example}`

  /** The typed text's day into the hidden input; a text that is no day marks the field. */
  function read(typed: HTMLInputElement) {
    const text = typed.value.trim()
    const iso = text ? parseTypedDate(text) : ''
    if (day.current) day.current.value = iso ?? text
    typed.setCustomValidity(iso === null ? notADay : '')
    onDay?.(iso ?? '')
    return iso
  }
  const typedOf = () =>
    day.current?.form?.querySelector<HTMLInputElement>(`[data-field="${CSS.escape(name)}"]`)

  // The reset puts both inputs back to their defaults; the typed one's own problem goes too.
  useFormReset(day, () => {
    typedOf()?.setCustomValidity('')
    onDay?.(start)
  })

  return (
    <>
      <TextField
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        data-field={name}
        data-date=""
        data-min={min}
        data-max={max}
        defaultValue={start ? formatDay(start) : ''}
        hint={
          <>
            {hint && (
              <>
                {hint}
                <br />
              </>
            )}
            {t`For example, ${example}`}
          </>
        }
        onInput={(event: FormEvent<HTMLInputElement>) => read(event.currentTarget)}
        onBlur={(event) => {
          const iso = read(event.currentTarget)
          if (iso) event.currentTarget.value = formatDay(iso)
        }}
      />
      {/* A text input, hidden: its value is its own, so a render never puts `start` back (a
          hidden-type input's value is its default) and the form's reset does. */}
      <input ref={day} type="text" hidden name={name} defaultValue={start} data-day="" />
    </>
  )
}
