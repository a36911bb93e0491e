import { useLingui } from '@lingui/react/macro'
import { Link, useLocation, useSearchParams } from 'react-router'
import { ForWriters } from '../../components/for-writers'
import { ListFilterResult } from '../../components/list-filter'
import { ListPager } from '../../components/list-pager'
import { LoadFailure } from '../../components/load-failure'
import { LoadingOverlay } from '../../components/loading-overlay'
import { getFragmentData } from '../../gql'
import type { PermitHistory_PermitFragment } from '../../gql/graphql'
import { pageFromAddress } from '../../lib/pagination'
import { usePayForPermit } from './api/pay-for-permit'
import { PermitHistory_page, PermitHistory_permit, usePermitHistory } from './api/permit-history'
import { PermitCard } from './permit-card'
import { PERMIT_FILTER_KEYS, PermitFilterForm, permitFilterOf } from './permit-filter'
import { permitPaths } from './permit-paths'
import styles from './permits.module.css'
import { usePaymentOutcome } from './use-payment-outcome'

/**
 * The e-permit history tab (spec §2): the haulier's e-permits, newest first, 16 a page (the page
 * in the address), a link to request one, Pay on those to pay (the browser goes to the payment
 * page and comes back here with `?payment={id}`, whose outcome the popup tells once).
 */
export function PermitHistoryTab({ title }: { title: string }) {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const page = pageFromAddress(params.get('page'))
  // A request's confirmation page comes here with the first page its answer put in the cache.
  const fresh = (useLocation().state as { requested?: unknown } | null)?.requested === true
  const filter = permitFilterOf(params)
  const { data, loading, error } = usePermitHistory(page, {
    fresh: fresh && page === 1 && !filter,
    filter,
  })
  const shown = data?.permits ? getFragmentData(PermitHistory_page, data.permits) : undefined
  const permits = shown?.items.map((each) => getFragmentData(PermitHistory_permit, each))
  usePaymentOutcome(data ? (permits ?? []) : undefined)
  const { pay: payFor, paying } = usePayForPermit()
  const pay = (permit: PermitHistory_PermitFragment) => payFor(permit.id)

  return (
    <section className={styles.tab} aria-labelledby="permit-history-title">
      <div className={styles.heading}>
        <h1 id="permit-history-title" className={styles.title}>
          {title}
        </h1>
        <ForWriters>
          <Link to={permitPaths.create} className="button">
            {t`Request an e-permit`}
          </Link>
        </ForWriters>
      </div>
      <PermitFilterForm filter={filter} />
      {shown && (
        <ListFilterResult
          count={shown.pageInfo.totalCount}
          filtered={filter !== undefined}
          names={PERMIT_FILTER_KEYS}
        />
      )}
      {shown && permits ? (
        permits.length === 0 ? (
          filter ? null : (
            <p className={styles.notice}>{t`You have not requested any e-permits yet.`}</p>
          )
        ) : (
          <>
            <ol className={styles.permits} aria-label={t`Your e-permits`}>
              {permits.map((permit) => (
                <PermitCard key={permit.id} permit={permit} onPay={pay} paying={paying} />
              ))}
            </ol>
            <ListPager
              page={shown.pageInfo.page}
              pageCount={shown.pageInfo.pageCount}
              label={t`Pages of the e-permits`}
            />
          </>
        )
      ) : loading ? (
        <LoadingOverlay />
      ) : error ? (
        <LoadFailure
          error={error}
          failed={t`The e-permits could not be loaded. Please try again later.`}
          className={styles.notice}
        />
      ) : data ? (
        <p className={styles.notice}>
          {t`There is no such page of the e-permits.`} <Link to="?">{t`Go to the first page`}</Link>
        </p>
      ) : null}
    </section>
  )
}
