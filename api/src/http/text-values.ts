/**
 * Paths, query strings and multipart form fields carry only text. Where the schema declares a
 * number, the text is read as one only when it spells it plainly: digits, an optional minus and,
 * for a number that is not whole, one decimal point. "0x1", "1e0", "+1", "01", " 1", "Infinity"
 * stay text, so the validator refuses them. A single form field where a list is declared
 * (`license_types` instead of `license_types[0]`) is a list of one.
 */
const WHOLE = /^(?:0|-?[1-9][0-9]*)$/
const DECIMAL = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/

interface Schema {
  type?: string | string[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  enum?: unknown[]
  const?: unknown
  items?: Schema
  properties?: Record<string, Schema>
}

/** Reads the text values of `data` in place, as `schema` declares them. */
export function readTextValues(schema: object, data: unknown): void {
  const { properties } = schema as Schema
  if (!properties || typeof data !== 'object' || data === null || Array.isArray(data)) return
  const record = data as Record<string, unknown>
  for (const [name, property] of Object.entries(properties)) {
    if (Object.hasOwn(record, name)) record[name] = readValue(property, record[name])
  }
}

function readValue(schema: Schema, value: unknown): unknown {
  const types = typesOf(schema)
  if (Array.isArray(value)) {
    return types.has('array') && schema.items
      ? value.map((item) => readValue(schema.items as Schema, item))
      : value
  }
  if (typeof value !== 'string' || types.has('string')) return value
  if (types.has('integer') && WHOLE.test(value)) return Number(value)
  if (types.has('number') && DECIMAL.test(value)) return Number(value)
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true'
  if (types.has('array') && schema.items) return [readValue(schema.items, value)]
  return value
}

/** The JSON types a value of `schema` may have, through unions and enumerations. */
function typesOf(schema: Schema): Set<string> {
  const types = new Set<string>()
  const add = (node: Schema) => {
    if (typeof node.type === 'string') types.add(node.type)
    if (Array.isArray(node.type)) for (const type of node.type) types.add(type)
    for (const value of [...(node.enum ?? []), ...('const' in node ? [node.const] : [])]) {
      types.add(typeof value)
    }
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) add(branch)
  }
  add(schema)
  return types
}
