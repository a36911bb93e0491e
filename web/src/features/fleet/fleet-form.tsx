import { Suspense } from 'react'
import { LoadingOverlay } from '../../components/loading-overlay'
import { DriverForm } from './driver-form'
import styles from './fleet.module.css'
import type { FormTab } from './fleet-form-frame'
import { pathOf } from './fleet-paths'
import type { FleetGroup, FleetSubject } from './fleet-subjects'
import { dataTabOf, fleetTabs } from './fleet-tabs'
import { TabHeading } from './tab-heading'
import { VehicleForm } from './vehicle-form'

type Props = {
  group: FleetGroup
  subject: FleetSubject
  title: string
  /** The record an edit tab's address names; null for a new one. */
  recordId: string | null
}

/**
 * The form of the twelve fleet form tabs (a new or edited driver, car or trailer of either
 * profile): one component, its fields by subject, the record from the address.
 */
export function FleetForm({ group, subject, title, recordId }: Props) {
  const tab: FormTab = {
    group,
    subject,
    recordId: recordId ?? undefined,
    listPath: pathOf(fleetTabs(group, subject).list),
    dataPath: pathOf(dataTabOf(group)),
  }
  return (
    <section className={styles.screen}>
      <TabHeading group={group} title={title} />
      <Suspense fallback={<LoadingOverlay />}>
        {subject === 'driver' ? (
          <DriverForm tab={tab} />
        ) : (
          <VehicleForm tab={tab} subject={subject} />
        )}
      </Suspense>
    </section>
  )
}
