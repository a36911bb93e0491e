import fc from 'fast-check'
import type { Schema } from './hostile-oracle.js'

/**
 * What the fuzz test (openapi/fuzz.test.ts) sends, read from the published OpenAPI description:
 * a plausible value for every field, values an attacker would send instead, and an oracle that
 * says, from the description alone, whether the API must refuse a request. The oracle restates
 * the rules in its own words rather than calling the API's validator, so a validator that lets
 * something through is caught.
 */

/** A number JSON.stringify cannot write (1e309 parses as Infinity). */
export class JsonLiteral {
  constructor(readonly text: string) {}
  toJSON() {
    return `@@literal:${this.text}@@`
  }
}

/** Text too long for any field, shown short when fast-check reports a counterexample. */
export class LongText {
  readonly text: string
  constructor(readonly length: number) {
    this.text = 'x'.repeat(length)
  }
  toJSON() {
    return this.text
  }
  [fc.toStringMethod]() {
    return `'x' × ${this.length}`
  }
}

/** The text a path, query or form field carries for `value`. */
export const textOf = (value: unknown): string =>
  value instanceof LongText ? value.text : typeof value === 'string' ? value : jsonText(value)

/** JSON text of `value`, with its literals written as they are. */
export function jsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/"@@literal:([^@]+)@@"/g, '$1')
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const TEXT_BY_FORMAT: Record<string, string> = {
  email: 'fuzz@example.com',
  phone: '+99361234567',
  'entity-id': '1',
  password: 'Fuzz-pass-123',
  'single-line': 'Fuzz',
  'multi-line': 'Fuzz',
}
const TEXT_CANDIDATES = ['Fuzz', '123456', 'truck-highway.svg']

/** A value `schema` accepts (as far as its description tells). */
export function sample(schema: Schema): unknown {
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0]
  if (branch) return sample(branch)
  if (schema.enum) return schema.enum[0]
  if ('const' in schema) return schema.const
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1)
    case 'boolean':
      return true
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () =>
        sample(schema.items ?? {}),
      )
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property)]),
      )
    case 'string':
      return sampleText(schema)
    default:
      return 'Fuzz'
  }
}

function sampleText(schema: Schema): string {
  if (schema.format === 'date') return inDays(60)
  const example = schema.examples?.[0]
  if (typeof example === 'string') return example
  const byFormat = schema.format ? TEXT_BY_FORMAT[schema.format] : undefined
  if (byFormat) return byFormat
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined
  return TEXT_CANDIDATES.find((text) => !pattern || pattern.test(text)) ?? 'Fuzz'
}

const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)])

/** Values in the wrong place: wrong types, numbers out of any range, text that must not pass. */
const HOSTILE_CONSTANTS: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  1e308,
  -1e308,
  new JsonLiteral('1e309'),
  new JsonLiteral('-1e309'),
  '',
  ' ',
  '0',
  '1',
  '-1',
  '0x1',
  '+1',
  '01',
  '1e2',
  '1e0',
  'NaN',
  'Infinity',
  'null',
  'true',
  '2147483648',
  'a\r\nBcc: everyone@example.com',
  'a\nb',
  'a\u0000b',
  '\u202Eevil',
  'a\u200Bb',
  '\uFEFF',
  '\uD800',
  new LongText(5_001),
  new LongText(300_000),
  [],
  [1],
  ['x'],
  [[[]]],
  [null],
  [2 ** 31],
  {},
  { id: 2 ** 31 },
  { id: '1' },
  { a: { b: [1, { c: null }] } },
  deep(64),
]

/** Text for paths, query strings and form fields: what a number must not be read from, and worse. */
const HOSTILE_TEXTS: (string | LongText)[] = [
  '0',
  '-1',
  '1.5',
  '1.0',
  '2147483648',
  '9007199254740993',
  '1e308',
  '1e309',
  'NaN',
  'Infinity',
  '0x1',
  '+1',
  '01',
  '1e0',
  ' 1',
  '1 ',
  '\uFF11',
  'a\r\nb',
  'a\u0000b',
  '\u202E1',
  '\u200B1',
  '%',
  new LongText(300),
  new LongText(20_000),
  '[]',
  '{}',
  'null',
]

export const hostileJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_CONSTANTS) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  )

export const hostileText = (): fc.Arbitrary<string | LongText> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
  )
