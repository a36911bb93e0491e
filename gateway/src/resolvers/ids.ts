import type { Lang } from '../i18n/messages.js'
import { say } from '../i18n/messages.js'
import type { FieldPath } from './field-names.js'
import { InputProblem } from './user-errors.js'

const MAX_ID = 2_147_483_647

/** The integer behind an `ID`, or null when it cannot be one (no REST call can then find it). */
export function idNumber(id: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null
  const value = Number(id)
  return value <= MAX_ID ? value : null
}

/** The integer behind an input's `ID`; a malformed one is a user error at its path. */
export function inputId(id: string, field: string | FieldPath, lang: Lang): number {
  const value = idNumber(id)
  if (value === null) {
    const path = typeof field === 'string' ? [field] : field
    throw new InputProblem({ field: path, message: say(lang, 'not_an_id'), code: 'INVALID' })
  }
  return value
}

/** The integers behind a list of `ID`s; a malformed one is a user error at its index. */
export function inputIds(ids: readonly string[], field: string, lang: Lang): number[] {
  return ids.map((id, index) => inputId(id, [field, String(index)], lang))
}
