import { useSuspenseQuery } from '@apollo/client/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { PageHero } from '../../components/page-hero'
import { useLocalized } from '../../lib/localized'
import { usePageTitle } from '../../lib/page-title'
import styles from './about.module.css'
import { AboutPageQuery } from './api/about-page'
import { parseYearMonth, yearsSince } from './founding'
import { ArrowRightIcon, BusIcon } from './icons'
import { MONTHS } from './months'

/**
 * `/about-us`: who the enterprise is (introduction), when it was founded, its duties, and the
 * inspection of buses that have reached ten years of operation. The route adds the feedback
 * banner below.
 */
export function AboutPage() {
  const { data } = useSuspenseQuery(AboutPageQuery)
  const page = data.aboutPage
  const localized = useLocalized()
  usePageTitle(localized(page.title))
  const [first, ...rest] = page.introduction
  return (
    <>
      <PageHero eyebrow={<Trans>About us</Trans>} title={localized(page.title)} />
      <div className="page">
        <div className={styles.intro}>
          <div className={styles.introText}>
            {first && <p className={styles.introLead}>{localized(first)}</p>}
            {rest.map((paragraph) => (
              <p key={paragraph.en}>{localized(paragraph)}</p>
            ))}
          </div>
          <Facts foundedIn={page.foundedIn} duties={page.duties.length} />
        </div>
        <section className={styles.duties} aria-labelledby="duties-heading">
          <h2 id="duties-heading">
            <Trans>Our duties</Trans>
          </h2>
          <ol className={styles.dutyList}>
            {page.duties.map((duty) => (
              <li key={duty.code} className={styles.duty}>
                {localized(duty.text)}
              </li>
            ))}
          </ol>
        </section>
        <BusInspection />
      </div>
    </>
  )
}

function Facts({ foundedIn, duties }: { foundedIn: string; duties: number }) {
  const { t, i18n } = useLingui()
  const founded = parseYearMonth(foundedIn)
  if (!founded) return null
  const monthName = MONTHS[founded.month - 1]
  const month = monthName ? i18n._(monthName) : ''
  const years = yearsSince(founded, new Date())
  const year = founded.year
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>
          <Trans>Founded</Trans>
        </dt>
        <dd className={styles.factValue}>{t`${month} ${year}`}</dd>
      </div>
      <div className={styles.fact}>
        <dt>
          <Trans>At work for</Trans>
        </dt>
        <dd className={styles.factValue}>
          <Plural value={years} one="# year" other="# years" />
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>
          <Trans>Main duties</Trans>
        </dt>
        <dd className={styles.factValue}>{duties}</dd>
      </div>
    </dl>
  )
}

function BusInspection() {
  return (
    <section className={styles.bus} aria-labelledby="bus-inspection-heading">
      <span className={styles.busIcon}>
        <BusIcon />
      </span>
      <div>
        <h2 id="bus-inspection-heading" className={styles.busTitle}>
          <Trans>Inspection of buses with ten years of operation</Trans>
        </h2>
        <p className={styles.busText}>
          <Trans>
            Buses that have reached ten years of operation pass a technical inspection at the
            enterprise, in the spring and autumn rounds or by appointment, to confirm that they
            remain safe for passengers.
          </Trans>
        </p>
        <Link className={styles.busLink} to="/services#services">
          <Trans>See the inspection services</Trans>
          <ArrowRightIcon />
        </Link>
      </div>
    </section>
  )
}
