import { useLingui } from '@lingui/react/macro'
import { Suspense, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ForWriters } from '../../components/for-writers'
import { LoadingOverlay } from '../../components/loading-overlay'
import { popup } from '../../components/popup'
import { useMemberRole } from '../../lib/member-role'
import styles from './fleet.module.css'
import { driverColumns, vehicleColumns } from './fleet-columns'
import { pathOf } from './fleet-paths'
import type { FleetRow } from './fleet-rows'
import { type FleetGroup, type FleetSubject, subjectTexts, withValues } from './fleet-subjects'
import { FleetTable } from './fleet-table'
import { fleetTabs } from './fleet-tabs'
import { PlusIcon } from './icons'
import { TabHeading } from './tab-heading'
import { useDeleteRecord } from './use-delete-record'
import { useFleetRows } from './use-fleet-rows'

type Props = { group: FleetGroup; subject: FleetSubject }

/**
 * What a form leaves for the list it returns to: the name of the record it saved, and the cars
 * and trailers a driver's save took from other drivers (with whose they were).
 */
export type SavedState = { saved?: string; moved?: { plate: string; from: string }[] }

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
  const location = useLocation()
  const navigate = useNavigate()
  const { saved, moved = [] } = (location.state as SavedState | null) ?? {}
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
          afterDelete={(deleted) => {
            addLink.current?.focus()
            if (deleted && saved) {
              navigate({ pathname: location.pathname, search: location.search }, { replace: true })
            }
          }}
        />
      </Suspense>
    </section>
  )
}

function FleetRecords({
  group,
  subject,
  afterDelete,
}: Props & { afterDelete: (deleted: boolean) => void }) {
  const { t, i18n } = useLingui()
  const texts = subjectTexts[subject]
  const rows = useFleetRows(group, subject)
  const [asked, setAsked] = useState<FleetRow | null>(null)
  const { remove, deleting } = useDeleteRecord(group, subject)
  const { canWrite } = useMemberRole()
  const columns = (subject === 'driver' ? driverColumns : vehicleColumns).map((c) => i18n._(c))

  async function confirm(row: FleetRow) {
    const failed = (message: string) =>
      popup.show({ title: t`Not deleted`, message, tone: 'failure' })
    try {
      const result = await remove(row.id)
      setAsked(null)
      afterDelete(result.deleted)
      if (result.deleted) {
        popup.show({ title: t`Deleted`, message: i18n._(texts.deleted), tone: 'success' })
      } else {
        failed(result.message ?? t`Please try again later.`)
      }
    } catch {
      setAsked(null)
      failed(t`The service is unavailable right now. Please try again later.`)
    }
  }

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
        onDelete={canWrite ? setAsked : undefined}
        emptyCell={t`No driver`}
      />
      <ConfirmDialog
        open={asked !== null}
        title={i18n._(texts.deleteTitle)}
        message={asked ? withValues(i18n, texts.deleteQuestion, { name: asked.name }) : ''}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        danger
        busy={deleting}
        busyLabel={t`Deleting…`}
        onConfirm={() => asked && confirm(asked)}
        onCancel={() => setAsked(null)}
      />
    </>
  )
}
