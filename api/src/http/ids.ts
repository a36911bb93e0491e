/** Row ids: PostgreSQL `integer`s from 1, read strictly from text. */

/** The largest PostgreSQL `integer`, the type of every row id. */
export const MAX_ENTITY_ID = 2_147_483_647

/** Whether `text` is the plain digits of a row id (no sign, no leading zero, no exponent). */
export const isEntityIdText = (text: string) =>
  /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ENTITY_ID

export const entityIdOf = (value: number | string): number =>
  typeof value === 'number' ? value : Number(value)

/** Unique ids in the order given; a form that sends an id twice means it once. */
export function uniqueIds(ids: readonly number[]): number[] {
  return [...new Set(ids)]
}
