import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { Timeline } from '../../../components/timeline'
import type { MutationPayload } from '../../../components/use-mutation-form'
import { getFragmentData } from '../../../gql'
import type { PermitReview_PermitFragment } from '../../../gql/graphql'
import { formatDay } from '../../../lib/dates'
import { useLocalized } from '../../../lib/localized'
import { formatMoney } from '../../../lib/money'
import { usePageTitle } from '../../../lib/page-title'
import { permitStatusWords } from '../../../lib/status-words'
import { CompanyCard_company } from '../api/haulier-company'
import { usePermitActions } from '../api/permit-actions'
import { Haulier_applicant, PermitReview_permit, usePermitReview } from '../api/review-permit'
import { officePaths } from '../office-address'
import styles from '../screens.module.css'
import { actorWords } from '../words'
import { ActionForm } from './action-form'
import { ClaimBar } from './claim-bar'
import { CompanyCard, useFiledBy } from './company-card'
import { Fact } from './fact'
import { HaulierCard } from './haulier-card'
import { useFocusLanding } from './use-focus-landing'

/** An e-permit's page (`/office/permits/:id`): what was filed, the haulier, the timeline, actions. */
export function PermitPage({ id }: { id: string }) {
  const { t } = useLingui()
  const { data, loading, error } = usePermitReview(id)
  const found = data?.office?.permit
  usePageTitle(t`E-permit No. ${id}`)
  if (!found && loading) return <LoadingOverlay />
  if (!found) {
    return (
      <section className={styles.screen}>
        <h1>{t`E-permit No. ${id}`}</h1>
        <p className={styles.notice} role={error ? 'alert' : undefined}>
          {error
            ? t`The e-permit could not be loaded. Please try again later.`
            : t`There is no such e-permit.`}{' '}
          <Link to={officePaths.permits}>{t`Back to the queue`}</Link>
        </p>
      </section>
    )
  }
  return <PermitReview permit={getFragmentData(PermitReview_permit, found)} />
}

function PermitReview({ permit }: { permit: PermitReview_PermitFragment }) {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  const actions = usePermitActions()
  const input = { permitId: permit.id }
  const filedBy = useFiledBy(permit.filedBy)
  const can = (action: (typeof permit.availableActions)[number]) =>
    permit.availableActions.includes(action)
  const subject = t`E-permit No. ${permit.id} of ${permit.clientName}`
  const { target: statusLine, land } = useFocusLanding<HTMLParagraphElement>()

  return (
    <section className={styles.screen} aria-labelledby="permit-title">
      <p className={styles.eyebrow}>
        <Link to={officePaths.permits}>{t`E-permits`}</Link>
      </p>
      <h1 id="permit-title">{t`E-permit No. ${permit.id}`}</h1>
      <p ref={statusLine} tabIndex={-1}>
        {t`Status:`} <strong>{i18n._(permitStatusWords[permit.status])}</strong>
        {permit.price !== null &&
          permit.price !== undefined &&
          ` · ${t`Price:`} ${formatMoney(permit.price, i18n.locale)}`}
      </p>
      <ClaimBar
        claim={permit.claim}
        actions={permit.availableActions}
        onClaim={() => actions.claim(input)}
        onRelease={() => actions.release(input)}
        onDone={land}
      />
      {can('TAKE') && (
        <ActionForm
          label={t`Take under consideration`}
          input="none"
          question={{ title: t`Take it under consideration?`, message: subject }}
          run={() => actions.take(input)}
          onDone={land}
        />
      )}
      {can('PRICE') && (
        <PriceForm
          subject={subject}
          suggestedPrice={permit.permitType.price}
          run={(price) => actions.price({ ...input, price })}
          onDone={land}
        />
      )}
      {can('ISSUE') && (
        <ActionForm
          label={t`Issue`}
          input="none"
          question={{
            title: t`Issue the e-permit?`,
            message: t`${subject} will be signed and issued.`,
          }}
          run={() => actions.issue(input)}
          onDone={land}
        />
      )}
      {can('REJECT') && (
        <ActionForm
          label={t`Reject`}
          input="reason"
          danger
          question={{
            title: t`Reject the e-permit?`,
            message: t`${subject} will be rejected; the haulier reads your reason.`,
          }}
          run={({ reason }) => actions.reject({ ...input, reason: reason ?? '' })}
          onDone={land}
        />
      )}
      {can('REFUND') && (
        <ActionForm
          label={t`Revoke and refund`}
          input="reason"
          danger
          question={{
            title: t`Revoke the paid e-permit and refund it?`,
            message: t`${subject} will be rejected and its payment refunded; the haulier gets a credit note and reads your reason.`,
          }}
          run={({ reason }) => actions.refund({ ...input, reason: reason ?? '' })}
          onDone={land}
        />
      )}
      <section className={styles.panel} aria-labelledby="filed-title">
        <h2 id="filed-title">{t`What was filed`}</h2>
        <dl className={styles.facts}>
          <Fact term={t`Client`} value={permit.clientName} />
          <Fact term={t`Country`} value={localized(permit.country.name)} />
          <Fact term={t`Permit type`} value={localized(permit.permitType.name)} />
          <Fact term={t`Cargo`} value={permit.cargoType} />
          <Fact term={t`Containers`} value={String(permit.containerCount)} />
          <Fact term={t`Departure`} value={formatDay(permit.departureOn)} />
          <Fact term={t`Return`} value={formatDay(permit.returnOn)} />
          <Fact term={t`Driver`} value={permit.driverName} />
          <Fact term={t`Car`} value={permit.carPlateNumber} />
          <Fact term={t`Trailer`} value={permit.trailerPlateNumber ?? '—'} />
          <Fact term={t`Note`} value={permit.description || '—'} />
          <Fact term={t`Filed on`} value={formatDay(permit.createdAt)} />
          <Fact term={t`Filed by`} value={filedBy} />
          {permit.rejectionReason && (
            <Fact term={t`Reason of rejection`} value={permit.rejectionReason} />
          )}
          {permit.document && <Fact term={t`Document number`} value={permit.document.number} />}
        </dl>
      </section>
      {permit.company && (
        <CompanyCard company={getFragmentData(CompanyCard_company, permit.company)} />
      )}
      <HaulierCard applicant={getFragmentData(Haulier_applicant, permit.applicant)} />
      <section className={styles.panel} aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t`Timeline`}</h2>
        <Timeline
          aria-labelledby="timeline-title"
          changes={permit.timeline}
          statusWords={permitStatusWords}
          actorWords={actorWords}
          showFrom
        />
      </section>
    </section>
  )
}

/**
 * Sets the price, after a question that names the amount as it was read from what the operator
 * typed ("12,345.5" or "12 345,5" is 12345.5 manat), written as the page writes the price once it is
 * set: in the interface's language, the form the field's hint asks for and the haulier reads.
 */
export function PriceForm({
  subject,
  suggestedPrice,
  run,
  onDone,
}: {
  subject: string
  suggestedPrice: number
  run: (price: number) => Promise<MutationPayload | null | undefined>
  onDone?: (() => void) | undefined
}) {
  const { t, i18n } = useLingui()
  return (
    <ActionForm
      label={t`Set the price`}
      input="price"
      suggestedPrice={suggestedPrice}
      question={({ price }) => {
        const amount = formatMoney(price ?? 0, i18n.locale)
        return {
          title: t`Set the price?`,
          message: t`The haulier will be asked to pay ${amount} for ${subject}.`,
        }
      }}
      run={({ price }) => run(price ?? 0)}
      onDone={onDone}
    />
  )
}
