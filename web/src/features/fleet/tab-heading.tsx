import { useLingui } from '@lingui/react/macro'
import styles from './fleet.module.css'
import { type FleetGroup, groupLabels } from './fleet-subjects'

/** A fleet tab's heading (the cabinet's title for it), under whose data it belongs. */
export function TabHeading({ group, title }: { group: FleetGroup; title: string }) {
  const { i18n } = useLingui()
  return (
    <header className={styles.heading}>
      <p className={styles.eyebrow}>{i18n._(groupLabels[group])}</p>
      <h1 className={styles.title}>{title}</h1>
    </header>
  )
}
