import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ConfirmationMissing, ConfirmationPanel } from '../../components/confirmation-panel'
import { LoadingOverlay } from '../../components/loading-overlay'
import { SummaryList } from '../../components/summary-list'
import { getFragmentData } from '../../gql'
import { formatDay } from '../../lib/dates'
import { useLocalized } from '../../lib/localized'
import { usePageTitle } from '../../lib/page-title'
import { permitStatusWords } from '../../lib/status-words'
import { PermitHistory_permit, usePermit } from './api/permit-history'
import { permitPaths } from './permit-paths'

/**
 * The confirmation page of an e-permit request (ADR 0091), at its own address: the reference the
 * receipt letter names ("E-permit No. 42"), what was asked, and what happens next — an operator's
 * review, a price, the payment, the e-permit by e-mail. Read by the permit's id, from the cache
 * right after sending and from the gateway after a reload; only the haulier's own.
 */
export function PermitSubmitted({ permitId }: { permitId: string }) {
  const { t, i18n } = useLingui()
  const localized = useLocalized()
  const { data, loading, error } = usePermit(permitId)
  const permit = data?.permit ? getFragmentData(PermitHistory_permit, data.permit) : null
  const title = permit ? t`E-permit request sent` : t`We cannot find this request`
  usePageTitle(loading ? null : `${title} · ${t`Personal cabinet`}`)
  if (error) throw error
  if (loading) return <LoadingOverlay />
  if (!permit) {
    return (
      <ConfirmationMissing title={title}>
        <p>{t`There is no e-permit request with this number among yours.`}</p>
        <p>
          <Link to={permitPaths.history}>{t`Go to your e-permits`}</Link>
        </p>
      </ConfirmationMissing>
    )
  }
  return (
    <ConfirmationPanel
      title={title}
      referenceLabel={t`Your reference number`}
      reference={t`E-permit No. ${permit.id}`}
    >
      <SummaryList
        rows={[
          { key: 'country', label: t`Country`, value: localized(permit.country.name) },
          { key: 'departure', label: t`Departure date`, value: formatDay(permit.departureOn) },
          { key: 'return', label: t`Return date`, value: formatDay(permit.returnOn) },
          { key: 'cargo', label: t`Cargo type`, value: permit.cargoType },
          { key: 'status', label: t`Status`, value: i18n._(permitStatusWords[permit.status]) },
        ]}
      />
      <p>{t`We have sent you a letter confirming your request.`}</p>
      <h2>{t`What happens next`}</h2>
      <ul>
        <li>{t`An operator reviews your request and sets its price.`}</li>
        <li>
          {t`You then pay the price from your e-permits; once it is paid, the e-permit comes by e-mail.`}
        </li>
        <li>{t`We write to you at each change of its status.`}</li>
      </ul>
      <p>{t`Its status and timeline show in your e-permits.`}</p>
      <ul>
        <li>
          {/* The request's answer brought the history's first page: it shows with no request. */}
          <Link to={permitPaths.history} state={{ requested: true }}>
            {t`Follow your request in your e-permits`}
          </Link>
        </li>
        <li>
          <Link to={permitPaths.create}>{t`Request another e-permit`}</Link>
        </li>
      </ul>
    </ConfirmationPanel>
  )
}
