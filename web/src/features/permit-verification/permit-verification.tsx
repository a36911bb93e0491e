import { useSuspenseQuery } from '@apollo/client/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { VerifyPermitQuery as VerifyPermitResult } from '../../gql/graphql'
import { formatDay, machineDay } from '../../lib/dates'
import { useLocalized } from '../../lib/localized'
import { usePageTitle } from '../../lib/page-title'
import { VerifyPermitQuery } from './api/verify-permit'
import styles from './permit-verification.module.css'
import { StatusPanel } from './status-panel'

type Verified = NonNullable<VerifyPermitResult['verifyPermit']['permit']>

/**
 * `/verify/:code`: what a border officer (or anyone) sees after scanning an e-permit's QR code.
 * The verdict comes first, in plain words; then the permit's public fields to compare with the
 * vehicle. Nothing private is asked for or shown.
 */
export function PermitVerification({ code }: { code: string }) {
  const { t } = useLingui()
  const { data } = useSuspenseQuery(VerifyPermitQuery, {
    variables: { code },
    fetchPolicy: 'network-only',
  })
  const { status, permit } = data.verifyPermit
  usePageTitle(t`E-permit verification`)
  return (
    <div className={`page page--narrow ${styles.layout}`}>
      <h1 className={styles.title}>
        <Trans>E-permit verification</Trans>
      </h1>
      <StatusPanel status={status} revokedAt={permit?.revokedAt} returnOn={permit?.returnOn} />
      {permit && <PermitFields permit={permit} />}
    </div>
  )
}

function PermitFields({ permit }: { permit: Verified }) {
  const { t } = useLingui()
  const localized = useLocalized()
  const day = (value: string) => <time dateTime={machineDay(value)}>{formatDay(value)}</time>
  const rows: [string, ReactNode][] = [
    [t`Permit number`, permit.number],
    [t`Permit type`, localized(permit.permitType.name)],
    [t`Country`, localized(permit.country.name)],
    [t`Haulier`, permit.haulier],
    [t`Vehicle plate number`, permit.carPlate],
    [t`Trailer plate number`, permit.trailerPlate ?? t`None`],
    [t`Departure date`, day(permit.departureOn)],
    [t`Return date`, day(permit.returnOn)],
    [t`Issue date`, day(permit.issuedAt)],
  ]
  return (
    <section className={styles.details} aria-labelledby="permit-details">
      <h2 id="permit-details" className={styles.subtitle}>
        <Trans>The e-permit</Trans>
      </h2>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
