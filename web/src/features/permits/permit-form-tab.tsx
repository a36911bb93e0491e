import { useLingui } from '@lingui/react/macro'
import { Suspense, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { RadioGroupField } from '../../components/choice-fields'
import { LoadingOverlay } from '../../components/loading-overlay'
import { useArrivalNote } from '../../components/use-arrival-note'
import { getFragmentData } from '../../gql'
import type { ClientKind } from '../../gql/graphql'
import { returnedWith } from '../../lib/cabinet-return'
import { PermitHistory_permit, usePermit } from './api/permit-history'
import { PermitFields } from './permit-fields'
import { KIND_PARAM, permitPaths } from './permit-paths'
import { PermitSubmitted } from './permit-submitted'
import { kindWords } from './permit-words'
import styles from './permits.module.css'
import { type RepeatSource, repeatSourceOf } from './repeat-source'

/**
 * The e-permit request tab (spec §2): the haulier chooses the profile that requests it first
 * (individual or legal entity), then fills the form for that profile's drivers and vehicles.
 * `?repeat={permit id}` starts from one of the haulier's permits (the history's "Repeat"):
 * its profile chosen and its fields filled, the dates left to choose. `?kind=` chooses the
 * profile (a tab that added a missing driver, car or data returns so, saying what it saved).
 */
export function PermitFormTab({
  title,
  submittedId,
}: {
  title: string
  submittedId: string | null
}) {
  if (submittedId !== null) return <PermitSubmitted permitId={submittedId} />
  return <PermitRequest title={title} />
}

function PermitRequest({ title }: { title: string }) {
  const { t, i18n } = useLingui()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const repeatId = params.get('repeat')
  const source = useRepeatSource(repeatId)
  const [chosen, setChosen] = useState<ClientKind | null>(null)
  const [reviewing, setReviewing] = useState(false)
  const kind = chosen ?? source?.kind ?? kindIn(params.get(KIND_PARAM))
  const [returned] = useArrivalNote(returnedWith)

  return (
    <section className={styles.tab} aria-labelledby="permit-form-title">
      <h1 id="permit-form-title" className={styles.title}>
        {title}
      </h1>
      <Link to={permitPaths.history} className={styles.back}>
        {t`Back to the e-permits`}
      </Link>
      {returned && (
        <p className={styles.notice} role="status">
          {returned}
        </p>
      )}
      {source && (
        <p className={styles.notice} role="status">
          {t`Filled from e-permit ${source.permitId}. Choose the dates of the new trip.`}
        </p>
      )}
      <div className={styles.card} hidden={reviewing}>
        <RadioGroupField
          // A repeat's own profile is checked once its permit is known.
          key={source?.kind ?? 'none'}
          legend={t`Who requests the e-permit?`}
          hint={t`Drivers, cars and trailers are chosen from that profile.`}
          name="kind"
          required
          defaultValue={kind ?? undefined}
          choices={(['LEGAL_ENTITY', 'INDIVIDUAL'] as const).map((value) => ({
            value,
            label: i18n._(kindWords[value]),
          }))}
          onChange={(value) => setChosen(value as ClientKind)}
        />
      </div>
      {kind && (
        <Suspense fallback={<LoadingOverlay />}>
          <PermitFields
            key={kind}
            kind={kind}
            source={source?.kind === kind ? source : null}
            onRequested={(permitId) => navigate(permitPaths.submitted(permitId))}
            onReview={setReviewing}
          />
        </Suspense>
      )}
    </section>
  )
}

/** The permit `?repeat=` names (from the cache when the history led here). */
function useRepeatSource(repeatId: string | null): RepeatSource | null {
  const { data } = usePermit(repeatId)
  const permit = data?.permit ? getFragmentData(PermitHistory_permit, data.permit) : null
  return permit ? repeatSourceOf(permit) : null
}

const kindIn = (value: string | null): ClientKind | null =>
  value === 'LEGAL_ENTITY' || value === 'INDIVIDUAL' ? value : null
