import type { TSchema } from 'typebox'
import { enterpriseToday } from '../calendar/days.js'
import type { MessageKey, MessageParams } from '../i18n/messages.js'
import { compileSchema } from './ajv.js'
import { type FieldProblem, ValidationFailed } from './api-error.js'
import { problemsFromSchemaErrors } from './validation.js'

/**
 * Problems per field gathered by several checks (schema, dates, files, reference data), so one
 * 422 tells the person everything to fix at once.
 */
export class FieldProblems {
  private readonly found: Record<string, FieldProblem[]> = {}

  add(field: string, key: MessageKey, params?: MessageParams) {
    const list = this.found[field] ?? []
    list.push(params ? { key, params } : { key })
    this.found[field] = list
  }

  addAll(problems: Record<string, FieldProblem[]>) {
    for (const [field, list] of Object.entries(problems)) {
      for (const { key, params } of list) this.add(field, key, params)
    }
  }

  /** Whether `field` or one of its items ("types.1") has a problem already. */
  has(field: string): boolean {
    return Object.keys(this.found).some((name) => name === field || name.startsWith(`${field}.`))
  }

  throwIfAny() {
    if (Object.keys(this.found).length > 0) throw new ValidationFailed(this.found)
  }
}

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
  const data: Record<string, unknown> = {}
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
