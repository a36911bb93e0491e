import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import backdrop from '../../assets/home-banner.svg'
import { cabinetPath } from '../../config/cabinet-paths'
import styles from './home-banner.module.css'

/**
 * The main page's banner, under the shell's transparent top bar (which restyles once the page
 * scrolls past this section, found by its id). It sits on a night-road illustration in either
 * theme, so it takes the dark theme's tokens: light text, a bright primary button.
 */
export function HomeBanner() {
  return (
    <section
      id="home-banner"
      className={styles.banner}
      data-theme="dark"
      aria-labelledby="home-banner-title"
    >
      <img
        className={styles.backdrop}
        src={backdrop}
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
      />
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          <Trans>State enterprise for the supervision of road transport</Trans>
        </p>
        <h1 id="home-banner-title" className={styles.title}>
          <Trans>
            International road transport through Turkmenistan, under reliable supervision
          </Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>
            Permits and electronic permits for hauliers, the register of vehicles, and control at
            the 13 border checkpoints. Apply online and follow your request in your cabinet.
          </Trans>
        </p>
        <div className={styles.actions}>
          <Link className="button" to={cabinetPath('onlineApplicationTab')}>
            <Trans>Online application</Trans>
            <ArrowIcon />
          </Link>
          <Link className={`button button--ghost ${styles.ghost}`} to="/services">
            <Trans>Our services</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}

function ArrowIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 10h11m-4-4 4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}
