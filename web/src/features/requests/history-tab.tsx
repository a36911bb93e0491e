import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ListFilterResult } from '../../components/list-filter'
import { ListPager } from '../../components/list-pager'
import { LoadingOverlay } from '../../components/loading-overlay'
import { popup } from '../../components/popup'
import { getFragmentData } from '../../gql'
import { pageFromAddress } from '../../lib/pagination'
import { useCancelRequest } from './api/cancel-request'
import { RequestHistory_page, useRequestHistory } from './api/request-history'
import styles from './history.module.css'
import { HISTORY_FILTER_KEYS, HistoryFilterForm, historyFilterOf } from './history-filter'
import { type HistoryItem, HistoryTable } from './history-table'
import requestStyles from './requests.module.css'

/**
 * The history tab (spec §2): the haulier's online applications and loading and unloading
 * permissions, newest first, 16 a page (the page in the address). A pending one can be
 * cancelled after a question; each shows its timeline on demand.
 */
export function HistoryTab({ title }: { title: string }) {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const page = pageFromAddress(params.get('page'))
  const filter = historyFilterOf(params)
  const { data, loading, error } = useRequestHistory(page, filter)
  const requests = data ? getFragmentData(RequestHistory_page, data.requests) : undefined
  const [cancelling, setCancelling] = useState<HistoryItem | null>(null)
  const [cancel, { loading: busy }] = useCancelRequest()

  async function confirmCancel(item: HistoryItem) {
    const failure = { title: t`Not canceled`, tone: 'failure' as const }
    try {
      const answer = (await cancel({ variables: { input: { model: item.model, id: item.id } } }))
        .data?.cancelRequest
      const problem = answer?.userErrors[0]
      if (problem) popup.show({ ...failure, message: problem.message })
    } catch {
      popup.show({ ...failure, message: t`Error has occurred, please try again later` })
    } finally {
      setCancelling(null)
    }
  }

  return (
    <section className={requestStyles.tab} aria-labelledby="history-title">
      <h1 id="history-title" className={requestStyles.title}>
        {title}
      </h1>
      <HistoryFilterForm filter={filter} />
      {requests && (
        <ListFilterResult
          count={requests.pageInfo.totalCount}
          filtered={filter !== undefined}
          names={HISTORY_FILTER_KEYS}
        />
      )}
      {requests ? (
        requests.items.length === 0 ? (
          filter ? null : (
            <p className={styles.notice}>{t`You have not filed any requests yet.`}</p>
          )
        ) : (
          <div className={styles.list}>
            <HistoryTable items={requests.items} onCancel={setCancelling} />
            <ListPager
              page={requests.pageInfo.page}
              pageCount={requests.pageInfo.pageCount}
              label={t`Pages of the history`}
            />
          </div>
        )
      ) : loading ? (
        <LoadingOverlay />
      ) : error ? (
        <p className={styles.notice} role="alert">
          {t`The history could not be loaded. Please try again later.`}
        </p>
      ) : (
        <p className={styles.notice}>
          {t`There is no such page of the history.`} <Link to="?">{t`Go to the first page`}</Link>
        </p>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t`Cancel the request?`}
        message={
          cancelling
            ? t`Request ${cancelling.permissionNumber} will be withdrawn. This cannot be undone.`
            : ''
        }
        confirmLabel={t`Cancel the request`}
        cancelLabel={t`Keep it`}
        danger
        busy={busy}
        busyLabel={t`Cancelling…`}
        onConfirm={() => cancelling && confirmCancel(cancelling)}
        onCancel={() => setCancelling(null)}
      />
    </section>
  )
}
