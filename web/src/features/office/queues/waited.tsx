import { useLingui } from '@lingui/react/macro'
import { formatAgo, formatDayTime } from '../../../lib/dates'
import { intlLocale } from '../../../lib/locales'
import { useLocale } from '../../../lib/localized'

/** How long ago something happened ("3 hours ago"), its exact time for machines and on hover. */
export function Ago({ at }: { at: string }) {
  const locale = useLocale()
  return (
    <time dateTime={at} title={formatDayTime(at)}>
      {formatAgo(at, intlLocale(locale))}
    </time>
  )
}

/** Who holds a claim, in a queue's row or on a request's page: "you", a name, or nobody. */
export function Claimant({
  claim,
}: {
  claim: { mine: boolean; operator: { name: string } } | null | undefined
}) {
  const { t } = useLingui()
  if (!claim) return <span>{t`Nobody`}</span>
  return <strong>{claim.mine ? t`You` : claim.operator.name}</strong>
}

/**
 * The heading of a queue's time column. A row that someone still has to act on shows how long it
 * has waited; in a status nothing follows (issued, rejected, accepted…) the same time is when it
 * was closed, and "Waiting" would say the office still owes an answer.
 */
export function WaitedHeading({ closed }: { closed: boolean }) {
  const { t } = useLingui()
  return <th scope="col">{closed ? t`Closed` : t`Waiting`}</th>
}
