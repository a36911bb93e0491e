import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { haulier } from '../testing/cabinet.js'
import {
  attackOf,
  type FuzzOperation,
  operationsOf,
  type PlannedRequest,
  planRequest,
  unruledFields,
} from '../testing/fuzz-requests.js'
import { fuzzSettings, leakIn, runsEach } from '../testing/fuzz-settings.js'
import { startTestServer } from '../testing/test-server.js'

/**
 * Every endpoint of the published description, sent what an attacker sends: wrong types, numbers
 * out of every range, text with line breaks, NUL, direction overrides and invisible characters,
 * over-long text, lists and objects where one value belongs, fields it does not name; by nobody,
 * a haulier and an operator. Every answer is below 500, in the API's own shape (a request the
 * description says must be refused is never accepted), tells nothing of the API's insides (no
 * stack, file or internal address), and matches the description. `npm test` runs a short run
 * with a fixed seed; `npm run fuzz` thousands of cases (FUZZ_RUNS, FUZZ_SEED).
 */
const { runs, seed } = fuzzSettings(300)

const OPERATOR = { email: 'fuzz-operator@example.com', password: 'Fuzz-operator-2026' }
const server = await startTestServer({
  OPERATOR_EMAIL: OPERATOR.email,
  OPERATOR_PASSWORD: OPERATOR.password,
})
afterAll(() => server.close())
const document = (await server.get('/api/openapi.json')).body
const client = await haulier(server)
const operatorToken: string = (await server.post('/api/login-post', OPERATOR)).body.token
const operations = operationsOf(document)
const tokens: Record<string, string | undefined> = {
  nobody: undefined,
  haulier: client.token,
  operator: operatorToken,
}
/** Who calls: anyone on a public route; on a secured one mostly its own role. Logging out would end the session the other cases use. */
const callers = (operation: FuzzOperation) => {
  if (operation.path === '/api/logout') return fc.constant('nobody')
  if (!operation.secured) return fc.constantFrom('nobody', 'haulier', 'operator')
  const own = operation.path.startsWith('/api/operator/') ? 'operator' : 'haulier'
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: fc.constantFrom('nobody', 'haulier', 'operator') },
  )
}

describe('the request description', () => {
  it('says of every text field which text it takes, and of every number its range', () => {
    expect(unruledFields(document)).toEqual([])
  })
})

describe('fuzzing every endpoint', () => {
  it('reaches every endpoint', () => {
    expect(operations.length).toBeGreaterThan(80)
  })

  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s answers hostile input with a 4xx of its own',
    async (_name, operation) => {
      const op = operation as FuzzOperation
      await fc.assert(
        fc.asyncProperty(callers(op), attackOf(op), async (who, attack) => {
          const planned = planRequest(op, attack, tokens[who])
          await expectOwnRefusal(planned, await send(planned), who)
        }),
        { seed, numRuns: runsEach(runs, operations.length, 3), endOnFailure: true },
      )
    },
    120_000,
  )
})

/** Sends the request; the test server checks the answer against the description. */
function send(planned: PlannedRequest) {
  return server.request(planned.method, planned.url, planned.options)
}

async function expectOwnRefusal(
  planned: PlannedRequest,
  answer: Awaited<ReturnType<typeof send>>,
  who: string,
) {
  const what = `${who}: ${planned.method} ${planned.url.slice(0, 200)} ${planned.description}`
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
  const leak = leakIn(answer.text, server.publicUrls)
  expect(leak, `${what}: ${leak}`).toBeUndefined()
  const json = (answer.headers.get('content-type') ?? '').startsWith('application/json')
  if (answer.status >= 400 && json) {
    const { message, errors, ...rest } = answer.body as Record<string, unknown>
    expect(typeof message, what).toBe('string')
    expect(rest, what).toEqual({})
    if (errors !== undefined) expect(typeof errors, what).toBe('object')
  }
  if (!planned.mustRefuse) return
  expect(answer.status, what).toBeGreaterThanOrEqual(400)
  if (answer.status === 422 && planned.field) {
    const named = Object.keys(answer.body.errors ?? {})
    const field = planned.field
    expect(
      named.some((name) => name === field || name.startsWith(`${field}.`)),
      `${what}: ${answer.text}`,
    ).toBe(true)
  }
}
