import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { ListFilterResult } from '../../components/list-filter'
import { ListPager } from '../../components/list-pager'
import { LoadFailure } from '../../components/load-failure'
import { LoadingOverlay } from '../../components/loading-overlay'
import { useMutationAction } from '../../components/use-mutation-action'
import { getFragmentData } from '../../gql'
import { pageFromAddress } from '../../lib/pagination'
import { useCancelRequest } from './api/cancel-request'
import { RequestHistory_page, useRequestHistory } from './api/request-history'
import styles from './history.module.css'
import { HISTORY_FILTER_KEYS, HistoryFilterForm, historyFilterOf } from './history-filter'
import { type HistoryItem, HistoryTable, timelineButtonIdOf } from './history-table'
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
  const [cancelRequest] = useCancelRequest()
  const cancel = useMutationAction({
    mutate: async (item: HistoryItem) =>
      (await cancelRequest({ variables: { input: { model: item.model, id: item.id } } })).data
        ?.cancelRequest,
    // The Cancel button pressed is gone with the request canceled: the focus stays in its row.
    focusAfterSuccess: (item) => document.getElementById(timelineButtonIdOf(item)),
    failureTitle: t`Not canceled`,
    confirm: (item) => ({
      title: t`Cancel the request?`,
      message: t`Request ${item.permissionNumber} will be withdrawn. This cannot be undone.`,
      confirmLabel: t`Cancel the request`,
      cancelLabel: t`Keep it`,
      danger: true,
      busyLabel: t`Cancelling…`,
    }),
  })

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
            <HistoryTable items={requests.items} onCancel={cancel.run} />
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
        <LoadFailure
          error={error}
          failed={t`The history could not be loaded. Please try again later.`}
          className={styles.notice}
        />
      ) : (
        <p className={styles.notice}>
          {t`There is no such page of the history.`} <Link to="?">{t`Go to the first page`}</Link>
        </p>
      )}
      {cancel.dialog}
    </section>
  )
}
