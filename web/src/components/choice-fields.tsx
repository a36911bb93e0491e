import { type ReactNode, useId } from 'react'
import { FieldProblem, RequiredMark } from './field'
import fieldStyles from './field.module.css'
import styles from './form-kit.module.css'

/** One choice of a radio or checkbox group: the value sent, its label, an optional line under it. */
export type Choice = { value: string; label: ReactNode; hint?: ReactNode }

type GroupProps = {
  /** The question the group answers (the fieldset's legend). */
  legend: ReactNode
  /** The form field's name: every input of the group carries it. */
  name: string
  choices: readonly Choice[]
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  /** Classes added to the list of choices and to each choice (a feature's layout, e.g. cards). */
  classNames?: { choices?: string; choice?: string }
}

/**
 * Radio buttons under one legend (GOV.UK's radios): for a few choices that should all be seen.
 * Uncontrolled: `defaultValue` is the choice checked at first; the form reads the checked value.
 * Arrow keys move between the choices, as the browser does for radios of one name.
 */
export function RadioGroupField({
  defaultValue,
  onChange,
  ...group
}: GroupProps & { defaultValue?: string; onChange?: (value: string) => void }) {
  return (
    <ChoiceGroup
      {...group}
      type="radio"
      isChecked={(value) => value === defaultValue}
      onChange={(value) => onChange?.(value)}
    />
  )
}

/**
 * Checkboxes under one legend, for choosing any number of a few things; the form reads them with
 * `FormData.getAll(name)` (`formValues()` in lib/form-errors). For a long list, `MultiSelectField`.
 */
export function CheckboxGroupField({
  defaultValue = [],
  onChange,
  ...group
}: GroupProps & {
  defaultValue?: readonly string[]
  onChange?: (value: string, checked: boolean) => void
}) {
  return (
    <ChoiceGroup
      {...group}
      type="checkbox"
      isChecked={(value) => defaultValue.includes(value)}
      onChange={(value, checked) => onChange?.(value, checked)}
    />
  )
}

function ChoiceGroup({
  legend,
  name,
  choices,
  error,
  hint,
  required,
  classNames,
  type,
  isChecked,
  onChange,
}: GroupProps & {
  type: 'radio' | 'checkbox'
  isChecked: (value: string) => boolean
  onChange: (value: string, checked: boolean) => void
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className={styles.group} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={`${styles.choices} ${classNames?.choices ?? ''}`}>
        {choices.map((choice, index) => {
          const choiceId = `${id}-${index}`
          const choiceHintId = choice.hint ? `${choiceId}-hint` : undefined
          return (
            <div key={choice.value} className={`${styles.choice} ${classNames?.choice ?? ''}`}>
              <input
                id={choiceId}
                type={type}
                name={name}
                value={choice.value}
                defaultChecked={isChecked(choice.value)}
                required={type === 'radio' && required ? true : undefined}
                aria-invalid={error === undefined ? undefined : true}
                aria-describedby={choiceHintId}
                onChange={(event) => onChange(choice.value, event.currentTarget.checked)}
              />
              <label htmlFor={choiceId}>
                <span className={styles.choiceLabel}>{choice.label}</span>
                {choice.hint && (
                  <span id={choiceHintId} className={styles.choiceHint}>
                    {choice.hint}
                  </span>
                )}
              </label>
            </div>
          )
        })}
      </div>
      {error && <FieldProblem id={errorId}>{error}</FieldProblem>}
    </fieldset>
  )
}
