import { createHash } from 'node:crypto'
import { buildSchema, GraphQLError, type ValidationRule } from 'graphql'
import { describe, expect, it } from 'vitest'
import { ValidatedDocuments } from './document-store.js'

const schema = buildSchema('type Query { drivers: [String!]! news(page: Int!): String }')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const drivers = 'query Drivers { drivers }'

describe("the gateway's store of validated documents", () => {
  it('finds a persisted document by its hash under any schema prefix, parsed once at start', async () => {
    const { store, problems } = ValidatedDocuments.prepare([drivers], schema, [], {})
    expect(problems).toEqual([])
    const document = await store.get(`schema-hash:${sha256(drivers)}`)
    expect(document?.kind).toBe('Document')
    expect(await store.get(`another-schema:${sha256(drivers)}`)).toBe(document)
  })

  it('leaves out and reports a persisted document that does not validate, with the extra rules too', async () => {
    const refuseAll: ValidationRule = (context) => ({
      Document(node) {
        context.reportError(new GraphQLError('too costly', { nodes: node }))
      },
    })
    const bad = 'query { nope }'
    const { store, problems } = ValidatedDocuments.prepare([bad], schema, [], {})
    expect(problems[0]).toMatch(/nope/)
    expect(await store.get(`p:${sha256(bad)}`)).toBeUndefined()
    const refused = ValidatedDocuments.prepare([drivers], schema, [refuseAll], {})
    expect(refused.problems).toEqual(['too costly'])
    expect(refused.store.persistedCount).toBe(0)
  })

  it('keeps other documents after their first validation, the most recent 1000', async () => {
    const { store } = ValidatedDocuments.prepare([], schema, [], {})
    const { store: source } = ValidatedDocuments.prepare([drivers], schema, [], {})
    const document = await source.get(`:${sha256(drivers)}`)
    if (!document) throw new Error('no document')
    for (let i = 0; i <= 1000; i++) await store.set(`p:${i}`, document)
    expect(await store.get('p:0')).toBeUndefined()
    expect(await store.get('p:1')).toBe(document)
    expect(await store.get('p:1000')).toBe(document)
  })
})
