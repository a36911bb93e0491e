import { useLingui } from '@lingui/react/macro'
import { ForWriters } from '../../components/for-writers'
import { usePayForPermit } from './api/pay-for-permit'

/** Pay for one e-permit, where another screen lists it (the cabinet's first tab). */
export function PayPermitButton({ permitId }: { permitId: string }) {
  const { t } = useLingui()
  const { pay, paying } = usePayForPermit()
  return (
    <ForWriters>
      <button type="button" className="button" disabled={paying} onClick={() => pay(permitId)}>
        {t`Pay`}
        <span className="visually-hidden"> {t`e-permit ${permitId}`}</span>
      </button>
    </ForWriters>
  )
}
