import { buildASTSchema, concatAST } from 'graphql'
import { beforeAll, describe, expect, test } from 'vitest'
import { loadTypeDefs } from './schema.js'
import { dataOf } from './testing/browser.js'
import { loggedInHaulier, loggedInOperator, stackForThisFile } from './testing/stack.js'

/**
 * No haulier reaches an operator operation, and naming one costs a haulier's document nothing
 * else (ADR 0062): each operator field fails alone, null with FORBIDDEN at its own path.
 */
const stack = stackForThisFile()

const ID = '1'
/** Every operator entry point, with a document that calls it (and the haulier's own `me`). */
const OPERATOR_FIELDS: Record<string, { document: string; variables?: Record<string, unknown> }> = {
  office: { document: '{ me { email } office { me { id } } }' },
  permitsForReview: { document: '{ me { email } permitsForReview { items { id } } }' },
  requestsForReview: { document: '{ me { email } requestsForReview { items { id } } }' },
  movePermit: mutation(
    'movePermit',
    'MovePermitInput',
    { permitId: ID, status: 'UNDER_CONSIDERATION' },
    'permit { id }',
  ),
  answerRequest: mutation(
    'answerRequest',
    'AnswerRequestInput',
    { model: 'LOADING_PERMISSION', requestId: ID, status: 'ACCEPTED' },
    'answered',
  ),
  setDeposit: mutation(
    'setDeposit',
    'SetDepositInput',
    { accountId: ID, kind: 'INDIVIDUAL', balance: 1 },
    'balance',
  ),
  revokePermit: mutation(
    'revokePermit',
    'RevokePermitInput',
    { permitId: ID, reason: 'x' },
    'document { number }',
  ),
  claimPermit: mutation('claimPermit', 'PermitReviewInput', { permitId: ID }, 'permit { id }'),
  releasePermit: mutation('releasePermit', 'PermitReviewInput', { permitId: ID }, 'permit { id }'),
  takePermit: mutation('takePermit', 'PermitReviewInput', { permitId: ID }, 'permit { id }'),
  pricePermit: mutation(
    'pricePermit',
    'PricePermitInput',
    { permitId: ID, price: 10 },
    'permit { id }',
  ),
  rejectPermit: mutation(
    'rejectPermit',
    'RejectPermitInput',
    { permitId: ID, reason: 'x' },
    'permit { id }',
  ),
  issuePermit: mutation('issuePermit', 'PermitReviewInput', { permitId: ID }, 'permit { id }'),
  refundPermit: mutation(
    'refundPermit',
    'RejectPermitInput',
    { permitId: ID, reason: 'x' },
    'permit { id }',
  ),
  claimRequest: mutation(
    'claimRequest',
    'RequestReviewInput',
    { model: 'ONLINE_APPLICATION', requestId: ID },
    'request { id }',
  ),
  releaseRequest: mutation(
    'releaseRequest',
    'RequestReviewInput',
    { model: 'ONLINE_APPLICATION', requestId: ID },
    'request { id }',
  ),
  acceptRequest: mutation(
    'acceptRequest',
    'AnswerReviewInput',
    { model: 'ONLINE_APPLICATION', requestId: ID },
    'request { id }',
  ),
  declineRequest: mutation(
    'declineRequest',
    'AnswerReviewInput',
    { model: 'ONLINE_APPLICATION', requestId: ID, reason: 'x' },
    'request { id }',
  ),
  saveNews: mutation(
    'saveNews',
    'SaveNewsInput',
    { id: ID, title: { tm: 'a', ru: 'a', en: 'a' }, bodyHtml: { tm: 'b', ru: 'b', en: 'b' } },
    'newsItem { id }',
  ),
  publishNews: mutation('publishNews', 'NewsItemInput', { id: ID }, 'newsItem { id }'),
  unpublishNews: mutation('unpublishNews', 'NewsItemInput', { id: ID }, 'newsItem { id }'),
  inviteOperator: mutation(
    'inviteOperator',
    'InviteOperatorInput',
    { email: 'intruder@example.com', name: 'Intruder', language: 'EN' },
    'operator { id }',
  ),
  deactivateOperator: mutation(
    'deactivateOperator',
    'OperatorInput',
    { operatorId: ID },
    'operator { id }',
  ),
  reactivateOperator: mutation(
    'reactivateOperator',
    'OperatorInput',
    { operatorId: ID },
    'operator { id }',
  ),
}

function mutation(
  name: string,
  inputType: string,
  input: Record<string, unknown>,
  selection: string,
) {
  return {
    document: `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${selection} userErrors { code } } }`,
    variables: { input },
  }
}

/** The entries of the table that take an id, with 'abc' for it. */
function withMalformedIds() {
  return Object.entries(OPERATOR_FIELDS).flatMap(([field, call]) => {
    const text = JSON.stringify(call.variables ?? {})
    if (!text.includes(`"${ID}"`)) return []
    return [[field, { ...call, variables: JSON.parse(text.replaceAll(`"${ID}"`, '"abc"')) }]]
  }) as [string, (typeof OPERATOR_FIELDS)[string]][]
}

describe('operator operations refused to hauliers, field by field', () => {
  // One haulier for the table: signing up is rate-limited, and who they are does not matter.
  let haulier: Awaited<ReturnType<typeof loggedInHaulier>>
  beforeAll(async () => {
    haulier = await loggedInHaulier(stack)
  })

  test('the table names every operator entry point of the schema (its description says "Operators only")', () => {
    const schema = buildASTSchema(concatAST(loadTypeDefs()))
    const roots = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}),
    )
    const operatorOnly = roots
      .filter((field) => /^Operators only|^The operator office/.test(field.description ?? ''))
      .map((field) => field.name)
    expect(operatorOnly.sort()).toEqual(Object.keys(OPERATOR_FIELDS).sort())
  })

  test.each(Object.entries(OPERATOR_FIELDS))(
    '%s: null with FORBIDDEN for a haulier',
    async (field, { document, variables }) => {
      const answer = await haulier.browser.graphql(document, variables)
      expect(answer.data?.[field]).toBeNull()
      expect(answer.errors).toEqual([
        expect.objectContaining({ path: [field], extensions: { code: 'FORBIDDEN' } }),
      ])
      // The haulier's own data in the same document survives.
      if (document.includes('me { email }')) {
        expect(answer.data?.me).toEqual({ email: haulier.haulier.email })
      }
    },
  )

  // The gateway refuses such an id without asking the API; it answered INTERNAL_SERVER_ERROR
  // (issue 27), and must answer what the API answers a haulier first: FORBIDDEN.
  test.each(withMalformedIds())(
    '%s with an id that is not one: null with FORBIDDEN for a haulier',
    async (field, { document, variables }) => {
      const answer = await haulier.browser.graphql(document, variables)
      expect(answer.data?.[field]).toBeNull()
      expect(answer.errors).toEqual([
        expect.objectContaining({ path: [field], extensions: { code: 'FORBIDDEN' } }),
      ])
    },
  )

  test('without a session the office is UNAUTHENTICATED, and public fields beside it answer', async () => {
    const answer = await stack.browser().graphql('{ office { me { id } } latestNews { id } }')
    expect(answer.data?.office).toBeNull()
    expect(answer.data?.latestNews.length).toBeGreaterThan(0)
    expect(answer.errors?.[0]).toMatchObject({
      path: ['office'],
      extensions: { code: 'UNAUTHENTICATED' },
    })
  })

  test("an operator reaches the office, and the haulier's cabinet stays closed to them", async () => {
    const operator = await loggedInOperator(stack)
    const office = dataOf(await operator.graphql('{ office { me { email status isYou } } }')).office
    expect(office.me).toEqual({ email: 'operator@tmulag.test', status: 'ACTIVE', isYou: true })
    const cabinet = await operator.graphql('{ individualProfile { id } office { me { id } } }')
    expect(cabinet.data?.office?.me?.id).toEqual(expect.any(String))
    expect(cabinet.errors?.[0]).toMatchObject({
      path: ['individualProfile'],
      extensions: { code: 'FORBIDDEN' },
    })
  })
})
