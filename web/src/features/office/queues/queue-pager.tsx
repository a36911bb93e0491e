import { useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { PageLinks } from '../../../components/list-pager'
import { withSearch } from '../office-address'

/** A queue's pager: a link per page, the status and filters of the address kept. */
export function QueuePager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useLingui()
  const [search] = useSearchParams()
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      label={t`Pages of the queue`}
      hrefOf={(item) => withSearch(search, { page: item > 1 ? String(item) : null })}
    />
  )
}
