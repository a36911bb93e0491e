import { useLingui } from '@lingui/react/macro'
import type { FormEvent, ReactNode } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { withSearch } from '../lib/pagination'
import styles from './list-filter.module.css'

/**
 * A cabinet list's filter form, its values kept in the address (`?status=…&from=…&q=…`): a
 * reload, Back and a shared link show the same list. Applying goes to the first page; "Clear
 * filters" goes back to the whole list. `names` are the fields' names, which are the address's
 * keys; `fields` are the form kit's fields with those names and the address's values.
 */
export function ListFilterForm({
  label,
  names,
  fields,
}: {
  label: string
  names: readonly string[]
  fields: ReactNode
}) {
  const { t } = useLingui()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const filtered = names.some((name) => search.has(name))
  const cleared = withSearch(search, Object.fromEntries(names.map((name) => [name, null])))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A typed day that is no day of the calendar says so at its field (in the page's language)
    // instead of being left out of the filter unseen.
    if (!event.currentTarget.reportValidity()) return
    if (!rangeInOrder(event.currentTarget, t`The end date cannot be before the start date`)) return
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '').trim() || null
    navigate(withSearch(search, Object.fromEntries(names.map((name) => [name, value(name)]))))
  }

  return (
    <form
      className={styles.filter}
      onSubmit={onSubmit}
      // A new address is a new filter: the fields start from it (Back, the clear link).
      key={search.toString()}
      aria-label={label}
    >
      {fields}
      <div className={styles.actions}>
        <button type="submit" className="button">{t`Apply filters`}</button>
        {filtered && <Link to={cleared}>{t`Clear filters`}</Link>}
      </div>
    </form>
  )
}

/**
 * Whether the filter's dates (the fields `from` and `to`, as every list names them) are in order;
 * when `to` comes before `from` its field says so, until either is typed in again.
 */
function rangeInOrder(form: HTMLFormElement, message: string): boolean {
  const day = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[data-day][name="${name}"]`)?.value ?? ''
  const [from, to] = [day('from'), day('to')]
  const typedTo = form.querySelector<HTMLInputElement>('[data-field="to"]')
  if (!typedTo || !ISO_DAY.test(from) || !ISO_DAY.test(to) || to >= from) return true
  typedTo.setCustomValidity(message)
  // Before the date field's own handler, which marks a text that is no day again.
  form.addEventListener('input', () => typedTo.setCustomValidity(''), { once: true })
  typedTo.reportValidity()
  return false
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * How many items a filtered list holds, told to screen readers when it changes (aria-live), and
 * an empty result said with the way back to the whole list.
 */
export function ListFilterResult({
  count,
  filtered,
  names,
}: {
  count: number
  filtered: boolean
  names: readonly string[]
}) {
  const { t } = useLingui()
  const [search] = useSearchParams()
  const cleared = withSearch(search, Object.fromEntries(names.map((name) => [name, null])))
  return (
    // Unfiltered, the live region stays (to be heard once a filter applies) but takes no room.
    <div className={filtered ? styles.result : 'visually-hidden'}>
      <p aria-live="polite" role="status">
        {filtered ? t`${count} found with these filters` : ''}
      </p>
      {filtered && count === 0 && (
        <p>
          {t`Nothing matches these filters.`} <Link to={cleared}>{t`Show the whole list`}</Link>
        </p>
      )}
    </div>
  )
}
