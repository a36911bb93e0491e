import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import styles from './services-teaser.module.css'

type Area = { id: string; icon: string; title: MessageDescriptor; text: MessageDescriptor }

/**
 * The enterprise's three areas of work, as the services page groups them: each `id` is its
 * section's code there, so `/services#<id>` opens that section.
 */
const areas: readonly Area[] = [
  {
    id: 'permissions',
    icon: 'M7 3h8l4 4v14H7zM14 3v5h5M10 13l2 2 4-4',
    title: msg`Permits and permissions`,
    text: msg`Bilateral and transit permits and electronic permits, loading and unloading permissions, CMR consignment notes, special permits for heavy and oversized cargo.`,
  },
  {
    id: 'services',
    icon: 'M4 16V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v8zM4 12h16M7 16v3M17 16v3M8 9h2M14 9h2',
    title: msg`Inspection and advisory services`,
    text: msg`Inspection of buses that have been in operation for 10 years, technical checks of vehicles for international transport, advice and seminars for hauliers and drivers.`,
  },
  {
    id: 'supervision',
    icon: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
    title: msg`Accounting and control of vehicles`,
    text: msg`The register of hauliers and their vehicles, weight and dimension control, and document checks at the border crossings.`,
  },
]

/** A teaser of the services page: one card per area of work, each leading to its own section. */
export function ServicesTeaser() {
  const { t } = useLingui()
  return (
    <section className={styles.band} aria-labelledby="home-services-title">
      <div className={styles.inner}>
        <h2 id="home-services-title" className={styles.heading}>
          <Trans>Our services</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>
            Everything a haulier needs for international trips. Most applications can be submitted
            online once you have registered on the portal.
          </Trans>
        </p>
        <ul className={styles.cards}>
          {areas.map((area) => {
            const title = t(area.title)
            return (
              <li key={area.id} className={styles.card}>
                <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
                  <path d={area.icon} />
                </svg>
                <h3 id={`home-service-${area.id}`}>{title}</h3>
                <p>{t(area.text)}</p>
                <Link
                  className={styles.more}
                  to={`/services#${area.id}`}
                  aria-describedby={`home-service-${area.id}`}
                >
                  <Trans>Learn more</Trans>
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
