import { useLingui } from '@lingui/react/macro'
import { DateField } from '../../components/date-field'
import { TextField } from '../../components/field'
import { ListFilterForm } from '../../components/list-filter'
import { SelectField } from '../../components/select-field'
import type { PermitFilter, PermitStatus } from '../../gql/graphql'
import { useNamedOptions } from '../../lib/names'
import { permitStatuses, permitStatusWords } from '../../lib/status-words'
import { usePermitFilterOptions } from './api/permit-filter-options'

/** The address's keys of the e-permit history's filter (`?status=to_pay&country=3`). */
export const PERMIT_FILTER_KEYS = ['status', 'country', 'from', 'to', 'q'] as const

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The e-permit history's filter as the address keeps it; what names nothing known is left out. */
export function permitFilterOf(search: URLSearchParams): PermitFilter | undefined {
  const filter: PermitFilter = {}
  const status = search.get('status')?.toUpperCase()
  const country = search.get('country')
  const from = search.get('from')
  const to = search.get('to')
  const text = search.get('q')?.trim()
  if (status && permitStatuses.includes(status as PermitStatus))
    filter.status = status as PermitStatus
  if (country && /^\d{1,9}$/.test(country)) filter.countryId = country
  if (from && DAY.test(from)) filter.filedFrom = from
  if (to && DAY.test(to)) filter.filedTo = to
  if (text) filter.search = text.slice(0, 100)
  return Object.keys(filter).length > 0 ? filter : undefined
}

/** The e-permit history's filter form: status, destination, the days requested, a number. */
export function PermitFilterForm({ filter }: { filter: PermitFilter | undefined }) {
  const { t, i18n } = useLingui()
  const { data } = usePermitFilterOptions()
  const destinations = useNamedOptions(
    (data?.countries ?? []).filter((country) => country.permitDestination),
  )
  return (
    <ListFilterForm
      label={t`Filter the e-permits`}
      names={PERMIT_FILTER_KEYS}
      fields={
        <>
          <SelectField
            label={t`Status`}
            name="status"
            defaultValue={filter?.status?.toLowerCase() ?? ''}
            placeholder={t`Any status`}
            options={permitStatuses.map((status) => ({
              value: status.toLowerCase(),
              label: i18n._(permitStatusWords[status]),
            }))}
          />
          <SelectField
            label={t`Destination country`}
            name="country"
            // The countries arrive after the form: a chosen one must be an option by then.
            key={destinations.length}
            defaultValue={filter?.countryId ?? ''}
            placeholder={t`All countries`}
            options={destinations}
          />
          <DateField label={t`Requested from`} name="from" defaultValue={filter?.filedFrom ?? ''} />
          <DateField label={t`Requested to`} name="to" defaultValue={filter?.filedTo ?? ''} />
          <TextField
            label={t`Search`}
            hint={t`E-permit number or cargo`}
            name="q"
            maxLength={100}
            defaultValue={filter?.search ?? ''}
          />
        </>
      }
    />
  )
}
