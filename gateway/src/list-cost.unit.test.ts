import { readFileSync } from 'node:fs'
import { makeExecutableSchema } from '@graphql-tools/schema'
import { parse, validate } from 'graphql'
import { describe, expect, test } from 'vitest'
import { LIST_SIZES, listCostRule, MAX_LIST_COST } from './list-cost.js'
import { loadTypeDefs } from './schema.js'

const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() })

function costs(text: string) {
  const measured: number[] = []
  const errors = validate(schema, parse(text), [
    listCostRule(MAX_LIST_COST, (_, c) => measured.push(c)),
  ])
  return { measured, errors }
}

describe('the list-aware cost of a document', () => {
  test('multiplies a list selection by its assumed size, once per list', () => {
    const single = costs('{ regions { id } }').measured[0]
    // regions (1) + its items' id (1) times the assumed count of regions
    expect(single).toBe(1 + LIST_SIZES.default)
    const nested = costs('{ regions { id cities { id } } }').measured[0]
    expect(nested).toBe(
      1 + LIST_SIZES.default * (1 + 1 + (LIST_SIZES.fields['Region.cities'] ?? 0)),
    )
  })

  test('fragments count where they are spread, inline or named', () => {
    const plain = costs('{ regions { id name } }').measured[0]
    const named = costs('{ regions { ...R } } fragment R on Region { id name }').measured[0]
    const inline = costs('{ regions { ... on Region { id name } } }').measured[0]
    expect(named).toBe(plain)
    expect(inline).toBe(plain)
  })

  test('a document over the limit is refused with the cost code', () => {
    const nested = 'regions { cities { region { cities { region { cities { id } } } } } }'
    const { errors } = costs(`{ a: ${nested} b: ${nested} c: ${nested} }`)
    expect(errors[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      limit: 'cost',
    })
  })

  test('every web operation costs at most a fifth of the limit', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'),
    ) as Record<string, string>
    const documents = Object.values(manifest)
    expect(documents.length).toBeGreaterThan(20)
    for (const text of documents) {
      const { measured, errors } = costs(text)
      expect(errors).toEqual([])
      expect(Math.max(...measured)).toBeLessThanOrEqual(MAX_LIST_COST / 5)
    }
  })
})
