/** Row ids: PostgreSQL `integer`s from 1, read strictly from text. */

/** The largest PostgreSQL `integer`, the type of every row id. */
export const MAX_ENTITY_ID = 2_147_483_647

/** Whether `text` is the plain digits of a row id (no sign, no leading zero, no exponent). */
export const isEntityIdText = (text: string) =>
  /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ENTITY_ID

/** The row id `value` names, as a number or as its plain digits; null when it names none. */
export function entityIdIn(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= MAX_ENTITY_ID ? value : null
  if (typeof value === 'string') return isEntityIdText(value.trim()) ? Number(value.trim()) : null
  return null
}

/** Unique ids in the order given; a form that sends an id twice means it once. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)]
}
