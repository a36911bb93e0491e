import fc from 'fast-check'
import { hostileJson, hostileText, jsonText, sample, textOf } from './hostile-input.js'
import { mustRefuse, refusedWhole, type Schema, type Source } from './hostile-oracle.js'
import type { RequestOptions } from './test-server.js'

/** The endpoints of an OpenAPI description as the fuzz test attacks them. */

type BodyKind = 'json' | 'form' | 'urlencoded'

interface Field {
  part: 'path' | 'query' | 'body'
  name: string
  schema: Schema
  required: boolean
}

export interface FuzzOperation {
  method: string
  path: string
  /** Whether the description asks for a session. */
  secured: boolean
  params: Field[]
  body?: { kind: BodyKind; schema: Schema; branches: Schema[] }
}

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>
}
interface OpenApiOperation {
  security?: unknown[]
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
}

const BODY_KINDS: Record<string, BodyKind> = {
  'application/json': 'json',
  'multipart/form-data': 'form',
  'application/x-www-form-urlencoded': 'urlencoded',
}

/** Every operation of the description: what it takes (a path value, a query, a body) is attacked. */
export function operationsOf(document: OpenApi): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const params = (operation.parameters ?? [])
        .filter((param) => param.in === 'path' || param.in === 'query')
        .map((param) => ({
          part: param.in as 'path' | 'query',
          name: param.name,
          schema: param.schema,
          required: param.required ?? false,
        }))
      const [type, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      const kind = type ? BODY_KINDS[type] : undefined
      const body =
        kind && content
          ? { kind, schema: content.schema, branches: content.schema.anyOf ?? [content.schema] }
          : undefined
      const secured = Boolean(operation.security?.length)
      return [{ method: method.toUpperCase(), path, secured, params, body }]
    }),
  )
}

export type Attack =
  | { on: 'field'; branch: number; field: number; value: unknown }
  | { on: 'body'; branch: number; value: unknown }
  | { on: 'envelope'; branch: number; raw: string; type: string }
  | { on: 'extra'; branch: number; name: string; value: unknown }

const ENVELOPES = [
  { raw: '{"a":', type: 'application/json' },
  { raw: '', type: 'application/json' },
  { raw: 'a=1', type: 'text/plain' },
  { raw: '<a/>', type: 'application/xml' },
]

/** What may be sent to `operation`: one field made hostile, or the whole body, or its wrapping. */
export function attackOf(operation: FuzzOperation): fc.Arbitrary<Attack> {
  const branches = operation.body?.branches.length ?? 1
  return fc.nat({ max: branches - 1 }).chain((branch) => {
    const fields = fieldsOf(operation, branch)
    const options: fc.Arbitrary<Attack>[] = fields.map((field, index) =>
      valueFor(operation, field).map((value) => ({
        on: 'field' as const,
        branch,
        field: index,
        value,
      })),
    )
    if (operation.body?.kind === 'json') {
      options.push(hostileJson().map((value) => ({ on: 'body' as const, branch, value })))
    }
    if (operation.body) {
      options.push(
        fc
          .constantFrom(...ENVELOPES)
          .map((envelope) => ({ on: 'envelope' as const, branch, ...envelope })),
      )
    }
    // What the description does not name: a field (or query parameter) of the sender's own.
    options.push(
      fc
        .record({ name: fc.constantFrom('extra', 'id', '__proto__', 'role'), value: hostileJson() })
        .map((extra) => ({ on: 'extra' as const, branch, ...extra })),
    )
    return fc.oneof(...options)
  })
}

function fieldsOf(operation: FuzzOperation, branch: number): Field[] {
  const schema = operation.body?.branches[branch]
  const bodyFields = Object.entries(schema?.properties ?? {})
    .filter(([, property]) => property.format !== 'binary' && property.items?.format !== 'binary')
    .map(([name, property]) => ({
      part: 'body' as const,
      name,
      schema: property,
      required: schema?.required?.includes(name) ?? false,
    }))
  return [...operation.params, ...bodyFields]
}

function valueFor(operation: FuzzOperation, field: Field): fc.Arbitrary<unknown> {
  if (field.part === 'path') return hostileText()
  if (field.part === 'query' || operation.body?.kind !== 'json') {
    return fc.oneof(hostileText(), fc.constant(undefined))
  }
  return hostileJson()
}

export interface PlannedRequest {
  method: string
  url: string
  options: RequestOptions
  /** Whether the description says the request must be refused */
  mustRefuse: boolean
  /** The field attacked, as a 422 names it */
  field?: string
  description: string
}

/** The request an attack makes: plausible values everywhere, the attack in one place. */
export function planRequest(
  operation: FuzzOperation,
  attack: Attack,
  token: string | undefined,
): PlannedRequest {
  const fields = fieldsOf(operation, attack.branch)
  const target = attack.on === 'field' ? fields[attack.field] : undefined
  const sent = (field: Field) => {
    if (field !== target || attack.on !== 'field') return sample(field.schema)
    // Text travels as text; a JSON body carries the value as JSON writes it.
    const jsonField = field.part === 'body' && operation.body?.kind === 'json'
    return jsonField || attack.value === undefined ? attack.value : textOf(attack.value)
  }

  let path = operation.path
  const query = new URLSearchParams()
  for (const field of operation.params) {
    const value = sent(field)
    if (field.part === 'path') path = path.replace(`{${field.name}}`, pathSegment(textOf(value)))
    else if (value !== undefined) query.set(field.name, textOf(value))
  }
  const extraField = attack.on === 'extra' && attack.value !== undefined ? attack : undefined
  if (extraField && !(operation.body?.kind === 'json')) {
    query.set(extraField.name, textOf(extraField.value))
  }
  const url = query.toString() ? `${path}?${query}` : path
  const options: RequestOptions = { token, lang: 'en' }
  const source: Source =
    target?.part === 'body' && operation.body?.kind === 'json' ? 'json' : 'text'
  let refused = target ? mustRefuse(target.schema, sent(target), source, target.required) : false

  const body = operation.body
  if (body && attack.on === 'envelope') {
    options.raw = { body: attack.raw, type: attack.type }
    refused = true
  } else if (body) {
    const values: Record<string, unknown> = Object.fromEntries(
      fields.filter((field) => field.part === 'body').map((field) => [field.name, sent(field)]),
    )
    if (extraField)
      Object.defineProperty(values, extraField.name, {
        value: extraField.value,
        enumerable: true,
      })
    if (attack.on === 'body') {
      const text = jsonText(attack.value)
      options.raw = { body: text, type: 'application/json' }
      refused =
        mustRefuse(body.schema, JSON.parse(text), 'json', true) || refusedWhole(JSON.parse(text))
    } else if (body.kind === 'json') {
      // The oracle reads the body as the server will: 1e309 is Infinity there.
      const text = jsonText(values)
      const parsed = JSON.parse(text)
      options.raw = { body: text, type: 'application/json' }
      if (target?.part === 'body') {
        refused = mustRefuse(target.schema, parsed[target.name], 'json', target.required)
        // A body of several kinds (a password reset's phases): a value wrong for the kind
        // attacked may make the whole body another kind's, which is rightly taken.
        if (body.branches.length > 1) refused &&= mustRefuse(body.schema, parsed, 'json', true)
      }
      refused ||= refusedWhole(parsed)
    } else if (body.kind === 'form') {
      options.form = formOf(values)
    } else {
      options.raw = { body: urlEncoded(values), type: 'application/x-www-form-urlencoded' }
    }
  }
  const shown = attack.on === 'envelope' ? attack.raw : jsonText(attack.value).slice(0, 120)
  // An extra field is refused or ignored, as the strict input of the route decides.
  if (attack.on === 'extra') refused = false
  return {
    method: operation.method,
    url,
    options,
    mustRefuse: refused,
    field: target?.part === 'body' || target?.part === 'query' ? target.name : undefined,
    description: `${attack.on} ${target?.name ?? (attack.on === 'extra' ? attack.name : '')} = ${shown}`,
  }
}

/**
 * A path segment carrying `value`. Dot segments would be resolved away by the URL and text that
 * cannot be encoded (a lone surrogate) goes as bytes that are not UTF-8.
 */
function pathSegment(value: string): string {
  if (value === '' || value === '.' || value === '..') return `x${value}`
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

function formOf(values: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) form.append(`${name}[${i}]`, textOf(item))
    } else form.append(name, textOf(value))
  }
  return form
}

function urlEncoded(values: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) params.set(name, textOf(value))
  }
  return params.toString()
}

/**
 * Request fields that say nothing of the text they take (no text format, pattern or list of
 * values) or of the range of their number: each is a place the rules of http/text.ts or a range
 * check were forgotten.
 */
export function unruledFields(document: OpenApi): string[] {
  const found: string[] = []
  const visit = (schema: Schema | undefined, where: string) => {
    if (!schema) return
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(branch, where)
    if (schema.enum || 'const' in schema) return
    if (
      schema.type === 'string' &&
      !schema.format?.match(TEXT_RULES) &&
      !anchored(schema.pattern)
    ) {
      found.push(where)
    }
    if ((schema.type === 'integer' || schema.type === 'number') && !ranged(schema))
      found.push(where)
    if (schema.items) visit(schema.items, `${where}[]`)
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      visit(property, `${where}.${name}`)
    }
  }
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${path}`
      for (const param of operation.parameters ?? []) visit(param.schema, `${name} ${param.name}`)
      for (const content of Object.values(operation.requestBody?.content ?? {})) {
        visit(content.schema, `${name} body`)
      }
    }
  }
  return found
}

const TEXT_RULES = /^(single-line|multi-line|password|email|phone|date|entity-id|binary)$/
const anchored = (pattern: string | undefined) =>
  !!pattern?.startsWith('^') && pattern.endsWith('$')
const ranged = (schema: Schema) =>
  (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined) &&
  schema.maximum !== undefined
