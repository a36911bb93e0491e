import { useLingui } from '@lingui/react/macro'
import { DateField } from '../../components/date-field'
import { ListFilterForm } from '../../components/list-filter'
import { SelectField } from '../../components/select-field'
import type { CompanyActivityFilter, CompanyActivityKind } from '../../gql/graphql'
import { kindWords } from './activity-words'

/** The address's keys of the log's filter (`?member=12&kind=driver_added&from=…`). */
export const ACTIVITY_FILTER_KEYS = ['member', 'kind', 'from', 'to'] as const

const DAY = /^\d{4}-\d{2}-\d{2}$/
const ID = /^[1-9]\d{0,9}$/
const kinds = Object.keys(kindWords) as CompanyActivityKind[]

/** The log's filter as the address keeps it; what names nothing known is left out. */
export function activityFilterOf(search: URLSearchParams): CompanyActivityFilter | undefined {
  const filter: CompanyActivityFilter = {}
  const member = search.get('member')
  const kind = search.get('kind')?.toUpperCase()
  const from = search.get('from')
  const to = search.get('to')
  if (member && ID.test(member)) filter.memberId = member
  if (kind && kinds.includes(kind as CompanyActivityKind)) filter.kind = kind as CompanyActivityKind
  if (from && DAY.test(from)) filter.from = from
  if (to && DAY.test(to)) filter.to = to
  return Object.keys(filter).length > 0 ? filter : undefined
}

/** The log's filter form: who, what, and the days. */
export function ActivityFilterForm({
  filter,
  members,
}: {
  filter: CompanyActivityFilter | undefined
  members: readonly { id: string; name: string }[]
}) {
  const { t, i18n } = useLingui()
  return (
    <ListFilterForm
      label={t`Filter the activity`}
      names={ACTIVITY_FILTER_KEYS}
      fields={
        <>
          <SelectField
            label={t`Member`}
            name="member"
            defaultValue={filter?.memberId ?? ''}
            placeholder={t`Anyone`}
            options={members.map((member) => ({ value: member.id, label: member.name }))}
          />
          <SelectField
            label={t`What was done`}
            name="kind"
            defaultValue={filter?.kind?.toLowerCase() ?? ''}
            placeholder={t`Anything`}
            options={kinds.map((kind) => ({
              value: kind.toLowerCase(),
              label: i18n._(kindWords[kind]),
            }))}
          />
          <DateField label={t`From`} name="from" defaultValue={filter?.from ?? ''} />
          <DateField label={t`To`} name="to" defaultValue={filter?.to ?? ''} />
        </>
      }
    />
  )
}
