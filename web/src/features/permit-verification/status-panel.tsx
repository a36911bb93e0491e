import { Trans } from '@lingui/react/macro'
import type { PermitVerificationStatus } from '../../gql/graphql'
import { formatDay } from '../../lib/dates'
import styles from './permit-verification.module.css'

type Props = {
  status: PermitVerificationStatus
  revokedAt?: string | null
  returnOn?: string
}

/** The verdict of a verification, said plainly: accept it, or do not. */
export function StatusPanel({ status, revokedAt, returnOn }: Props) {
  const tone = status === 'VALID' ? styles.valid : styles.invalid
  const revokedOn = formatDay(revokedAt ?? '')
  const validUntil = formatDay(returnOn ?? '')
  return (
    <div className={`${styles.panel} ${tone}`} role="status" data-status={status}>
      <p className={styles.verdict}>
        {status === 'VALID' && <Trans>This e-permit is valid</Trans>}
        {status === 'REVOKED' && <Trans>This e-permit has been revoked</Trans>}
        {status === 'EXPIRED' && <Trans>This e-permit has expired</Trans>}
        {status === 'FORGED' && <Trans>This e-permit is not genuine</Trans>}
      </p>
      <p className={styles.explanation}>
        {status === 'VALID' && (
          <Trans>
            It was issued and signed by Türkmenawtoulaggözegçilik. Check that the plate numbers
            below match the vehicle.
          </Trans>
        )}
        {status === 'REVOKED' && (
          <Trans>Türkmenawtoulaggözegçilik revoked it on {revokedOn}. Do not accept it.</Trans>
        )}
        {status === 'EXPIRED' && (
          <Trans>It was valid until the end of {validUntil}. Do not accept it.</Trans>
        )}
        {status === 'FORGED' && (
          <Trans>
            Its code was not issued by Türkmenawtoulaggözegçilik, or it has been altered. Do not
            accept it.
          </Trans>
        )}
      </p>
    </div>
  )
}
