import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { PageOf } from '../../../components/list-pager'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { getFragmentData } from '../../../gql'
import type { PermitStatus } from '../../../gql/graphql'
import { formatDay } from '../../../lib/dates'
import { useLocalized } from '../../../lib/localized'
import { usePageTitle } from '../../../lib/page-title'
import { closedPermitStatuses, permitStatuses, permitStatusWords } from '../../../lib/status-words'
import { PermitQueue_item, usePermitQueue } from '../api/permit-queue'
import { filterOf, officePaths, pageOf, withSearch } from '../office-address'
import styles from '../screens.module.css'
import { TableScroll } from '../table-scroll'
import { QueueFilterForm } from './queue-filter'
import { QueuePager } from './queue-pager'
import { Ago, Claimant, WaitedHeading } from './waited'

const statusOf = (value: string | null): PermitStatus =>
  permitStatuses.find((status) => status === value) ?? 'NEW'

/**
 * The e-permit queue (`/office/permits?status=NEW`): one status at a time, oldest first, with
 * every status's count under the filter, the time each has waited since it last moved and who
 * has claimed it; 50 a page.
 */
export function PermitQueue() {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  const [search] = useSearchParams()
  const status = statusOf(search.get('status'))
  const { data, loading, error } = usePermitQueue(status, filterOf(search), pageOf(search))
  const queue = data?.office?.permitQueue
  const items = queue ? getFragmentData(PermitQueue_item, queue.items) : []
  const countOf = (one: PermitStatus) => queue?.counts.find((c) => c.status === one)?.count
  usePageTitle(t`E-permits`)

  return (
    <section className={styles.screen} aria-labelledby="permit-queue-title">
      <h1 id="permit-queue-title">{t`E-permits`}</h1>
      <nav aria-label={t`E-permits by status`}>
        <ul className={styles.statusTabs}>
          {permitStatuses.map((one) => (
            <li key={one}>
              <Link
                to={withSearch(search, { status: one === 'NEW' ? null : one })}
                aria-current={one === status ? 'page' : undefined}
              >
                {i18n._(permitStatusWords[one])}{' '}
                <span className={styles.count}>{countOf(one) ?? '–'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueueFilterForm permits />
      {queue === undefined && loading ? (
        <LoadingOverlay />
      ) : error && !queue ? (
        <p className={styles.notice} role="alert">
          {t`The queue could not be loaded. Please try again later.`}
        </p>
      ) : !queue || items.length === 0 ? (
        <p className={styles.notice}>{t`No e-permits here.`}</p>
      ) : (
        <>
          <TableScroll label={t`E-permits: ${i18n._(permitStatusWords[status])}, oldest first`}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {t`E-permits: ${i18n._(permitStatusWords[status])}, oldest first`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t`E-permit`}</th>
                  <th scope="col">{t`Haulier`}</th>
                  <th scope="col">{t`Country`}</th>
                  <th scope="col">{t`Permit type`}</th>
                  <th scope="col">{t`Filed on`}</th>
                  <WaitedHeading closed={closedPermitStatuses.includes(status)} />
                  <th scope="col">{t`Claimed by`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((permit) => (
                  <tr key={permit.id}>
                    <td>
                      <Link to={officePaths.permit(permit.id)}>{t`No. ${permit.id}`}</Link>
                    </td>
                    <td>
                      {permit.clientName}
                      <span className={styles.sub}>{permit.applicant.email}</span>
                    </td>
                    <td>{localized(permit.country.name)}</td>
                    <td>{localized(permit.permitType.name)}</td>
                    <td>{formatDay(permit.createdAt)}</td>
                    <td>
                      <Ago at={permit.updatedAt} />
                    </td>
                    <td>
                      <Claimant claim={permit.claim} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <PageOf page={queue.pageInfo.page} pageCount={queue.pageInfo.pageCount} />
          <QueuePager page={queue.pageInfo.page} pageCount={queue.pageInfo.pageCount} />
        </>
      )}
    </section>
  )
}
