export interface Schema {
  type?: string
  format?: string
  pattern?: string
  enum?: unknown[]
  const?: unknown
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  examples?: unknown[]
}

/** Where a value travels: a JSON body as JSON, a path, query or form field as text. */
export type Source = 'json' | 'text'

/**
 * Whether the API must refuse `value` for a field described by `schema`: the published rules,
 * restated. `false` means "may be accepted", not "must be": formats such as e-mail are not
 * judged here, and the route may refuse for reasons of its own.
 */
export function mustRefuse(schema: Schema, value: unknown, source: Source, required: boolean) {
  if (value === undefined) return required
  // An optional field sent empty (an empty form input) counts as not sent.
  if (value === '' && !required) return false
  return refuses(schema, source === 'text' ? readText(schema, value) : value, source)
}

const WHOLE = /^(?:0|-?[1-9][0-9]*)$/
const DECIMAL = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/
const NOT_IN_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u
const NOT_IN_LINES = /[^\P{Cc}\t\n\r]|[\p{Cs}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u
const NOT_IN_A_PASSWORD = /[\p{Cc}\p{Cs}]/u

/** Text as a path, query or form field carries it, read as the schema's type if it spells one. */
function readText(schema: Schema, value: unknown): unknown {
  if (typeof value !== 'string') return value
  const types = typesOf(schema)
  if (types.has('string')) return value
  if (types.has('integer') && WHOLE.test(value)) return Number(value)
  if (types.has('number') && DECIMAL.test(value)) return Number(value)
  if (types.has('array') && schema.items) return [readText(schema.items, value)]
  return value
}

function typesOf(schema: Schema): Set<string> {
  const types = new Set<string>()
  if (schema.type) types.add(schema.type)
  for (const value of schema.enum ?? []) types.add(typeof value)
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    for (const type of typesOf(branch)) types.add(type)
  }
  return types
}

function refuses(schema: Schema, value: unknown, source: Source): boolean {
  const branches = schema.anyOf ?? schema.oneOf
  if (branches) return branches.every((branch) => refuses(branch, value, source))
  if (schema.enum && !schema.enum.includes(value)) return true
  if ('const' in schema && schema.const !== value) return true
  switch (schema.type) {
    case 'integer':
    case 'number':
      return refusesNumber(schema, value)
    case 'boolean':
      return typeof value !== 'boolean'
    case 'string':
      return refusesText(schema, value)
    case 'array': {
      const items = source === 'text' && typeof value === 'string' ? [value] : value
      if (!Array.isArray(items)) return true
      if (items.length < (schema.minItems ?? 0) || items.length > (schema.maxItems ?? Infinity)) {
        return true
      }
      return items.some((item) => refuses(schema.items ?? {}, item, source))
    }
    case 'object':
      return refusesObject(schema, value, source)
    default:
      return false
  }
}

function refusesNumber(schema: Schema, value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return true
  if (schema.type === 'integer' && !Number.isInteger(value)) return true
  if (schema.minimum !== undefined && value < schema.minimum) return true
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return true
  return schema.maximum !== undefined && value > schema.maximum
}

function refusesText(schema: Schema, value: unknown): boolean {
  if (typeof value !== 'string') return true
  const length = [...value].length
  if (length > (schema.maxLength ?? Infinity) || length < (schema.minLength ?? 0)) return true
  if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return true
  if (value.includes('\u0000')) return true
  switch (schema.format) {
    case 'single-line':
      return NOT_IN_ONE_LINE.test(value)
    case 'multi-line':
      return NOT_IN_LINES.test(value)
    case 'password':
      return NOT_IN_A_PASSWORD.test(value)
    case 'entity-id':
      return !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647
    case 'date':
      return !/^\d{4}-\d{2}-\d{2}$/.test(value)
    default:
      return false
  }
}

function refusesObject(schema: Schema, value: unknown, source: Source): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return true
  const record = value as Record<string, unknown>
  for (const name of schema.required ?? []) if (record[name] === undefined) return true
  return Object.entries(schema.properties ?? {}).some(([name, property]) => {
    const field = record[name]
    if (field === undefined || (field === '' && !schema.required?.includes(name))) return false
    return refuses(property, field, source)
  })
}

/** Whether some text anywhere in a JSON body holds NUL, or it nests past what any form needs. */
export function refusedWhole(body: unknown, depth = 0): boolean {
  if (depth > 33) return true
  if (typeof body === 'string') return body.includes('\u0000')
  if (body === null || typeof body !== 'object') return false
  return Object.values(body).some((item) => refusedWhole(item, depth + 1))
}
