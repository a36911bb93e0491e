import { type RawBuilder, type SqlBool, sql } from 'kysely'
import Type from 'typebox'
import { daysAfter, enterpriseDayStart } from '../calendar/days.js'
import { IsoDate, Line } from '../http/schemas.js'

/** What narrows a queue: the query parameters every queue of the office takes. */
export const QueueFilterQuery = {
  filed_from: Type.Optional(IsoDate),
  filed_to: Type.Optional(IsoDate),
  haulier: Type.Optional(
    Line(254, { description: "Part of the haulier account's name or e-mail, or its id" }),
  ),
}

export interface QueueFilter {
  filed_from?: string
  filed_to?: string
  haulier?: string
}

/** `%`, `_` and `\` of a search match themselves. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * A filter's conditions on when a request was filed (days in Ashgabat, both ends included) and
 * on its owner (the `users` row joined as `owner`): true when the filter names neither.
 * `createdAt` is the column of the request's filing time, e.g. `permit.created_at`.
 */
export function queueCondition(filter: QueueFilter, createdAt: string): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = []
  const created = sql.ref(createdAt)
  if (filter.filed_from) {
    conditions.push(sql<SqlBool>`${created} >= ${enterpriseDayStart(filter.filed_from)}`)
  }
  if (filter.filed_to) {
    const end = enterpriseDayStart(daysAfter(filter.filed_to, 1))
    conditions.push(sql<SqlBool>`${created} < ${end}`)
  }
  const haulier = filter.haulier?.trim()
  if (haulier) {
    const pattern = `%${likeEscaped(haulier)}%`
    const id = /^\d{1,9}$/.test(haulier) ? Number(haulier) : -1
    conditions.push(
      sql<SqlBool>`(owner.name ilike ${pattern} or owner.email ilike ${pattern} or owner.id = ${id})`,
    )
  }
  return conditions.length === 0
    ? sql<SqlBool>`true`
    : sql<SqlBool>`${sql.join(conditions, sql` and `)}`
}

/**
 * A search text as an `ilike` pattern that finds it anywhere, its wildcards matching themselves;
 * undefined when the text is blank (no search).
 */
export function containsPattern(text: string | undefined): string | undefined {
  const trimmed = text?.trim()
  return trimmed ? `%${likeEscaped(trimmed)}%` : undefined
}
