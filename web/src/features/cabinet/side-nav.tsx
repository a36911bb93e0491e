import { Trans, useLingui } from '@lingui/react/macro'
import { Fragment, type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router'
import { ChevronDownIcon, LogOutIcon } from '../../components/icons'
import { useSession } from '../../lib/session'
import { type NavEntry, navEntries } from './cabinet-nav'
import styles from './side-nav.module.css'
import { groupOf, sectionOf, type Tab, tabPath } from './tabs'

/** What shows beside a tab's name in the menu (a count), by tab. */
export type Badges = Partial<Record<Tab, ReactNode>>

type Props = {
  current: Tab
  badges?: Badges | undefined
  onLogOut: () => void
  loggingOut: boolean
}

/**
 * The cabinet's side navigation. The drivers, cars and trailers of a group show only while a tab
 * of that group is open. On small screens it folds into a button naming the current section;
 * choosing a tab folds it again.
 */
export function SideNav({ current, badges, onLogOut, loggingOut }: Props) {
  const { t, i18n } = useLingui()
  const { authenticated } = useSession()
  const listId = useId()
  // Unfolded for the tab it was unfolded on, so choosing a tab folds it.
  const [openOn, setOpenOn] = useState<Tab | null>(null)
  const open = openOn === current
  const section = sectionOf(current)
  const group = groupOf(current)
  const currentEntry = findEntry(section)

  return (
    <nav className={styles.nav} aria-label={t`Cabinet sections`}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : current)}
      >
        <span className="visually-hidden">{t`Cabinet sections:`} </span>
        {currentEntry && <currentEntry.icon size={20} />}
        <span className={styles.toggleLabel}>{currentEntry ? i18n._(currentEntry.label) : ''}</span>
        {/* Folded on a phone, the menu still shows what waits elsewhere (the unread count). */}
        {navEntries
          .filter((entry) => entry.tab !== section && badges?.[entry.tab])
          .map((entry) => (
            <Fragment key={entry.tab}>{badges?.[entry.tab]}</Fragment>
          ))}
        <ChevronDownIcon size={18} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.list} data-open={open || undefined}>
        {navEntries.map((entry) => (
          <li key={entry.tab}>
            <EntryLink
              entry={entry}
              current={current}
              section={section}
              badge={badges?.[entry.tab]}
            />
            {entry.children && entry.group === group && (
              <ul className={styles.children}>
                {entry.children.map((child) => (
                  <li key={child.tab}>
                    <EntryLink entry={child} current={current} section={section} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
        {authenticated && (
          <li className={styles.logOut}>
            <button type="button" className={styles.link} onClick={onLogOut} disabled={loggingOut}>
              <LogOutIcon size={20} />
              <Trans>Logout</Trans>
            </button>
          </li>
        )}
      </ul>
    </nav>
  )
}

/** `page` on the open tab's entry; `true` on the list a form tab belongs to. */
function EntryLink({
  entry,
  current,
  section,
  badge,
}: {
  entry: NavEntry
  current: Tab
  section: Tab
  badge?: ReactNode
}) {
  const { i18n } = useLingui()
  const currentness = entry.tab === current ? 'page' : entry.tab === section ? 'true' : undefined
  return (
    <Link to={tabPath(entry.tab)} className={styles.link} aria-current={currentness}>
      <entry.icon size={20} />
      {i18n._(entry.label)}
      {badge}
    </Link>
  )
}

const findEntry = (tab: Tab): NavEntry | undefined =>
  navEntries
    .flatMap((entry) => [entry, ...(entry.children ?? [])])
    .find((entry) => entry.tab === tab)
