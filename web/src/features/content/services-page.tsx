import { useSuspenseQuery } from '@apollo/client/react'
import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { PageHero } from '../../components/page-hero'
import { CABINET_PATH } from '../../config/cabinet-paths'
import { useLocalized } from '../../lib/localized'
import { usePageTitle } from '../../lib/page-title'
import { ServicesPageQuery } from './api/services-page'
import { ArrowRightIcon } from './icons'
import styles from './services.module.css'
import { ServicesAccordion } from './services-accordion'

/**
 * `/services`: the page's title and introduction, the three areas of work as an accordion, and
 * where to apply. An address such as `/services#permissions` opens that area; otherwise the
 * first is open at first, so the page never starts as three closed bars.
 */
export function ServicesPage() {
  const { data } = useSuspenseQuery(ServicesPageQuery)
  const page = data.servicesPage
  const localized = useLocalized()
  const { hash } = useLocation()
  usePageTitle(localized(page.title))
  const codes = page.sections.map((section) => section.code)
  const fromAddress = decodeURIComponent(hash.slice(1))
  const linked = codes.includes(fromAddress) ? fromAddress : null
  const requested = linked ?? codes[0] ?? null
  // A section named in the address is scrolled to once the page is shown; a frame later, so the
  // shell's scroll to the top after a navigation does not undo it.
  useEffect(() => {
    if (!linked) return
    const frame = requestAnimationFrame(() =>
      document.getElementById(linked)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    )
    return () => cancelAnimationFrame(frame)
  }, [linked])
  return (
    <>
      <PageHero
        eyebrow={<Trans>What we do</Trans>}
        title={localized(page.title)}
        lead={<p>{localized(page.description)}</p>}
      />
      <div className="page">
        <ServicesAccordion sections={page.sections} requested={requested} />
        <ApplyOnline />
      </div>
    </>
  )
}

function ApplyOnline() {
  return (
    <section className={styles.apply} aria-labelledby="apply-online-heading">
      <div>
        <h2 id="apply-online-heading" className={styles.applyTitle}>
          <Trans>Apply without visiting the office</Trans>
        </h2>
        <p className={styles.applyText}>
          <Trans>
            Registered hauliers apply for electronic permits, loading and unloading permissions and
            CMR forms in their personal account and follow each application's status there.
          </Trans>
        </p>
      </div>
      <div className={styles.applyActions}>
        <Link className="button" to={CABINET_PATH}>
          <Trans>Online application</Trans>
          <ArrowRightIcon />
        </Link>
        <Link className="button button--ghost" to="/contacts">
          <Trans>Ask a question</Trans>
        </Link>
      </div>
    </section>
  )
}
