import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ConfirmationMissing, ConfirmationPanel } from '../../components/confirmation-panel'
import { LoadingOverlay } from '../../components/loading-overlay'
import { SummaryList, type SummaryRow } from '../../components/summary-list'
import type { RequestModel } from '../../gql/graphql'
import { usePageTitle } from '../../lib/page-title'
import { useSubmittedRequest } from './api/submitted-request'
import { requestPaths } from './request-paths'
import { statusWords } from './request-words'

type Props = { model: RequestModel; requestId: string }

/**
 * The confirmation page of a loading or unloading permission or an online application (ADR
 * 0091), at its own address: the reference its receipt letter names, the spec's "Your
 * application accepted. Our administrators will contact you.", what was filed and what happens
 * next. Read by kind and id; only the haulier's own.
 */
export function RequestSubmitted({ model, requestId }: Props) {
  const { t, i18n } = useLingui()
  const { data, loading, error } = useSubmittedRequest(model, requestId)
  const request = data?.request ?? null
  const title = request ? t`Application sent` : t`We cannot find this request`
  usePageTitle(loading ? null : `${title} · ${t`Personal cabinet`}`)
  if (error) throw error
  if (loading) return <LoadingOverlay />
  if (!request) {
    return (
      <ConfirmationMissing title={title}>
        <p>{t`There is no request with this number among yours.`}</p>
        <p>
          <Link to={requestPaths.history}>{t`Go to your request history`}</Link>
        </p>
      </ConfirmationMissing>
    )
  }
  const references: Record<RequestModel, string> = {
    LOADING_PERMISSION: t`Loading permission No. ${request.permissionNumber}`,
    UNLOADING_PERMISSION: t`Unloading permission No. ${request.permissionNumber}`,
    ONLINE_APPLICATION: t`Online application No. ${request.id}`,
  }
  const another: Record<RequestModel, string> = {
    LOADING_PERMISSION: t`File another loading permission`,
    UNLOADING_PERMISSION: t`File another unloading permission`,
    ONLINE_APPLICATION: t`Send another online application`,
  }
  const rows: SummaryRow[] = [
    { key: 'permission', label: t`Permission number`, value: request.permissionNumber },
    { key: 'cmr', label: t`CMR number`, value: request.cmrNumber },
  ]
  if (request.__typename === 'CargoPermission') {
    rows.push(
      { key: 'loading', label: t`Loading point`, value: request.loadingPoint },
      { key: 'unloading', label: t`Unloading point`, value: request.unloadingPoint },
      { key: 'cargo', label: t`Cargo type`, value: request.cargo },
      { key: 'plate', label: t`Car state number`, value: request.plateNumber },
    )
  }
  rows.push({ key: 'status', label: t`Status`, value: i18n._(statusWords[request.status]) })

  return (
    <ConfirmationPanel
      title={title}
      referenceLabel={t`Your reference number`}
      reference={references[model]}
    >
      <p>
        <strong>{t`Your application accepted. Our administrators will contact you.`}</strong>
      </p>
      <SummaryList rows={rows} />
      <p>{t`We have sent you a letter confirming your request.`}</p>
      <h2>{t`What happens next`}</h2>
      <ul>
        <li>{t`An operator reviews it and accepts or declines it.`}</li>
        <li>{t`We write to you with the decision.`}</li>
        <li>{t`While it is pending, you can cancel it in your request history.`}</li>
      </ul>
      <p>{t`Its status and timeline show in your request history.`}</p>
      <ul>
        <li>
          <Link to={requestPaths.history}>{t`Follow your request in your request history`}</Link>
        </li>
        <li>
          <Link to={requestPaths.form[model]}>{another[model]}</Link>
        </li>
      </ul>
    </ConfirmationPanel>
  )
}
