import { useSuspenseQuery } from '@apollo/client/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useNavigate } from 'react-router'
import { TextField } from '../../components/field'
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
 * The verdict comes first, in plain words, with the code it is about; then the permit's public
 * fields to compare with the vehicle. Nothing private is asked for or shown. Below, a box to
 * check another code, typed from the paper: `/verify` alone shows only that.
 */
export function PermitVerification({ code }: { code?: string | undefined }) {
  const { t } = useLingui()
  usePageTitle(t`E-permit verification`)
  return (
    <div className={`page page--narrow ${styles.layout}`}>
      <h1 className={styles.title}>
        <Trans>E-permit verification</Trans>
      </h1>
      {code && <Verdict code={code} />}
      <CodeForm another={Boolean(code)} />
    </div>
  )
}

function Verdict({ code }: { code: string }) {
  const { data } = useSuspenseQuery(VerifyPermitQuery, {
    variables: { code },
    fetchPolicy: 'network-only',
  })
  const { status, permit } = data.verifyPermit
  // A verify code as it was typed or printed; a scanned credential is too long to be read.
  const shown = code.length <= SHOWN_CODE_LENGTH ? code : null
  return (
    <>
      <StatusPanel status={status} revokedAt={permit?.revokedAt} returnOn={permit?.returnOn} />
      {shown && (
        <p className={styles.checked}>
          {/* The code outside the sentence: what an address holds is shown exactly, never read as markup. */}
          <Trans>Code checked:</Trans> <span className={styles.code}>{shown}</span>
        </p>
      )}
      {permit && <PermitFields permit={permit} />}
    </>
  )
}

const SHOWN_CODE_LENGTH = 32

/** A verify code typed from the paper (printed beside the QR code), checked on its own page. */
function CodeForm({ another }: { another: boolean }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string>()
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const typed = String(new FormData(event.currentTarget).get('code') ?? '').trim()
    if (!typed) {
      setProblem(t`Enter the verify code`)
      event.currentTarget.querySelector<HTMLInputElement>('input[name="code"]')?.focus()
      return
    }
    setProblem(undefined)
    navigate(`/verify/${encodeURIComponent(typed)}`)
  }
  return (
    <form
      className={styles.codeForm}
      onSubmit={onSubmit}
      noValidate
      aria-label={another ? t`Check another code` : t`Check a code`}
    >
      <h2 className={styles.subtitle}>
        {another ? <Trans>Check another code</Trans> : <Trans>Check a code</Trans>}
      </h2>
      <TextField
        label={t`Verify code`}
        name="code"
        hint={t`The ten letters and digits printed beside the e-permit's QR code, for example K7MQ2-XW9PA.`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={2048}
        error={problem}
      />
      <button type="submit" className="button">
        <Trans>Check</Trans>
      </button>
    </form>
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
