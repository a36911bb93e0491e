import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { TSchema } from 'typebox'
import { ValidationFailed } from './api-error.js'
import { isEntityIdText } from './ids.js'
import { isPhone } from './phone.js'
import { TEXT_FORMATS } from './text.js'
import { readTextValues } from './text-values.js'
import { problemsFromSchemaErrors } from './validation.js'

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

/**
 * The API's JSON-schema validator (Fastify's routes and the checks handlers run themselves):
 * every error reported, missing optional fields filled with their defaults, our text formats
 * understood. Nothing is coerced: a JSON body's `null`, `true`, `[5]` or `"1e2"` is not a number,
 * and NaN or Infinity are no numbers at all.
 *
 * What a person sends (a body, a form, a path, a query) keeps only the properties its schema
 * names: the rest are dropped before a handler sees them (`removeAdditional: 'all'`; TypeBox's
 * objects do not say `additionalProperties: false`, and `true` drops only where they do). A
 * handler may pass what it validated on to its repository whole: a body's `company_id` or
 * `user_id` never reaches an UPDATE (the fuzz found `PUT /api/company/members/{id}` writing any
 * column it was sent). Headers are the one exception: Fastify validates the request's own
 * headers in place, and a route's schema names only the few it reads, not `authorization` or
 * `content-type`. One thing this asks of a request's schema: no union of two objects (Ajv would
 * strip the second's properties while trying the first); a body that differs by kind is
 * validated by its phase instead (`phasedValidator`), as sign-up's is.
 */
function validator(removeAdditional: 'all' | false) {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: false,
    strictNumbers: true,
    useDefaults: true,
    removeAdditional,
    strict: false,
  })
  addFormats(ajv)
  ajv.addFormat('phone', { type: 'string', validate: isPhone })
  ajv.addFormat('entity-id', { type: 'string', validate: isEntityIdText })
  for (const [name, validate] of Object.entries(TEXT_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate })
  }
  return ajv
}

/**
 * Where the values come from: a JSON body carries numbers as numbers; a path, a query string or
 * a form field carries only text, read strictly as the number it spells (`text-values.ts`);
 * headers are text too, and keep what the schema does not name.
 */
export type ValueSource = 'json' | 'text' | 'headers'

const validators = { sent: validator('all'), headers: validator(false) }
const caches: Record<ValueSource, WeakMap<object, ValidateFunction>> = {
  json: new WeakMap(),
  text: new WeakMap(),
  headers: new WeakMap(),
}

export function compileSchema(schema: object, source: ValueSource = 'json'): ValidateFunction {
  let validate = caches[source].get(schema)
  if (!validate) {
    const ajv = source === 'headers' ? validators.headers : validators.sent
    validate = withoutEmptyOptionals(schema, ajv.compile(schema))
    if (source !== 'json') validate = readingText(schema, validate)
    caches[source].set(schema, validate)
  }
  return validate
}

interface RouteSchema {
  schema: object
  httpPart?: string
}

const sourceOf = (httpPart: string | undefined): ValueSource =>
  httpPart === 'body' ? 'json' : httpPart === 'headers' ? 'headers' : 'text'

/** The validator of a part of a route: a JSON body as it is, a path, a query or headers as text. */
export function routeValidator({ schema, httpPart }: RouteSchema): ValidateFunction {
  const validate = compileSchema(schema, sourceOf(httpPart))
  return httpPart === 'querystring' ? declaredOnly(schema, validate) : validate
}

/**
 * A query string keeps only the parameters its route declares. Others (a tracker's `utm_`, or
 * `id=false` on the office's list, which reached its SQL filter and answered 500: issue 27's
 * fuzz) are dropped before validation, so no handler sees what it did not ask for.
 */
function declaredOnly(schema: object, validate: ValidateFunction): ValidateFunction {
  const declared = new Set(Object.keys((schema as { properties?: object }).properties ?? {}))
  const wrapped = ((data: unknown) => {
    if (typeof data === 'object' && data !== null) {
      const record = data as Record<string, unknown>
      for (const name of Object.keys(record)) if (!declared.has(name)) delete record[name]
    }
    const valid = validate(data)
    wrapped.errors = validate.errors
    return valid
  }) as ValidateFunction
  wrapped.errors = null
  return wrapped
}

/**
 * The validator compiler of a route whose body is checked its own way (a multipart stream read
 * by the handler, a payload that differs by phase); its path and query are read as usual.
 */
export function withBodyCheck(body: (data: unknown) => boolean) {
  return (route: RouteSchema) => (route.httpPart === 'body' ? body : routeValidator(route))
}

/** Reads the text values of `data` as the numbers (or lists) the schema declares, then validates. */
function readingText(schema: object, validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown) => {
    readTextValues(schema, data)
    const valid = validate(data)
    wrapped.errors = validate.errors
    return valid
  }) as ValidateFunction
  wrapped.errors = null
  return wrapped
}

/**
 * Forms send an optional field left empty as "". It means "not given", so it is dropped before
 * validation instead of failing the field's format.
 */
function withoutEmptyOptionals(schema: object, validate: ValidateFunction): ValidateFunction {
  const { properties, required = [] } = schema as {
    properties?: Record<string, unknown>
    required?: string[]
  }
  if (!properties) return validate
  const optional = Object.keys(properties).filter((name) => !required.includes(name))
  if (optional.length === 0) return validate
  const wrapped = ((data: unknown) => {
    if (typeof data === 'object' && data !== null) {
      const record = data as Record<string, unknown>
      for (const name of optional) if (record[name] === '') delete record[name]
    }
    const valid = validate(data)
    wrapped.errors = validate.errors
    return valid
  }) as ValidateFunction
  wrapped.errors = null
  return wrapped
}

/** Validates `data` (a JSON body's) against `schema`, filling defaults in place, or throws a 422. */
export function assertValid<T>(schema: TSchema, data: unknown): T {
  const validate = compileSchema(schema)
  if (!validate(data)) {
    throw new ValidationFailed(problemsFromSchemaErrors(validate.errors ?? [], data))
  }
  return data as T
}

/**
 * The body validator of a route whose payload differs by `phase` (sign-up, password reset): the
 * errors a person sees are those of the phase they are in, not of a union of all of them.
 */
export function phasedValidator(phases: Record<number, TSchema>) {
  const phaseField = {
    type: 'object',
    properties: { phase: { type: 'integer', enum: Object.keys(phases).map(Number) } },
    required: ['phase'],
  }
  const validatePhase = compileSchema(phaseField)
  const validator = (data: unknown) => {
    const copy = typeof data === 'object' && data !== null ? { ...(data as object) } : data
    if (!validatePhase(copy)) {
      validator.errors = validatePhase.errors
      return false
    }
    const validate = compileSchema(phases[(copy as { phase: number }).phase] as object)
    const valid = validate(data)
    validator.errors = validate.errors
    return valid
  }
  validator.errors = null as ValidateFunction['errors']
  return validator
}
