import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useCallback, useEffect } from 'react'
import { Link } from 'react-router'
import { popup } from '../../components/popup'
import styles from './fleet.module.css'
import type { FleetGroup, FleetSubject } from './fleet-subjects'
import { subjectTexts } from './fleet-subjects'
import { ArrowLeftIcon } from './icons'

/** A fleet form tab: which profile and subject, the record it edits, where it returns. */
export type FormTab = {
  group: FleetGroup
  subject: FleetSubject
  /** The record an edit tab names in its address; none for a new one. */
  recordId: string | undefined
  listPath: string
  dataPath: string
}

type Props = {
  tab: FormTab
  /** The profile of the tab's group has no data yet: nothing can be added to it. */
  profileMissing: boolean
  /** Whether the record the address names is the haulier's (always, for a new one). */
  found: boolean
  children: ReactNode
}

/**
 * What every fleet form stands in: a way back to its list; the 'No data / Fill in the data' popup
 * leading to the data tab when the profile does not exist yet (§4); and a plain notice when the
 * address names a record that is gone or not the haulier's.
 */
export function FleetFormFrame({ tab, profileMissing, found, children }: Props) {
  const { i18n } = useLingui()
  const askForData = useAskForData(tab.dataPath)

  useEffect(() => {
    if (profileMissing) askForData()
  }, [profileMissing, askForData])

  return (
    <div className={styles.formFrame}>
      <Link to={tab.listPath} className={styles.back}>
        <ArrowLeftIcon size={18} />
        <Trans>Back to the list</Trans>
      </Link>
      {profileMissing ? (
        <p className={styles.notice}>
          <Trans>
            Fill in your data first: drivers, cars and trailers belong to it.{' '}
            <Link to={tab.dataPath}>Go to your data</Link>
          </Trans>
        </p>
      ) : found ? (
        children
      ) : (
        <p className={styles.notice} role="status">
          {i18n._(subjectTexts[tab.subject].notFound)}
        </p>
      )}
    </div>
  )
}

/**
 * §4's 'No data / Fill in the data' popup, whose 'Go' leads to the profile's data tab: when the
 * form finds no profile, and when the gateway answers a save with `CLIENT_DATA_MISSING`.
 */
export function useAskForData(dataPath: string) {
  const { t } = useLingui()
  return useCallback(
    () =>
      popup.show({
        title: t`No data`,
        message: t`Fill in the data`,
        button: t`Go`,
        redirectTo: dataPath,
        tone: 'info',
      }),
    [dataPath, t],
  )
}
