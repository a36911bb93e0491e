import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { Timeline } from '../../../components/timeline'
import { getFragmentData } from '../../../gql'
import type {
  ApplicationDocumentType,
  RequestModel,
  RequestReview_RequestFragment,
} from '../../../gql/graphql'
import { formatDay } from '../../../lib/dates'
import { usePageTitle } from '../../../lib/page-title'
import { displayPhone } from '../../../lib/phone'
import { CompanyCard_company } from '../api/haulier-company'
import { useRequestActions } from '../api/request-actions'
import { Haulier_applicant } from '../api/review-permit'
import { RequestReview_request, useRequestReview } from '../api/review-request'
import { officePaths } from '../office-address'
import styles from '../screens.module.css'
import { actorWords, modelWords, requestStatusWords } from '../words'
import { ActionForm } from './action-form'
import { ClaimBar } from './claim-bar'
import { CompanyCard, useFiledBy } from './company-card'
import { Documents } from './documents'
import { Fact } from './fact'
import { HaulierCard } from './haulier-card'
import { useFocusLanding } from './use-focus-landing'

const applicationDocumentWords: Record<ApplicationDocumentType, MessageDescriptor> = {
  APPLICATION_LETTER: msg`Application letter`,
  CERTIFICATE: msg`Certificate`,
  STATE_REGISTRATION: msg`State registration document`,
}

/**
 * A request's page (`/office/requests/:model/:id`): a loading or unloading permission or an
 * online application as filed, its documents, the haulier, the timeline, and the answer.
 */
export function RequestPage({ model, id }: { model: RequestModel; id: string }) {
  const { t, i18n } = useLingui()
  const { data, loading, error } = useRequestReview(model, id)
  const found = data?.office?.request
  const kind = i18n._(modelWords[model])
  const title = t`${kind} No. ${id}`
  usePageTitle(title)
  if (!found && loading) return <LoadingOverlay />
  if (!found) {
    return (
      <section className={styles.screen}>
        <h1>{title}</h1>
        <p className={styles.notice} role={error ? 'alert' : undefined}>
          {error
            ? t`The request could not be loaded. Please try again later.`
            : t`There is no such request.`}{' '}
          <Link to={officePaths.requests}>{t`Back to the queue`}</Link>
        </p>
      </section>
    )
  }
  return <RequestReview request={getFragmentData(RequestReview_request, found)} />
}

function RequestReview({ request }: { request: RequestReview_RequestFragment }) {
  const { t, i18n } = useLingui()
  const actions = useRequestActions()
  const input = { model: request.model, requestId: request.id }
  const kind = i18n._(modelWords[request.model])
  const subject = t`${kind} ${request.permissionNumber}`
  const filedBy = useFiledBy(request.filedBy)
  const { target: statusLine, land } = useFocusLanding<HTMLParagraphElement>()

  return (
    <section className={styles.screen} aria-labelledby="request-title">
      <p className={styles.eyebrow}>
        <Link to={officePaths.requests}>{t`Permissions and applications`}</Link>
      </p>
      <h1 id="request-title">
        {/* The number whole on its line: "OA-669-2-88064" broke at a hyphen at 390 px. */}
        {kind} <span className={styles.unbroken}>{request.permissionNumber}</span>
      </h1>
      <p ref={statusLine} tabIndex={-1}>
        {t`Status:`} <strong>{i18n._(requestStatusWords[request.status])}</strong>
      </p>
      <ClaimBar
        claim={request.claim}
        actions={request.availableActions}
        onClaim={() => actions.claim(input)}
        onRelease={() => actions.release(input)}
        onDone={land}
      />
      {request.availableActions.includes('ACCEPT') && (
        <ActionForm
          label={t`Accept`}
          input="note"
          question={{ title: t`Accept the request?`, message: t`${subject} will be accepted.` }}
          run={({ reason }) => actions.accept({ ...input, reason: reason || null })}
          onDone={land}
        />
      )}
      {request.availableActions.includes('DECLINE') && (
        <ActionForm
          label={t`Decline`}
          input="reason"
          danger
          question={{
            title: t`Decline the request?`,
            message: t`${subject} will be declined; the haulier reads your reason.`,
          }}
          run={({ reason }) => actions.decline({ ...input, reason: reason ?? '' })}
          onDone={land}
        />
      )}
      <section className={styles.panel} aria-labelledby="filed-title">
        <h2 id="filed-title">{t`What was filed`}</h2>
        <dl className={styles.facts}>
          <Fact term={t`Permission number`} value={request.permissionNumber} />
          <Fact term={t`CMR number`} value={request.cmrNumber} />
          <Fact term={t`Filed on`} value={formatDay(request.createdAt)} />
          <Fact term={t`Filed by`} value={filedBy} />
          {request.__typename === 'CargoPermissionForReview' && (
            <>
              <Fact term={t`Vehicle's country`} value={request.vehicleCountry} />
              <Fact term={t`Vehicle's brand`} value={request.vehicleBrand} />
              <Fact term={t`Plate number`} value={request.plateNumber} />
              <Fact term={t`Driver`} value={request.driverFullName} />
              <Fact term={t`Loading point`} value={request.loadingPoint} />
              <Fact term={t`Unloading point`} value={request.unloadingPoint} />
              <Fact term={t`Route`} value={request.route} />
              <Fact term={t`Cargo`} value={request.cargo} />
              <Fact term={t`Cargo owner`} value={request.cargoOwner} />
              <Fact term={t`Applicant`} value={request.applicantName} />
              <Fact term={t`Place of issue`} value={request.placeOfIssue} />
              <Fact term={t`Valid until`} value={formatDay(request.validUntil)} />
            </>
          )}
          {request.__typename === 'OnlineApplicationForReview' && (
            <>
              <Fact term={t`Institution`} value={request.institutionName} />
              <Fact term={t`Responsible person`} value={request.responsiblePerson} />
              <Fact term={t`Phone`} value={displayPhone(request.phone)} />
              <Fact term={t`E-mail`} value={request.email} />
              <Fact term={t`Director`} value={request.directorFullName} />
            </>
          )}
        </dl>
        {request.__typename === 'OnlineApplicationForReview' && (
          <Documents
            documents={request.documents.map((document) => ({
              id: document.id,
              label: i18n._(applicationDocumentWords[document.type]),
              fileName: document.fileName,
              url: document.url,
            }))}
          />
        )}
      </section>
      {request.company && (
        <CompanyCard company={getFragmentData(CompanyCard_company, request.company)} />
      )}
      <HaulierCard applicant={getFragmentData(Haulier_applicant, request.applicant)} />
      <section className={styles.panel} aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t`Timeline`}</h2>
        <Timeline
          aria-labelledby="timeline-title"
          changes={request.timeline}
          statusWords={requestStatusWords}
          actorWords={actorWords}
          showFrom
        />
      </section>
    </section>
  )
}
