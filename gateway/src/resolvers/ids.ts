import type { Lang } from '../i18n/messages.js'
import { say } from '../i18n/messages.js'
import { InputProblem } from './user-errors.js'

const MAX_ID = 2_147_483_647

/** The integer behind an `ID`, or null when it cannot be one (no REST call can then find it). */
export function idNumber(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null
  const value = Number(id)
  return value <= MAX_ID ? value : null
}

/** The integer behind an input's `ID`; a malformed one is a user error on that field. */
export function inputId(id: string, field: string, lang: Lang): number {
  const value = idNumber(id)
  if (value === null) {
    throw new InputProblem({ field, message: say(lang, 'not_an_id'), code: 'INVALID' })
  }
  return value
}

export function inputIds(ids: readonly string[], field: string, lang: Lang): number[] {
  return ids.map((id) => inputId(id, field, lang))
}
