import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAskForData } from '../../components/use-ask-for-data'
import { useCabinetReturn } from '../../components/use-cabinet-return'
import { withReturn } from '../../lib/return-path'
import styles from './fleet.module.css'
import type { SavedState } from './fleet-list'
import type { FleetGroup, FleetSubject } from './fleet-subjects'
import { subjectTexts, withValues } from './fleet-subjects'
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
 * What every fleet form stands in: a way back to its list, or to the page that sent the haulier
 * here (the e-permit request, ADR 0115); the 'No data / Fill in the data' popup leading to the
 * data tab when the profile does not exist yet (§4); and a plain notice when the address names a
 * record that is gone or not the haulier's.
 */
export function FleetFormFrame({ tab, profileMissing, found, children }: Props) {
  const { i18n } = useLingui()
  const { back, dataPath, askForData } = useFleetReturn(tab)

  useEffect(() => {
    if (profileMissing) askForData()
  }, [profileMissing, askForData])

  return (
    <div className={styles.formFrame}>
      <Link to={back?.path ?? tab.listPath} className={styles.back}>
        <ArrowLeftIcon size={18} />
        {back ? back.label : <Trans>Back to the list</Trans>}
      </Link>
      {profileMissing ? (
        <p className={styles.notice}>
          <Trans>
            Fill in your data first: drivers, cars and trailers belong to it.{' '}
            <Link to={dataPath}>Go to your data</Link>
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
 * Where a fleet form returns once saved (`afterSave`): the page that sent the haulier here, when
 * its address names one, told what was saved; else the form's list, which says it. Its way to the
 * data tab keeps that return.
 */
export function useFleetReturn(tab: FormTab) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const back = useCabinetReturn()
  const dataPath = withReturn(tab.dataPath, back?.path)
  const askForData = useAskForData(dataPath)
  const afterSave = (state: SavedState) => {
    if (!back) return navigate(tab.listPath, { state })
    const name = state.saved ?? ''
    const saved = withValues(i18n, subjectTexts[tab.subject].saved, { name })
    const moved = (state.moved ?? []).map(
      ({ plate, from }) => t`${plate} was moved to ${name} from ${from}.`,
    )
    back.goBack([`${saved}.`, ...moved].join(' '))
  }
  return { back, dataPath, askForData, afterSave }
}
