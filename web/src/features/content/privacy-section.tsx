import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import styles from './privacy.module.css'
import type { PrivacySection as Section } from './privacy-sections'

/** One section of the policy: an anchored heading and its text. */
export function PrivacySection({ section, children }: { section: Section; children: ReactNode }) {
  const { i18n } = useLingui()
  const headingId = `${section.id}-heading`
  return (
    <section id={section.id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {i18n._(section.title)}
      </h2>
      {children}
    </section>
  )
}
