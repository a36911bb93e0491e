import { useLingui } from '@lingui/react/macro'
import { Fragment, useState } from 'react'
import { Link } from 'react-router'
import { ForWriters } from '../../components/for-writers'
import { Timeline } from '../../components/timeline'
import type { RequestHistory_PageFragment } from '../../gql/graphql'
import { formatDay, machineDay } from '../../lib/dates'
import styles from './history.module.css'
import { permissionTabOf, repeatStateOf } from './repeat-permission'
import { actorWords, modelWords, statusWords } from './request-words'

export type HistoryItem = RequestHistory_PageFragment['items'][number]

type Props = { items: readonly HistoryItem[]; onCancel: (item: HistoryItem) => void }

const keyOf = (item: HistoryItem) => `${item.model}:${item.id}`

/** The id of a request's Timeline button: the place in its row that stays when Cancel goes. */
export const timelineButtonIdOf = (item: Pick<HistoryItem, 'model' | 'id'>) =>
  `timeline-button-${item.model}-${item.id}`

/**
 * The requests of a page: a table on wide screens, a card per request on narrow ones (CSS only,
 * one markup). A pending request offers Cancel; each opens its timeline below it; a permission
 * offers Repeat, its form filled from it. Repeat and Cancel are shown to those who may write: a
 * viewer could neither send the filled form nor cancel.
 */
export function HistoryTable({ items, onCancel }: Props) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (key: string) =>
    setOpen((shown) => {
      const next = new Set(shown)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const columns = [t`Kind`, t`Permission number`, t`CMR number`, t`Filed on`, t`Status`]

  return (
    // biome-ignore lint/a11y/noRedundantRoles: a table laid out as cards keeps its roles
    <table className={styles.table} role="table">
      <caption className="visually-hidden">{t`Your requests`}</caption>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
      <thead className={styles.head} role="rowgroup">
        {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
        <tr role="row">
          {columns.map((column) => (
            // biome-ignore lint/a11y/noRedundantRoles: as the table's
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
          {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
          <th scope="col" role="columnheader">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
      <tbody role="rowgroup">
        {items.map((item) => {
          const key = keyOf(item)
          const timelineId = `timeline-${item.model}-${item.id}`
          const shown = open.has(key)
          const cells = [
            i18n._(modelWords[item.model]),
            item.permissionNumber,
            item.cmrNumber,
            <time key="day" dateTime={machineDay(item.createdAt)}>
              {formatDay(item.createdAt)}
            </time>,
            <span key="status" className={styles.status} data-status={item.status}>
              {i18n._(statusWords[item.status])}
            </span>,
          ]
          return (
            <Fragment key={key}>
              {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
              <tr className={styles.row} role="row">
                {cells.map((cell, index) => (
                  // biome-ignore lint/a11y/noRedundantRoles: as the table's
                  <td key={columns[index]} className={styles.cell} role="cell">
                    <span className={styles.cellLabel} aria-hidden="true">
                      {columns[index]}
                    </span>
                    <span>{cell}</span>
                  </td>
                ))}
                {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
                <td className={styles.actions} role="cell">
                  <button
                    id={timelineButtonIdOf(item)}
                    type="button"
                    className={styles.action}
                    aria-expanded={shown}
                    aria-controls={shown ? timelineId : undefined}
                    onClick={() => toggle(key)}
                  >
                    {t`Timeline`}
                    <span className="visually-hidden"> {item.permissionNumber}</span>
                  </button>
                  {item.__typename === 'CargoPermission' && (
                    <ForWriters>
                      <Link
                        className={styles.action}
                        to={permissionTabOf(item)}
                        state={repeatStateOf(item)}
                      >
                        {t`Repeat`}
                        <span className="visually-hidden"> {item.permissionNumber}</span>
                      </Link>
                    </ForWriters>
                  )}
                  {item.status === 'PENDING' && (
                    <ForWriters>
                      <button
                        type="button"
                        className={`${styles.action} ${styles.cancel}`}
                        onClick={() => onCancel(item)}
                      >
                        {t`Cancel`}
                        <span className="visually-hidden"> {item.permissionNumber}</span>
                      </button>
                    </ForWriters>
                  )}
                </td>
              </tr>
              {shown && (
                // biome-ignore lint/a11y/noRedundantRoles: as the table's
                <tr className={styles.timelineRow} role="row">
                  {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
                  <td id={timelineId} colSpan={columns.length + 1} role="cell">
                    <Timeline
                      aria-label={t`Timeline of ${item.permissionNumber}`}
                      changes={item.statusHistory}
                      statusWords={statusWords}
                      actorWords={actorWords}
                    />
                  </td>
                </tr>
              )}
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
