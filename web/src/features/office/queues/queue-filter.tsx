import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { DateField } from '../../../components/date-field'
import { TextField } from '../../../components/field'
import { SelectField } from '../../../components/select-field'
import { useLocalized } from '../../../lib/localized'
import { useNamedOptions } from '../../../lib/names'
import { useQueueFilterOptions } from '../api/queue-filter-options'
import { filterOf, withSearch } from '../office-address'
import styles from '../screens.module.css'

/**
 * A queue's filter, kept in the address (a bookmark or Back shows the same queue): e-permits by
 * country and permit type, any queue by the days filed and the haulier (name, e-mail or id).
 */
export function QueueFilterForm({ permits }: { permits: boolean }) {
  const { t } = useLingui()
  const localized = useLocalized()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const { data } = useQueueFilterOptions()
  const destinations = useNamedOptions(
    (data?.countries ?? []).filter((country) => country.permitDestination),
  )
  const filter = filterOf(search)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A typed day that is no day of the calendar says so at its field (in the page's language)
    // instead of being left out of the filter unseen.
    if (!event.currentTarget.reportValidity()) return
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '').trim() || null
    navigate(
      withSearch(search, {
        country: value('country'),
        type: value('type'),
        from: value('from'),
        to: value('to'),
        haulier: value('haulier'),
      }),
    )
  }

  return (
    <form
      className={styles.filter}
      onSubmit={onSubmit}
      // A new address is a new filter: the fields start from it (Back, a clear link).
      key={search.toString()}
      aria-label={t`Filter the queue`}
    >
      {permits && (
        <>
          <SelectField
            label={t`Country`}
            name="country"
            defaultValue={filter.countryId ?? ''}
            placeholder={t`All countries`}
            options={destinations}
          />
          <SelectField
            label={t`Permit type`}
            name="type"
            defaultValue={filter.permitTypeId ?? ''}
            placeholder={t`All types`}
            options={(data?.permitTypes ?? []).map((p) => ({
              value: p.id,
              label: localized(p.name),
            }))}
          />
        </>
      )}
      <DateField label={t`Filed from`} name="from" defaultValue={filter.filedFrom ?? ''} />
      <DateField label={t`Filed to`} name="to" defaultValue={filter.filedTo ?? ''} />
      <TextField
        label={t`Haulier`}
        hint={t`Name, e-mail or account number`}
        name="haulier"
        defaultValue={filter.haulier ?? ''}
      />
      <div className={styles.filterActions}>
        <button type="submit" className="button">{t`Apply`}</button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() =>
            navigate(
              withSearch(search, {
                country: null,
                type: null,
                from: null,
                to: null,
                haulier: null,
              }),
            )
          }
        >
          {t`Clear`}
        </button>
      </div>
    </form>
  )
}
