import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { LoadFailure } from '../../components/load-failure'
import { LoadingOverlay } from '../../components/loading-overlay'
import { useCabinetReturn } from '../../components/use-cabinet-return'
import type { ClientDataReferenceQuery } from '../../gql/graphql'
import { useClientDataReference } from './api/client-data-reference'
import { useIndividualData, useLegalData } from './api/client-profile'
import { BalanceButton } from './balance-button'
import styles from './client-data.module.css'
import type { ClientGroup } from './client-group'
import { IndividualDataForm } from './individual-data-form'
import { LegalDataForm } from './legal-data-form'
import { startFromSignUp } from './sign-up-start'

type Props = {
  /** The tab's heading, translated (the cabinet's). */
  title: string
  /** Which data: the individual's or the legal entity's. */
  screen: { group: ClientGroup }
}

/**
 * The individual data and legal data tabs: the form, filled from the saved data when there is
 * some (then also the bank balance button). After a save the form starts again from what was
 * saved: the same values, the new scans shown as saved, the file inputs empty.
 */
export function ClientDataTab({ title, screen: { group } }: Props) {
  const reference = useClientDataReference()
  const Data = group === 'legal' ? LegalData : IndividualData
  return (
    <Data title={title} reference={reference.data} referenceFailed={Boolean(reference.error)} />
  )
}

type DataProps = {
  title: string
  reference: ClientDataReferenceQuery | undefined
  referenceFailed: boolean
}

function IndividualData({ title, reference, referenceFailed }: DataProps) {
  const { data, error } = useIndividualData()
  const [saves, setSaves] = useState(0)
  const profile = data?.individualProfile ?? null
  const start = profile ? {} : startFromSignUp(data?.me)
  return (
    <DataFrame
      title={title}
      group="individual"
      saved={Boolean(profile)}
      started={Object.keys(start).length > 0}
      failed={referenceFailed || Boolean(error && !data)}
      error={error}
    >
      {reference && data && (
        <IndividualDataForm
          key={saves}
          reference={reference}
          profile={profile}
          start={start}
          onSaved={() => setSaves((count) => count + 1)}
        />
      )}
    </DataFrame>
  )
}

function LegalData({ title, reference, referenceFailed }: DataProps) {
  const { data, error } = useLegalData()
  const [saves, setSaves] = useState(0)
  const profile = data?.legalEntityProfile ?? null
  const start = profile ? {} : startFromSignUp(data?.me)
  return (
    <DataFrame
      title={title}
      group="legal"
      saved={Boolean(profile)}
      started={Object.keys(start).length > 0}
      failed={referenceFailed || Boolean(error && !data)}
      error={error}
    >
      {reference && data && (
        <LegalDataForm
          key={saves}
          reference={reference}
          profile={profile}
          start={start}
          onSaved={() => setSaves((count) => count + 1)}
        />
      )}
    </DataFrame>
  )
}

function DataFrame({
  title,
  group,
  saved,
  started,
  failed,
  error,
  children,
}: {
  title: string
  group: ClientGroup
  saved: boolean
  /** Whether the unsaved form starts from the sign-up's details. */
  started: boolean
  failed: boolean
  /** The data's own failure, told in the gateway's words when it is a refusal. */
  error: unknown
  children: ReactNode
}) {
  const { t } = useLingui()
  const back = useCabinetReturn()
  return (
    <section className={styles.tab} aria-labelledby="client-data-title">
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 id="client-data-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.lead}>
            {saved
              ? t`Keep your data up to date: drivers, cars, trailers and e-permits use it.`
              : t`Fill in your data to add drivers, cars and trailers and to request e-permits.`}
          </p>
          {!saved && started && (
            <p className={styles.lead}>
              {t`What you told us when you signed up is filled in already: check it and add the rest.`}
            </p>
          )}
        </div>
        {saved && <BalanceButton group={group} />}
      </div>
      {back && (
        <Link to={back.path} className={styles.back}>
          {back.label}
        </Link>
      )}
      {children ??
        (failed ? (
          <LoadFailure
            error={error}
            failed={t`Your data could not be loaded. Please try again later.`}
            className={styles.notice}
          />
        ) : (
          <LoadingOverlay />
        ))}
    </section>
  )
}
