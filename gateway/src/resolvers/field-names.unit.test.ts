import { buildASTSchema, concatAST, getNamedType, isInputObjectType } from 'graphql'
import { describe, expect, test } from 'vitest'
import { loadTypeDefs } from '../schema.js'
import { FieldNames } from './field-names.js'
import { MUTATION_FIELD_NAMES } from './mutations/index.js'

const schema = buildASTSchema(concatAST(loadTypeDefs()))
const mutations = Object.values(schema.getMutationType()?.getFields() ?? {})

/** What a mutation's `userErrors` may point at: its arguments, and the fields of its `input`. */
function inputFieldsOf(mutation: (typeof mutations)[number]): string[] {
  return mutation.args.flatMap((arg) => {
    const type = getNamedType(arg.type)
    return isInputObjectType(type) ? Object.keys(type.getFields()) : [arg.name]
  })
}

describe("each mutation's table of input and REST field names", () => {
  test('exists for every mutation that takes arguments', () => {
    const withArgs = mutations.filter((mutation) => mutation.args.length > 0).map((m) => m.name)
    expect(Object.keys(MUTATION_FIELD_NAMES).sort()).toEqual(withArgs.sort())
  })

  test.each(
    mutations.filter((mutation) => mutation.args.length > 0).map((m) => [m.name, m] as const),
  )('%s names only fields of its own input', (name, mutation) => {
    const table = MUTATION_FIELD_NAMES[name as keyof typeof MUTATION_FIELD_NAMES]
    const known = inputFieldsOf(mutation)
    expect(table?.inputNames.filter((input) => !known.includes(input))).toEqual([])
  })
})

describe('FieldNames', () => {
  const names = new FieldNames(
    { vehicleIds: 'transports', documents: ['types', 'file'], cityId: 'city_id' },
    { codes: { client: 'CLIENT_DATA_MISSING' }, aliases: { 'transports.car': 'carId' } },
  )

  test('writes a REST body from input names', () => {
    expect(names.body({ vehicleIds: [1, 2], cityId: 7 })).toEqual({
      transports: [1, 2],
      city_id: 7,
    })
  })

  test("places the API's fields in the input, items by their index", () => {
    expect(names.placeOf('transports')).toEqual({ path: ['vehicleIds'] })
    expect(names.placeOf('transports.2')).toEqual({ path: ['vehicleIds', '2'] })
    expect(names.placeOf('file.1')).toEqual({ path: ['documents', '1'] })
    expect(names.placeOf('types.0')).toEqual({ path: ['documents', '0'] })
    expect(names.placeOf('transports.car')).toEqual({ path: ['carId'] })
  })

  test('gives a REST field of no input field no path, or its own code', () => {
    expect(names.placeOf('action')).toEqual({ path: null })
    expect(names.placeOf('client')).toEqual({ path: null, code: 'CLIENT_DATA_MISSING' })
  })
})
