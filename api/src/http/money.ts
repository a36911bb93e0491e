import { ValidationFailed } from './api-error.js'

/**
 * Amounts of money in manat, as every money field of the API takes them (a deposit, a price):
 * a JSON number with at most two decimals (tenge), as numeric(14, 2) keeps it. More decimals are
 * refused, never rounded: an amount someone typed is stored as typed or not at all. The web reads
 * what people type ("1 500,75") into such a number by the same rules (web/src/lib/money.ts).
 */
export const hasTenge = (amount: number): boolean =>
  Number.isFinite(amount) && /^-?\d+(\.\d{1,2})?$/.test(String(amount))

/** Throws the 422 of `field` when `amount` has more than two decimals. */
export function assertMoney(field: string, amount: number): void {
  if (!hasTenge(amount)) throw ValidationFailed.field(field, 'money_decimals')
}
