import { type Signer, safeEqual } from '../security/secrets.js'
import type { PaymentOutcome, PaymentProvider } from './provider.js'

const SIGNATURE_PURPOSE = 'sandbox-payment-return'
const OUTCOMES: readonly string[] = ['paid', 'declined'] satisfies PaymentOutcome[]

/** The API's own paths of the sandbox: its payment page and our return endpoint. */
export const sandboxPagePath = (reference: string) =>
  `/api/payments/sandbox/${encodeURIComponent(reference)}`
export const PAYMENT_RETURN_PATH = '/api/payments/return'

/**
 * The sandbox provider built into the API: its page (sandbox.routes.ts) lives on the API's public
 * address, as a bank's page lives on the bank's, and returns the payer with an HMAC-signed result.
 * `publicUrl` is read at each call: with API_PORT=0 it is known only after listening.
 */
export function createSandboxProvider(deps: {
  signer: Signer
  publicUrl: () => string
}): PaymentProvider & {
  signedReturnUrl(reference: string, outcome: PaymentOutcome): string
} {
  const signature = (reference: string, outcome: string) =>
    deps.signer.hmac(SIGNATURE_PURPOSE, `${reference}\n${outcome}`)

  return {
    name: 'sandbox',
    async startPayment(payment) {
      const url = new URL(`${deps.publicUrl()}${sandboxPagePath(payment.reference)}`)
      url.searchParams.set('lang', payment.lang)
      return { redirectUrl: url.toString() }
    },
    async verifyReturn(query) {
      const { reference, outcome, signature: given } = query
      if (!reference || !outcome || !given || !OUTCOMES.includes(outcome)) return null
      if (!safeEqual(given, signature(reference, outcome))) return null
      return { reference, outcome: outcome as PaymentOutcome }
    },
    // The sandbox's bank always gives the money back.
    async refund() {},
    signedReturnUrl(reference, outcome) {
      const url = new URL(`${deps.publicUrl()}${PAYMENT_RETURN_PATH}`)
      url.searchParams.set('reference', reference)
      url.searchParams.set('outcome', outcome)
      url.searchParams.set('signature', signature(reference, outcome))
      return url.toString()
    },
  }
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>
