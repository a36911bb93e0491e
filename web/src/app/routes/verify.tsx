import { useParams } from 'react-router'
import { PermitVerification } from '../../features/permit-verification/permit-verification'

/**
 * `/verify/:code`: the public check of an issued e-permit, opened from its QR code; `/verify`
 * alone: a box to type a code printed on the paper.
 */
export function Component() {
  const { code } = useParams()
  return <PermitVerification key={code ?? ''} code={code} />
}
