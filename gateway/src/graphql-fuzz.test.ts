import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from './session.js'
import { fuzzSettings, jsonText, leakIn, runsEach } from './testing/api-server.js'
import { Browser } from './testing/browser.js'
import { type FuzzTarget, fuzzTargets, variablesFor } from './testing/graphql-fuzz.js'
import { loggedInHaulier, loggedInOperator, stackForThisFile } from './testing/stack.js'

/**
 * Every query and mutation of the schema, and every field with arguments one level below a root
 * field, called by a haulier, an operator and nobody, with variables of the right shape (ids
 * that are words, text of every kind, numbers at their edges) and of any shape. Whatever is
 * sent, the gateway answers below 500, never INTERNAL_SERVER_ERROR, and nothing it says tells
 * of its insides. `npm test` runs a short, seeded run; `npm run fuzz` thousands of cases
 * (FUZZ_RUNS, FUZZ_SEED).
 */
const { runs, seed } = fuzzSettings(300)
const stack = stackForThisFile()
// Logging out would end the session the other cases use; nobody logs out here.
const targets = fuzzTargets().filter((target) => target.name !== 'Mutation.logOut')
const callers: Record<string, Browser> = {}

beforeAll(async () => {
  const asBearer = (browser: Browser) =>
    new Browser(stack.gateway.url, { token: browser.cookies.get(SESSION_COOKIE) })
  callers.nobody = stack.browser()
  callers.haulier = asBearer((await loggedInHaulier(stack)).browser)
  callers.operator = asBearer(await loggedInOperator(stack))
}, 60_000)

/** Sends one case as it is (1e309 included), and reads the answer as text and as JSON. */
async function send(caller: Browser, target: FuzzTarget, variables: Record<string, unknown>) {
  const response = await fetch(`${stack.gateway.url}/graphql`, {
    method: 'POST',
    headers: caller.headers({ 'content-type': 'application/json' }),
    body: jsonText({ query: target.document, variables }),
  })
  const text = await response.text()
  return { status: response.status, text }
}

function expectNoFault(answer: { status: number; text: string }, what: string) {
  expect(answer.status, `${what}\n${answer.text.slice(0, 500)}`).toBeLessThan(500)
  const body = JSON.parse(answer.text) as { errors?: { extensions?: { code?: string } }[] }
  const codes = (body.errors ?? []).map((error) => error.extensions?.code)
  expect(codes, `${what}\n${answer.text.slice(0, 800)}`).not.toContain('INTERNAL_SERVER_ERROR')
  const leak = leakIn(answer.text, [stack.api.url])
  expect(leak, `${what}: ${leak}`).toBeUndefined()
  expect(answer.text, what).not.toContain('stacktrace')
}

describe('fuzzing the schema', () => {
  it('reaches every root field and the fields with arguments below them', () => {
    const names = targets.map((target) => target.name)
    expect(names).toContain('Mutation.claimPermit')
    expect(names).toContain('Query.office.permit')
    expect(targets.length).toBeGreaterThan(80)
  })

  it.each(targets.map((target) => [target.name, target] as const))(
    '%s answers anything without a fault',
    async (_name, target) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('nobody', 'haulier', 'operator'),
          variablesFor(target),
          async (who, variables) => {
            const caller = callers[who] as Browser
            const what = `${who}: ${target.document}\n${jsonText(variables).slice(0, 400)}`
            expectNoFault(await send(caller, target, variables), what)
          },
        ),
        { seed, numRuns: runsEach(runs, targets.length, 3), endOnFailure: true },
      )
    },
    120_000,
  )
})
