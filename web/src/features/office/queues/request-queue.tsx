import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { PageOf } from '../../../components/list-pager'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { getFragmentData } from '../../../gql'
import type { RequestModel, RequestStatus } from '../../../gql/graphql'
import { formatDay } from '../../../lib/dates'
import { usePageTitle } from '../../../lib/page-title'
import { RequestQueue_item, useRequestQueue } from '../api/request-queue'
import { filterOf, officePaths, pageOf, withSearch } from '../office-address'
import styles from '../screens.module.css'
import { TableScroll } from '../table-scroll'
import {
  closedRequestStatuses,
  modelWords,
  requestModels,
  requestStatuses,
  requestStatusWords,
} from '../words'
import { QueueFilterForm } from './queue-filter'
import { QueuePager } from './queue-pager'
import { Ago, Claimant, WaitedHeading } from './waited'

const statusOf = (value: string | null): RequestStatus =>
  requestStatuses.find((status) => status === value) ?? 'PENDING'
const modelOf = (value: string | null): RequestModel | null =>
  requestModels.find((model) => model === value) ?? null

/**
 * The queue of loading and unloading permissions and online applications
 * (`/office/requests?model=…&status=PENDING`): oldest first, the counts of each kind and status
 * under the filter, how long each has waited and who has claimed it.
 */
export function RequestQueue() {
  const { t, i18n } = useLingui()
  const [search] = useSearchParams()
  const status = statusOf(search.get('status'))
  const model = modelOf(search.get('model'))
  const { data, loading, error } = useRequestQueue(model, status, filterOf(search), pageOf(search))
  const queue = data?.office?.requestQueue
  const items = queue ? getFragmentData(RequestQueue_item, queue.items) : []
  const countOf = (one: RequestStatus, kind: RequestModel | null) =>
    queue?.counts
      .filter((c) => c.status === one && (kind === null || c.model === kind))
      .reduce((sum, c) => sum + c.count, 0)
  usePageTitle(t`Permissions and applications`)

  return (
    <section className={styles.screen} aria-labelledby="request-queue-title">
      <h1 id="request-queue-title">{t`Permissions and applications`}</h1>
      <nav aria-label={t`Requests by kind`}>
        <ul className={styles.statusTabs}>
          {[null, ...requestModels].map((kind) => (
            <li key={kind ?? 'all'}>
              <Link
                to={withSearch(search, { model: kind })}
                aria-current={kind === model ? 'page' : undefined}
              >
                {kind ? i18n._(modelWords[kind]) : t`All kinds`}{' '}
                <span className={styles.count}>{countOf(status, kind) ?? '–'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t`Requests by status`}>
        <ul className={styles.statusTabs}>
          {requestStatuses.map((one) => (
            <li key={one}>
              <Link
                to={withSearch(search, { status: one === 'PENDING' ? null : one })}
                aria-current={one === status ? 'page' : undefined}
              >
                {i18n._(requestStatusWords[one])}{' '}
                <span className={styles.count}>{countOf(one, model) ?? '–'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueueFilterForm permits={false} />
      {queue === undefined && loading ? (
        <LoadingOverlay />
      ) : error && !queue ? (
        <p className={styles.notice} role="alert">
          {t`The queue could not be loaded. Please try again later.`}
        </p>
      ) : !queue || items.length === 0 ? (
        <p className={styles.notice}>{t`No requests here.`}</p>
      ) : (
        <>
          <TableScroll label={t`Requests: ${i18n._(requestStatusWords[status])}, oldest first`}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {t`Requests: ${i18n._(requestStatusWords[status])}, oldest first`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t`Kind`}</th>
                  <th scope="col">{t`Permission number`}</th>
                  <th scope="col">{t`Haulier`}</th>
                  <th scope="col">{t`Filed on`}</th>
                  <WaitedHeading closed={closedRequestStatuses.includes(status)} />
                  <th scope="col">{t`Claimed by`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((request) => (
                  <tr key={`${request.model}:${request.id}`}>
                    <td>{i18n._(modelWords[request.model])}</td>
                    <td>
                      <Link to={officePaths.request(request.model, request.id)}>
                        {request.permissionNumber}
                      </Link>
                    </td>
                    <td>
                      {request.applicant.institutionName ?? request.applicant.name}
                      <span className={styles.sub}>{request.applicant.email}</span>
                    </td>
                    <td>{formatDay(request.createdAt)}</td>
                    <td>
                      <Ago at={request.updatedAt} />
                    </td>
                    <td>
                      <Claimant claim={request.claim} />
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
