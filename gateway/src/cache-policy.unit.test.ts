import { buildASTSchema, concatAST, Kind, parse } from 'graphql'
import { describe, expect, test } from 'vitest'
import { cachePolicyFromSchema } from './cache-policy.js'
import { loadTypeDefs } from './schema.js'

const schema = buildASTSchema(concatAST(loadTypeDefs()))

/** The policy an operation has when it starts to run, after the plugin has seen it. */
async function policyBeforeExecution(document: string) {
  const operation = parse(document).definitions.find(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  )
  // What Apollo's policy keeps of a restriction (its `restrict` takes the lower maxAge).
  const overallCachePolicy = {
    maxAge: undefined as number | undefined,
    restrict(hint: { maxAge?: number }) {
      if (hint.maxAge !== undefined) overallCachePolicy.maxAge = hint.maxAge
    },
  }
  const hooks = await cachePolicyFromSchema().requestDidStart?.({} as never)
  await hooks?.didResolveOperation?.({ operation, schema, overallCachePolicy } as never)
  return overallCachePolicy
}

describe('an operation’s cache policy, settled from the schema before it runs', () => {
  test('a session’s read (a root field with no maxAge) is uncacheable before any field runs', async () => {
    const policy = await policyBeforeExecution('{ drivers(kind: INDIVIDUAL) { id } }')
    expect(policy.maxAge).toBe(0)
  })

  test('so is a public read asked together with a session’s, and every mutation', async () => {
    const mixed = await policyBeforeExecution(
      '{ latestNews { id } drivers(kind: INDIVIDUAL) { id } }',
    )
    expect(mixed.maxAge).toBe(0)
    const mutation = await policyBeforeExecution('mutation { logOut { loggedOut } }')
    expect(mutation.maxAge).toBe(0)
  })

  test('a public read, introspection, and fields that may not run are left to Apollo’s plugin', async () => {
    for (const document of [
      '{ latestNews { id } newsPage(page: 1) { items { id } } }',
      '{ latestNews { id } read: __type(name: "x") { name } }',
      'query ($skip: Boolean!) { latestNews { id } drivers(kind: INDIVIDUAL) @skip(if: $skip) { id } }',
      '{ ... on Query { drivers(kind: INDIVIDUAL) { id } } }',
    ]) {
      const policy = await policyBeforeExecution(document)
      expect(policy.maxAge, document).toBeUndefined()
    }
  })
})
