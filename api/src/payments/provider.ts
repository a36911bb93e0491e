import type { Lang } from '../i18n/lang.js'

/** What a payment page is opened for. */
export interface PaymentStart {
  /** Our random reference of the payment; the provider's return names it. */
  reference: string
  /** In manat */
  amount: number
  currency: 'TMT'
  /** Shown to the payer: "Payment for e-permit No. 12" */
  description: string
  /** Where the provider sends the payer's browser back with the result. */
  returnUrl: string
  /** The payer's interface language, for providers whose page speaks it. */
  lang: Lang
}

export type PaymentOutcome = 'paid' | 'declined'

/**
 * A redirect-based payment provider: the payer's browser is sent to its page and comes back to
 * our return endpoint with the result. The sandbox implements it; a bank's gateway can replace it
 * (PAYMENT_PROVIDER) without touching the routes.
 */
export interface PaymentProvider {
  /** Stored with each payment, so a return is checked by the provider that started it. */
  readonly name: string
  startPayment(payment: PaymentStart): Promise<{ redirectUrl: string }>
  /**
   * The verified result a return carries, or null when it cannot be trusted (a forged or
   * tampered query). A bank's gateway may ask the bank here rather than trust the browser.
   */
  verifyReturn(query: Record<string, string | undefined>): Promise<{
    reference: string
    outcome: PaymentOutcome
  } | null>
  /**
   * Returns a paid payment's money to the payer, in full. Resolves once the provider has taken
   * it; throws when it refuses. Asked again for the same payment, a provider refunds it once
   * (the reference is the key), so a refund whose answer was lost may be asked again.
   */
  refund(payment: { reference: string; amount: number; currency: string }): Promise<void>
}
