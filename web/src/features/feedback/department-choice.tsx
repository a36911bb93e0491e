import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { FieldProblem } from '../../components/field'
import styles from './feedback-banner.module.css'

/**
 * The department a message goes to, as two labelled radio cards (only two choices: a select
 * would hide them). The general department is chosen to begin with.
 */
export function DepartmentChoice({ error }: { error?: string | undefined }) {
  const { t } = useLingui()
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  const options = [
    { value: 'GENERAL', label: t`General department`, about: t`Permits, services, documents` },
    {
      value: 'TECHNICAL',
      label: t`Technical department`,
      about: t`Problems with the website or the cabinet`,
    },
  ]
  return (
    <fieldset className={styles.departments} aria-describedby={errorId}>
      <legend>{t`Department`}</legend>
      <div className={styles.departmentOptions}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.department}>
            <input
              type="radio"
              name="department"
              value={option.value}
              defaultChecked={index === 0}
              aria-invalid={error === undefined ? undefined : true}
            />
            <span>
              <span className={styles.departmentName}>{option.label}</span>
              <span className={styles.departmentAbout}>{option.about}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <FieldProblem id={errorId}>{error}</FieldProblem>}
    </fieldset>
  )
}
