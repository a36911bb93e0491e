import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import styles from './feedback-banner.module.css'
import { FeedbackForm } from './feedback-form'

/**
 * The feedback banner of the main, about and contacts pages and the cabinet's first tab: an
 * invitation to write to a department, with the feedback form; `aside` (the contacts page's map)
 * sits beside the form on wide screens and under it on phones.
 */
export function FeedbackBanner({ aside }: { aside?: ReactNode }) {
  const { t } = useLingui()
  const titleId = useId()
  return (
    <section
      className={styles.banner}
      data-with-aside={aside ? '' : undefined}
      aria-labelledby={titleId}
    >
      <div className={styles.inner}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{t`Feedback`}</p>
          <h2 id={titleId} className={styles.title}>
            {t`Have a question? Write to us`}
          </h2>
          <p className={styles.lead}>
            <Trans>
              Ask about permits, inspections or the online cabinet, or tell us what could work
              better. Your message goes straight to the department you choose.
            </Trans>
          </p>
          <ul className={styles.facts}>
            <li>{t`We reply by phone or e-mail on working days.`}</li>
            <li>{t`Mon–Fri 09:00–18:00, Sat 09:00–13:00`}</li>
          </ul>
        </div>
        <div className={styles.card}>
          <FeedbackForm />
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </section>
  )
}
