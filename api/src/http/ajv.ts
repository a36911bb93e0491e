import { Ajv, type ValidateFunction } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { TSchema } from 'typebox'
import { ValidationFailed } from './api-error.js'
import { isPhone } from './schemas.js'
import { problemsFromSchemaErrors } from './validation.js'

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default

/**
 * The one JSON-schema validator of the API (Fastify's routes and the checks handlers run
 * themselves): every error reported, strings from forms coerced to the declared types, missing
 * optional fields filled with their defaults, `phone` understood.
 */
export const ajv = new Ajv({
  allErrors: true,
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  strict: false,
})
addFormats(ajv)
ajv.addFormat('phone', { type: 'string', validate: isPhone })

const cache = new WeakMap<object, ValidateFunction>()

export function compileSchema(schema: object): ValidateFunction {
  let validate = cache.get(schema)
  if (!validate) {
    validate = withoutEmptyOptionals(schema, ajv.compile(schema))
    cache.set(schema, validate)
  }
  return validate
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

/** Validates (and coerces in place) `data` against `schema`, or throws a 422. */
export function assertValid<T>(schema: TSchema, data: unknown): T {
  const validate = compileSchema(schema)
  if (!validate(data)) throw new ValidationFailed(problemsFromSchemaErrors(validate.errors ?? []))
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
