import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import styles from './account-page.module.css'

/**
 * The frame of the login, sign-up and password-reset pages: the form in a card, and beside it on
 * wide screens what an account gives a haulier (phones show the form alone, first).
 */
export function AccountPage({
  title,
  lead,
  children,
}: {
  title: string
  lead?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={`page ${styles.layout}`}>
      <section className={styles.card} aria-labelledby="account-title">
        <h1 id="account-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
      <AccountBenefits />
    </div>
  )
}

function AccountBenefits() {
  const { t } = useLingui()
  const benefits = [
    t`Apply for e-permits and pay for them online`,
    t`File loading and unloading permissions`,
    t`Keep your drivers, vehicles and trailers in one place`,
    t`Follow the status of every request`,
  ]
  return (
    <aside className={styles.benefits} aria-labelledby="account-benefits">
      <h2 id="account-benefits" className={styles.benefitsTitle}>
        {t`The haulier's online cabinet`}
      </h2>
      <ul className={styles.benefitList}>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </aside>
  )
}
