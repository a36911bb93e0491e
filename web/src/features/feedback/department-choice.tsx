import { useLingui } from '@lingui/react/macro'
import { RadioGroupField } from '../../components/choice-fields'
import styles from './feedback-banner.module.css'

/**
 * The department a message goes to, as two labelled radio cards (only two choices: a select
 * would hide them). The general department is chosen to begin with.
 */
export function DepartmentChoice({ error }: { error?: string | undefined }) {
  const { t } = useLingui()
  return (
    <RadioGroupField
      legend={t`Department`}
      name="department"
      defaultValue="GENERAL"
      error={error}
      classNames={{ choices: styles.departmentOptions, choice: styles.department }}
      choices={[
        { value: 'GENERAL', label: t`General department`, hint: t`Permits, services, documents` },
        {
          value: 'TECHNICAL',
          label: t`Technical department`,
          hint: t`Problems with the website or the cabinet`,
        },
      ]}
    />
  )
}
