import type { FastifySchemaValidationError } from 'fastify/types/schema.js'
import type { FieldProblem } from './api-error.js'

/**
 * Turns the JSON-schema validator's findings into problems per field, choosing for each the rule a
 * person understands ("required" rather than "shorter than 1 character"). `sent` is what was
 * validated: a field a form left empty ("") is "required", not "enter a valid e-mail" or "must be
 * a whole number" (an optional one was dropped before validation, so "" here is a required one).
 */
export function problemsFromSchemaErrors(
  errors: FastifySchemaValidationError[],
  sent?: unknown,
): Record<string, FieldProblem[]> {
  const problems: Record<string, FieldProblem[]> = {}
  for (const error of errors) {
    // A union reports each branch's complaint and then its own; the branches say it better.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue
    const field = fieldOf(error)
    const problem = leftEmpty(sent, error) ? { key: 'required' as const } : problemOf(error, field)
    problems[field] = [...(problems[field] ?? []), problem]
  }
  // One problem per field, the one to fix first: a missing value before its form.
  for (const [field, list] of Object.entries(problems)) {
    const first = list.find((problem) => problem.key === 'required') ?? list[0]
    problems[field] = first ? [first] : []
  }
  return problems
}

const pathOf = (instancePath: string) =>
  instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))

/** Whether the error is about a field (not the body itself) sent as the empty text. */
function leftEmpty(sent: unknown, error: FastifySchemaValidationError): boolean {
  if (error.keyword === 'required' || error.instancePath === '') return false
  let value = sent
  for (const part of pathOf(error.instancePath)) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return false
    value = (value as Record<string, unknown>)[part]
  }
  return value === ''
}

function fieldOf(error: FastifySchemaValidationError): string {
  const path = pathOf(error.instancePath)
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    path.push(params.missingProperty)
  }
  return path.length > 0 ? path.join('.') : 'body'
}

function problemOf(error: FastifySchemaValidationError, field: string): FieldProblem {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return { key: 'required' }
    case 'minLength':
      return Number(params.limit) <= 1
        ? { key: 'required' }
        : { key: 'too_short', params: { min: Number(params.limit) } }
    case 'maxLength':
      return { key: 'too_long', params: { max: Number(params.limit) } }
    case 'pattern':
      return params.pattern === '\\S' ? { key: 'required' } : { key: 'invalid' }
    case 'minItems':
      return { key: 'required' }
    case 'format':
      if (params.format === 'email') return { key: 'email' }
      if (params.format === 'date') return { key: 'date' }
      if (params.format === 'phone') return { key: 'phone' }
      if (params.format === 'single-line') return { key: 'text_one_line' }
      if (params.format === 'multi-line' || params.format === 'password') {
        return { key: 'text_control_characters' }
      }
      return { key: 'invalid' }
    case 'enum':
    case 'const':
      return field === 'privacy_accepted' ? { key: 'privacy_not_accepted' } : { key: 'one_of' }
    case 'minimum':
      return { key: 'at_least', params: { min: Number(params.limit) } }
    case 'maximum':
      return { key: 'at_most', params: { max: Number(params.limit) } }
    case 'type':
      if (error.instancePath === '') return { key: 'body_not_object' }
      if (params.type === 'integer') return { key: 'whole_number' }
      if (params.type === 'number') return { key: 'number' }
      return { key: 'invalid' }
    default:
      return { key: 'invalid' }
  }
}

/** How deep a JSON body may nest; no form of ours comes near it. */
export const MAX_BODY_DEPTH = 32

/**
 * The path of the first text in a JSON body that holds a NUL character, which PostgreSQL text
 * cannot store, so such a body is refused as invalid input rather than failing in the database.
 * Walks without recursion; a body nested deeper than MAX_BODY_DEPTH is named as a whole.
 */
export function fieldWithNul(body: unknown): string | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }]
  while (pending.length > 0) {
    const { value, path } = pending.pop() as { value: unknown; path: string[] }
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path.join('.') || 'body'
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= MAX_BODY_DEPTH) return path[0] ?? 'body'
      for (const [key, item] of Object.entries(value))
        pending.push({ value: item, path: [...path, key] })
    }
  }
  return null
}
