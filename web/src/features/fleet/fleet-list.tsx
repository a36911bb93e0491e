import { useLingui } from '@lingui/react/macro'
import { Suspense, useRef } from 'react'
import { Link } from 'react-router'
import { ForWriters } from '../../components/for-writers'
import { LoadingOverlay } from '../../components/loading-overlay'
import { popup } from '../../components/popup'
import { useArrivalNote } from '../../components/use-arrival-note'
import { useMutationAction } from '../../components/use-mutation-action'
import { useMemberRole } from '../../lib/member-role'
import { useDeleteDriver } from './api/delete-driver'
import { useDeleteVehicle } from './api/delete-vehicle'
import styles from './fleet.module.css'
import { driverColumns, vehicleColumns } from './fleet-columns'
import { pathOf } from './fleet-paths'
import type { FleetRow } from './fleet-rows'
import {
  clientKindOf,
  type FleetGroup,
  type FleetSubject,
  subjectTexts,
  withValues,
} from './fleet-subjects'
import { FleetTable } from './fleet-table'
import { fleetTabs } from './fleet-tabs'
import { PlusIcon } from './icons'
import { TabHeading } from './tab-heading'
import { useFleetRows } from './use-fleet-rows'

type Props = { group: FleetGroup; subject: FleetSubject }

/**
 * What a form leaves for the list it returns to: the name of the record it saved, and the cars
 * and trailers a driver's save took from other drivers (with whose they were).
 */
export type SavedState = { saved?: string; moved?: { plate: string; from: string }[] }

const savedIn = (state: unknown): SavedState | undefined =>
  typeof state === 'object' && state !== null && typeof (state as SavedState).saved === 'string'
    ? (state as SavedState)
    : undefined

/**
 * The drivers, cars or trailers of one of the haulier's profiles (six tabs, one component): an
 * add link, the list with edit and delete per row, a question before deleting. After a save the
 * list says what was saved; after a delete, a popup says so and the notice of the save goes (it
 * is old news, and may name the record just deleted: ADR 0059). Both come from the mutation's own
 * answer: the list is never asked for twice.
 */
export function FleetList({ group, subject, title }: Props & { title: string }) {
  const { t, i18n } = useLingui()
  const texts = subjectTexts[subject]
  const addLink = useRef<HTMLAnchorElement>(null)
  const [arrival, forgetArrival] = useArrivalNote(savedIn)
  const { saved, moved = [] } = arrival ?? {}
  return (
    <section className={`${styles.screen} ${styles.list}`}>
      <TabHeading group={group} title={title} />
      <ForWriters>
        <div className={styles.toolbar}>
          <Link ref={addLink} to={pathOf(fleetTabs(group, subject).create)} className="button">
            <PlusIcon size={20} />
            {i18n._(texts.add)}
          </Link>
        </div>
      </ForWriters>
      {saved && (
        <div className={styles.saved} role="status">
          <p>{withValues(i18n, texts.saved, { name: saved })}</p>
          {moved.map(({ plate, from }) => (
            <p key={plate}>{t`${plate} was moved to this driver from ${from}.`}</p>
          ))}
        </div>
      )}
      <Suspense fallback={<LoadingOverlay />}>
        <FleetRecords
          group={group}
          subject={subject}
          afterDelete={() => {
            addLink.current?.focus()
            forgetArrival()
          }}
        />
      </Suspense>
    </section>
  )
}

function FleetRecords({ group, subject, afterDelete }: Props & { afterDelete: () => void }) {
  const { t, i18n } = useLingui()
  const texts = subjectTexts[subject]
  const rows = useFleetRows(group, subject)
  const removal = useDeleteRecord(group, subject, {
    title: i18n._(texts.deleteTitle),
    question: (row) => withValues(i18n, texts.deleteQuestion, { name: row.name }),
    onDeleted: () => {
      afterDelete()
      popup.show({ title: t`Deleted`, message: i18n._(texts.deleted), tone: 'success' })
    },
  })
  const { canWrite } = useMemberRole()
  const columns = (subject === 'driver' ? driverColumns : vehicleColumns).map((c) => i18n._(c))

  if (rows.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{i18n._(texts.empty)}</p>
        <p>{i18n._(texts.emptyHint)}</p>
      </div>
    )
  }
  const tabs = fleetTabs(group, subject)
  return (
    <>
      <FleetTable
        caption={i18n._(texts.listLabel)}
        columns={columns}
        rows={rows}
        editPath={(id) => pathOf(tabs.edit, id)}
        onDelete={canWrite ? removal.run : undefined}
        emptyCell={t`No driver`}
      />
      {removal.dialog}
    </>
  )
}

type Deletion = {
  title: string
  question: (row: FleetRow) => string
  onDeleted: () => void
}

/**
 * Deletes a driver, car or trailer after a question, in one request: the answer re-selects the
 * lists and the record leaves the cache (`useDeleteDriver`, `useDeleteVehicle`), so the list shows
 * the change at once. A refusal or a failure is told in the popup (`useMutationAction`).
 */
function useDeleteRecord(group: FleetGroup, subject: FleetSubject, deletion: Deletion) {
  const { t } = useLingui()
  const kind = clientKindOf(group)
  const [deleteDriver] = useDeleteDriver()
  const [deleteVehicle] = useDeleteVehicle()
  return useMutationAction({
    mutate: async ({ id }: FleetRow) => {
      if (subject === 'driver') {
        const payload = (await deleteDriver({ variables: { id, kind } })).data?.deleteDriver
        return payload && { deletedId: payload.deletedDriverId, userErrors: payload.userErrors }
      }
      const payload = (await deleteVehicle({ variables: { id, kind } })).data?.deleteVehicle
      return payload && { deletedId: payload.deletedVehicleId, userErrors: payload.userErrors }
    },
    succeeded: (payload) => Boolean(payload.deletedId),
    onSuccess: deletion.onDeleted,
    failureTitle: t`Not deleted`,
    confirm: (row) => ({
      title: deletion.title,
      message: deletion.question(row),
      confirmLabel: t`Delete`,
      cancelLabel: t`Cancel`,
      danger: true,
      busyLabel: t`Deleting…`,
    }),
  })
}
