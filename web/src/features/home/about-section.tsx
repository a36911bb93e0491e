import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import styles from './about-section.module.css'

/** Who the enterprise is, with three facts and the way to the about page. */
export function AboutSection() {
  return (
    <section className={styles.about} aria-labelledby="home-about-title">
      <div className={styles.story}>
        <p className={styles.eyebrow}>
          <Trans>About us</Trans>
        </p>
        <h2 id="home-about-title" className={styles.heading}>
          <Trans>Serving hauliers since 1994</Trans>
        </h2>
        <p>
          <Trans>
            The state enterprise Türkmenawtoulaggözegçilik was founded in February 1994 to build the
            national system of state control over road hauliers and to help international road
            transport grow in independent Turkmenistan.
          </Trans>
        </p>
        <p>
          <Trans>
            Today it supervises compliance with the law on road transport, issues permits for
            international road haulage, keeps the register of hauliers and their vehicles, and works
            with the transport authorities of neighbouring and partner countries.
          </Trans>
        </p>
        <Link className="button button--ghost" to="/about-us">
          <Trans>More about the enterprise</Trans>
        </Link>
      </div>
      <ul className={styles.facts}>
        <li>
          <strong>1994</strong>
          <span>
            <Trans>founded in February</Trans>
          </span>
        </li>
        <li>
          <strong>13</strong>
          <span>
            <Trans>border checkpoints</Trans>
          </span>
        </li>
        <li>
          <strong>3</strong>
          <span>
            <Trans>areas of work: permits, services, accounting and control of vehicles</Trans>
          </span>
        </li>
      </ul>
    </section>
  )
}
