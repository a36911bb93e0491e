import { beforeAll, describe, expect, test } from 'vitest'
import { SESSION_COOKIE } from './session.js'
import { Browser } from './testing/browser.js'
import { loggedInHaulier, loggedInOperator, stackForThisFile } from './testing/stack.js'

/**
 * An id that is not one (issue 27: `claimPermit(input: { permitId: "abc" })` answered
 * INTERNAL_SERVER_ERROR). The gateway refuses it without calling the API, in the one place
 * mutations turn failures into `userErrors`, and only after the checks the API makes first:
 * a user error in the caller's language for those the mutation is for, FORBIDDEN for the other
 * role, UNAUTHENTICATED without a session.
 */
const stack = stackForThisFile()

const CLAIM = `mutation ($input: PermitReviewInput!) {
  claimPermit(input: $input) { permit { id } userErrors { field message code } }
}`
const CLAIM_REQUEST = `mutation ($input: RequestReviewInput!) {
  claimRequest(input: $input) { request { id } userErrors { field message code } }
}`
const DELETE_DRIVER = `mutation ($id: ID!) {
  deleteDriver(id: $id) { deletedDriverId userErrors { field message code } }
}`

let operatorToken: string | undefined
let haulier: Browser
beforeAll(async () => {
  operatorToken = (await loggedInOperator(stack)).cookies.get(SESSION_COOKIE)
  haulier = (await loggedInHaulier(stack)).browser
})
const operatorIn = (lang: string) => new Browser(stack.gateway.url, { token: operatorToken, lang })

describe('an id that is not one', () => {
  test.each([
    ['en', 'Not a valid id: an id is a whole number from 1.'],
    ['ru', 'Неверный идентификатор: это целое число от 1.'],
    ['tm', 'Nädogry belgi: belgi 1-den başlaýan bitin san bolmaly.'],
  ])(
    'an operator claiming permit "abc" gets a user error at permitId (%s)',
    async (lang, message) => {
      for (const permitId of ['abc', '', '0', '-1', '1.5', '2147483648', ' 1']) {
        const answer = await operatorIn(lang).graphql(CLAIM, { input: { permitId } })
        expect(answer.errors, permitId).toBeUndefined()
        expect(answer.data.claimPermit).toEqual({
          permit: null,
          userErrors: [{ field: ['permitId'], message, code: 'INVALID' }],
        })
      }
    },
  )

  test('a request of the office likewise', async () => {
    const answer = await operatorIn('en').graphql(CLAIM_REQUEST, {
      input: { model: 'LOADING_PERMISSION', requestId: 'abc' },
    })
    expect(answer.errors).toBeUndefined()
    expect(answer.data.claimRequest.userErrors).toEqual([
      expect.objectContaining({ field: ['requestId'], code: 'INVALID' }),
    ])
  })

  test('a haulier is FORBIDDEN the office, and nobody is UNAUTHENTICATED, whatever the id', async () => {
    const asHaulier = await haulier.graphql(CLAIM, { input: { permitId: 'abc' } })
    expect(asHaulier.errors).toEqual([
      expect.objectContaining({ path: ['claimPermit'], extensions: { code: 'FORBIDDEN' } }),
    ])
    const asNobody = await stack.browser().graphql(CLAIM, { input: { permitId: 'abc' } })
    expect(asNobody.errors).toEqual([
      expect.objectContaining({ path: ['claimPermit'], extensions: { code: 'UNAUTHENTICATED' } }),
    ])
  })

  test("the cabinet's mutations keep the same order: a haulier's user error, the operator's FORBIDDEN", async () => {
    const asHaulier = await haulier.graphql(DELETE_DRIVER, { id: 'abc' })
    expect(asHaulier.errors).toBeUndefined()
    expect(asHaulier.data.deleteDriver.userErrors).toEqual([
      expect.objectContaining({ field: ['id'], code: 'INVALID' }),
    ])
    const asOperator = await operatorIn('en').graphql(DELETE_DRIVER, { id: 'abc' })
    expect(asOperator.errors).toEqual([
      expect.objectContaining({ path: ['deleteDriver'], extensions: { code: 'FORBIDDEN' } }),
    ])
    const asNobody = await stack.browser().graphql(DELETE_DRIVER, { id: 'abc' })
    expect(asNobody.errors).toEqual([
      expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }),
    ])
  })
})
