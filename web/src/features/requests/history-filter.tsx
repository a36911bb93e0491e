import { useLingui } from '@lingui/react/macro'
import { DateField } from '../../components/date-field'
import { TextField } from '../../components/field'
import { ListFilterForm } from '../../components/list-filter'
import { SelectField } from '../../components/select-field'
import type { RequestFilter, RequestModel, RequestStatus } from '../../gql/graphql'
import { modelWords, statusWords } from './request-words'

/** The address's keys of the history's filter (`?status=pending&kind=loading_permission`). */
export const HISTORY_FILTER_KEYS = ['status', 'kind', 'from', 'to', 'q'] as const

const DAY = /^\d{4}-\d{2}-\d{2}$/
const statuses = Object.keys(statusWords) as RequestStatus[]
const models = Object.keys(modelWords) as RequestModel[]

/** The history's filter as the address keeps it; what names nothing known is left out. */
export function historyFilterOf(search: URLSearchParams): RequestFilter | undefined {
  const filter: RequestFilter = {}
  const status = search.get('status')?.toUpperCase()
  const kind = search.get('kind')?.toUpperCase()
  const from = search.get('from')
  const to = search.get('to')
  const text = search.get('q')?.trim()
  if (status && statuses.includes(status as RequestStatus)) filter.status = status as RequestStatus
  if (kind && models.includes(kind as RequestModel)) filter.model = kind as RequestModel
  if (from && DAY.test(from)) filter.filedFrom = from
  if (to && DAY.test(to)) filter.filedTo = to
  if (text) filter.search = text.slice(0, 100)
  return Object.keys(filter).length > 0 ? filter : undefined
}

/** The history's filter form: status, kind, the days filed and a permission or CMR number. */
export function HistoryFilterForm({ filter }: { filter: RequestFilter | undefined }) {
  const { t, i18n } = useLingui()
  return (
    <ListFilterForm
      label={t`Filter the history`}
      names={HISTORY_FILTER_KEYS}
      fields={
        <>
          <SelectField
            label={t`Status`}
            name="status"
            defaultValue={filter?.status?.toLowerCase() ?? ''}
            placeholder={t`Any status`}
            options={statuses.map((status) => ({
              value: status.toLowerCase(),
              label: i18n._(statusWords[status]),
            }))}
          />
          <SelectField
            label={t`Kind`}
            name="kind"
            defaultValue={filter?.model?.toLowerCase() ?? ''}
            placeholder={t`Any kind`}
            options={models.map((model) => ({
              value: model.toLowerCase(),
              label: i18n._(modelWords[model]),
            }))}
          />
          <DateField label={t`Filed from`} name="from" defaultValue={filter?.filedFrom ?? ''} />
          <DateField label={t`Filed to`} name="to" defaultValue={filter?.filedTo ?? ''} />
          <TextField
            label={t`Search`}
            hint={t`Permission or CMR number`}
            name="q"
            maxLength={100}
            defaultValue={filter?.search ?? ''}
          />
        </>
      }
    />
  )
}
