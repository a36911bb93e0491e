import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import type { FleetRow } from './fleet-rows'
import styles from './fleet-table.module.css'
import { PencilIcon, TrashIcon } from './icons'

type Props = {
  /** The table's name for assistive technology ("Your drivers"). */
  caption: string
  columns: readonly string[]
  rows: readonly FleetRow[]
  /** The edit tab of a row. */
  editPath: (id: string) => string
  /** Without it (a viewer's list) the rows have no Edit and Delete. */
  onDelete?: (row: FleetRow) => void
  /** What an empty cell says (a car without a driver). */
  emptyCell: string
}

/**
 * A fleet list: a table on wide screens, a card per row on narrow ones (CSS only, one markup).
 * The rows keep their table roles when the cards change their display, and each card names its
 * cells with the column's label (hidden from screen readers, which announce the header anyway).
 * Each row's Edit and Delete say which record they act on.
 */
export function FleetTable({ caption, columns, rows, editPath, onDelete, emptyCell }: Props) {
  return (
    // Explicit roles: a table laid out as cards (display: grid) keeps them in every browser.
    // biome-ignore lint/a11y/noRedundantRoles: see above
    <table className={styles.table} role="table">
      <caption className="visually-hidden">{caption}</caption>
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
          {onDelete && (
            // biome-ignore lint/a11y/noRedundantRoles: as the table's
            <th scope="col" role="columnheader">
              <span className="visually-hidden">
                <Trans>Actions</Trans>
              </span>
            </th>
          )}
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: as the table's */}
      <tbody role="rowgroup">
        {rows.map((row) => (
          // biome-ignore lint/a11y/noRedundantRoles: as the table's
          <tr key={row.id} className={styles.row} role="row">
            {row.cells.map((cell, index) => (
              // biome-ignore lint/a11y/noRedundantRoles: as the table's
              <td key={columns[index]} className={styles.cell} role="cell">
                <span className={styles.cellLabel} aria-hidden="true">
                  {columns[index]}
                </span>
                {cell ?? <span className={styles.empty}>{emptyCell}</span>}
              </td>
            ))}
            {onDelete && (
              // biome-ignore lint/a11y/noRedundantRoles: as the table's
              <td className={styles.actions} role="cell">
                <Link className={styles.action} to={editPath(row.id)}>
                  <PencilIcon size={18} />
                  <span>
                    <Trans>Edit</Trans>
                    <span className="visually-hidden"> {row.name}</span>
                  </span>
                </Link>
                <button
                  type="button"
                  className={`${styles.action} ${styles.delete}`}
                  onClick={() => onDelete(row)}
                >
                  <TrashIcon size={18} />
                  <span>
                    <Trans>Delete</Trans>
                    <span className="visually-hidden"> {row.name}</span>
                  </span>
                </button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
