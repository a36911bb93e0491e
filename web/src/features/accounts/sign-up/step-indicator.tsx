import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import styles from './sign-up.module.css'

/**
 * "Step 2 of 3 — The code from the e-mail", with a track of the three steps. When the step
 * changes, the heading takes the focus, so a screen reader announces the new step and the
 * keyboard continues from there (the first step keeps the focus where the page put it).
 */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  const names = [t`Your details`, t`One-time code`, t`Your password`]

  useEffect(() => {
    if (first.current && step === 1) return
    first.current = false
    heading.current?.focus()
  }, [step])

  return (
    <div className={styles.steps}>
      <ol className={styles.track} aria-hidden="true">
        {names.map((name, index) => (
          <li
            key={name}
            data-state={index + 1 < step ? 'done' : index + 1 === step ? 'current' : 'next'}
          >
            <span className={styles.dot}>{index + 1}</span>
            <span className={styles.trackName}>{name}</span>
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className={styles.stepTitle}>
        <span className={styles.stepCount}>{t`Step ${step} of 3`}</span>{' '}
        <span>{names[step - 1]}</span>
      </h2>
    </div>
  )
}
