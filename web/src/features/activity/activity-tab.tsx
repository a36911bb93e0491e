import { useLingui } from '@lingui/react/macro'
import { Link, useSearchParams } from 'react-router'
import { ListFilterResult } from '../../components/list-filter'
import { ListPager } from '../../components/list-pager'
import { LoadFailure } from '../../components/load-failure'
import { LoadingOverlay } from '../../components/loading-overlay'
import { getFragmentData } from '../../gql'
import { pageFromAddress } from '../../lib/pagination'
import styles from './activity.module.css'
import { ACTIVITY_FILTER_KEYS, ActivityFilterForm, activityFilterOf } from './activity-filter'
import { ActivityList } from './activity-list'
import { CompanyActivity_page, useCompanyActivity } from './api/company-activity'

/**
 * The company's activity (issue 31): who of its members did what, and what the office did to its
 * records, newest first, 20 a page; the page and the filter live in the address.
 */
export function ActivityTab({ title }: { title: string }) {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const page = pageFromAddress(params.get('page'))
  const filter = activityFilterOf(params)
  const { data, loading, error } = useCompanyActivity(page, filter)
  const activity = data?.companyActivity
    ? getFragmentData(CompanyActivity_page, data.companyActivity)
    : undefined

  return (
    <section className={styles.tab} aria-labelledby="activity-title">
      <h1 id="activity-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>
        {t`Who of your company did what, and what the office did to your requests, newest first.`}
      </p>
      {/* The filter and what it found, one block: the tab's gap falls before the list. */}
      <div>
        <ActivityFilterForm
          // The member list arrives with the page: the form starts again with it.
          key={activity ? 'members' : 'waiting'}
          filter={filter}
          members={activity?.members ?? []}
        />
        {activity && (
          <ListFilterResult
            count={activity.pageInfo.totalCount}
            filtered={filter !== undefined}
            names={ACTIVITY_FILTER_KEYS}
          />
        )}
      </div>
      {activity ? (
        activity.items.length === 0 ? (
          filter ? null : (
            <p className={styles.notice}>{t`Nothing has been done yet.`}</p>
          )
        ) : (
          <>
            <ActivityList items={activity.items} />
            <ListPager
              page={activity.pageInfo.page}
              pageCount={activity.pageInfo.pageCount}
              label={t`Pages of the activity`}
            />
          </>
        )
      ) : loading ? (
        <LoadingOverlay />
      ) : error ? (
        <LoadFailure
          error={error}
          failed={t`The activity could not be loaded. Please try again later.`}
          className={styles.notice}
        />
      ) : (
        <p className={styles.notice}>
          {t`There is no such page of the activity.`} <Link to="?">{t`Go to the first page`}</Link>
        </p>
      )}
    </section>
  )
}
