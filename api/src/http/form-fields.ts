import type { TSchema } from 'typebox'
import { enterpriseToday } from '../calendar/days.js'
import { compileSchema } from './ajv.js'
import type { FieldProblems } from './field-problems.js'
import { problemsFromSchemaErrors } from './validation.js'

/**
 * Validates the text fields of a multipart form against a TypeBox schema with the validator and
 * messages of every route, reading numbers strictly from the text (`text-values.ts`). Fastify
 * does not validate multipart bodies itself. An empty field counts as not sent; a NUL character, which PostgreSQL
 * text cannot hold, makes the field invalid rather than the save fail.
 */
export function checkFields<T>(
  schema: TSchema,
  fields: Record<string, string | string[]>,
  problems: FieldProblems,
): T {
  const data: Record<string, unknown> = Object.create(null)
  for (const [name, value] of Object.entries(fields)) {
    if (value === '') continue
    const clean = withoutNul(value)
    // Checked on the cleaned value too, so the field gets one problem, not "required" as well.
    if (clean !== value) problems.add(name, 'invalid')
    data[name] = clean
  }
  const validate = compileSchema(schema, 'text')
  if (!validate(data)) problems.addAll(problemsFromSchemaErrors(validate.errors ?? []))
  return data as T
}

function withoutNul(value: string | string[]): string | string[] {
  if (Array.isArray(value)) {
    const cleaned = value.map((text) => text.replaceAll('\u0000', ''))
    return cleaned.every((text, i) => text === value[i]) ? value : cleaned
  }
  return value.replaceAll('\u0000', '')
}

/** Expiry dates must not be in the past; fields that already failed are left alone. */
export function checkNotPast(form: object, fields: string[], problems: FieldProblems) {
  const values = form as Record<string, unknown>
  const now = enterpriseToday()
  for (const field of fields) {
    const value = values[field]
    if (typeof value === 'string' && !problems.has(field) && value < now) {
      problems.add(field, 'date_not_past')
    }
  }
}
