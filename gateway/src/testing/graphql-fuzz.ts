import fc from 'fast-check'
import {
  buildASTSchema,
  concatAST,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql'
import { loadTypeDefs } from '../schema.js'
import { hostileJson, LongText } from './api-server.js'

/**
 * What the GraphQL fuzz test (graphql-fuzz.test.ts) sends, read from schema/: one operation per
 * root field and per argument-taking field one level below a root field (`office { permit(id:) }`),
 * each argument a variable, and values for those variables of the right shape (ids that are not
 * ids, text of every kind, numbers at their edges, enums) or, now and then, of any shape at all.
 */

export interface FuzzTarget {
  /** `Mutation.claimPermit`, `Query.office.permit` */
  name: string
  document: string
  /** The variables, by name, with their types. */
  variables: { name: string; type: GraphQLInputType }[]
}

type Arg = { name: string; type: GraphQLInputType }

/** Every field a client can reach with arguments of its own choosing, as an operation. */
export function fuzzTargets(): FuzzTarget[] {
  const schema = buildASTSchema(concatAST(loadTypeDefs()))
  const targets: FuzzTarget[] = []
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!root) continue
    for (const field of Object.values(root.getFields())) {
      const rootVars = variablesOf(field.args, 'r')
      const call = `${field.name}${argumentsOf(field.args, 'r')}`
      targets.push(
        target(kind, root.name, [field.name], rootVars, `${call}${selectionOf(field.type, 1)}`),
      )
      const inner = getNamedType(field.type)
      if (!isObjectType(inner)) continue
      for (const child of Object.values(inner.getFields())) {
        if (child.args.length === 0) continue
        const childCall = `${child.name}${argumentsOf(child.args, 'c')}${selectionOf(child.type, 1)}`
        targets.push(
          target(
            kind,
            root.name,
            [field.name, child.name],
            [...rootVars, ...variablesOf(child.args, 'c')],
            `${call} { ${childCall} }`,
          ),
        )
      }
    }
  }
  return targets
}

function target(
  kind: 'query' | 'mutation',
  rootName: string,
  path: string[],
  variables: Arg[],
  selection: string,
): FuzzTarget {
  const declared = variables.map((variable) => `$${variable.name}: ${variable.type}`).join(', ')
  return {
    name: `${rootName}.${path.join('.')}`,
    document: `${kind} Fuzz${declared ? `(${declared})` : ''} { ${selection} }`,
    variables,
  }
}

const variablesOf = (args: readonly Arg[], prefix: string) =>
  args.map((arg) => ({ name: `${prefix}_${arg.name}`, type: arg.type }))

const argumentsOf = (args: readonly Arg[], prefix: string) =>
  args.length === 0
    ? ''
    : `(${args.map((arg) => `${arg.name}: $${prefix}_${arg.name}`).join(', ')})`

/**
 * What is asked of an answer: its leaves, and the leaves of the objects it holds (the payload's
 * record and `userErrors`), never the root `query` of a payload nor fields needing arguments.
 */
function selectionOf(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type)
  if (isLeafType(named)) return ''
  if (!isObjectType(named)) return ' { __typename }'
  const fields = Object.values(named.getFields() as Record<string, GraphQLField<unknown, unknown>>)
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .filter((field) => !['Query', 'Mutation'].includes(getNamedType(field.type).name))
  const parts = fields.flatMap((field) => {
    if (isLeafType(getNamedType(field.type))) return [field.name]
    if (depth === 0) return []
    return [`${field.name}${selectionOf(field.type, depth - 1)}`]
  })
  return ` { __typename ${parts.join(' ')} }`
}

/** Ids as clients send them, and as they must not: words, signs, overflows, other digits. */
const IDS = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  'abc',
  '',
  ' 1',
  '1.5',
  '1e3',
  '0x10',
  '2147483648',
  '99999999999999999999',
  '\u0661',
  '1\u0000',
  'null',
]
const TEXTS = [
  'Fuzz',
  'fuzz@example.com',
  '+99361234567',
  'Fuzz-pass-123',
  '2027-01-31',
  '',
  ' ',
  'a\r\nBcc: everyone@example.com',
  '\u202Eevil',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '\uD800',
]
const DATES = ['2027-01-31', '2020-02-30', '0000-00-00', '9999-12-31', '2027-1-1', 'yesterday', '']

function leafValue(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type)
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((value) => value.name))
  switch (named.name) {
    case 'ID':
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...IDS) },
        { weight: 1, arbitrary: fc.nat().map(String) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
      )
    case 'Int':
      return fc.oneof(
        fc.constantFrom(0, 1, -1, 2_147_483_647, -2_147_483_648),
        fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
      )
    case 'Float':
      return fc.oneof(
        fc.constantFrom(0, -0, 1.5, 1e308, -1, 100),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      )
    case 'Boolean':
      return fc.boolean()
    case 'Date':
    case 'DateTime':
      return fc.oneof(fc.constantFrom(...DATES), fc.string({ maxLength: 12 }))
    case 'Upload':
      return fc.constant(null)
    default:
      return fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...TEXTS) },
        { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
        { weight: 1, arbitrary: fc.constantFrom(new LongText(5_001), new LongText(100_000)) },
      )
  }
}

/**
 * A value for `type`: of its shape, or with `wild`, anything at any place now and then (a field
 * missing, one more, a list where a word belongs) — what variable coercion must refuse.
 */
export function inputValue(
  type: GraphQLInputType,
  wild: boolean,
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedValue(type, wild, depth)
  if (!wild) return shaped
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileJson() })
}

function shapedValue(type: GraphQLInputType, wild: boolean, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputValue(type.ofType, wild, depth)
  const inner = nonNullValue(type, wild, depth)
  return fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: inner })
}

function nonNullValue(type: GraphQLInputType, wild: boolean, depth: number): fc.Arbitrary<unknown> {
  if (isListType(type)) return fc.array(inputValue(type.ofType, wild, depth + 1), { maxLength: 3 })
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({})
    const fields = Object.values(type.getFields())
    const record = Object.fromEntries(
      fields.map((field) => [field.name, inputValue(field.type, wild, depth + 1)]),
    )
    return fc.record(record, { requiredKeys: wild ? [] : requiredOf(fields) })
  }
  return leafValue(type)
}

/** The names of the fields (or variables) a value must carry. */
const requiredOf = (fields: readonly { name: string; type: GraphQLInputType }[]) =>
  fields.filter((field) => isNonNullType(field.type)).map((field) => field.name)

/** The variables of one case: of their shapes three times in four, wild otherwise. */
export function variablesFor(target: FuzzTarget): fc.Arbitrary<Record<string, unknown>> {
  const wildness = fc.oneof(
    { weight: 3, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  )
  return wildness.chain((wild) =>
    fc.record(
      Object.fromEntries(
        target.variables.map((variable) => [variable.name, inputValue(variable.type, wild)]),
      ),
      { requiredKeys: wild ? [] : requiredOf(target.variables) },
    ),
  )
}
