import { describe, expect, test } from 'vitest'
import { type Browser, dataOf } from './testing/browser.js'
import { paidPermit } from './testing/payments.js'
import { loggedInHaulier, stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

const RECEIPTS = `query ($id: ID!) { permit(id: $id) { id status
  receipts { id number kind issuedAt amount downloadUrl } } }`
const receiptsOf = async (browser: Browser, id: string) =>
  dataOf(await browser.graphql(RECEIPTS, { id })).permit

const REFUND = `mutation ($input: RejectPermitInput!) { refundPermit(input: $input) {
  permit { id status availableActions } userErrors { field code } } }`
const ACTIONS = `query ($id: ID!) { office { permit(id: $id) { availableActions } } }`

describe('receipts through the gateway', () => {
  test('a paid e-permit lists its receipt, whose PDF streams to its owner only', async () => {
    const { browser, permitId } = await paidPermit(stack)
    const permit = await receiptsOf(browser, permitId)
    expect(permit.status).toBe('PAID')
    expect(permit.receipts).toEqual([
      {
        id: expect.any(String),
        number: expect.stringMatching(/^R-\d{4}-\d{5}$/),
        kind: 'RECEIPT',
        issuedAt: expect.any(String),
        amount: 100,
        downloadUrl: `/receipts/${permit.receipts[0].id}.pdf`,
      },
    ])
    const { downloadUrl, number } = permit.receipts[0]
    const pdf = await browser.get(downloadUrl)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('content-disposition')).toContain(`${number}.pdf`)
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const { browser: stranger } = await loggedInHaulier(stack)
    expect((await stranger.get(downloadUrl)).status).toBe(404)
    expect((await stack.browser().get(downloadUrl)).status).toBe(401)
    expect((await stranger.get('/receipts/abc.pdf')).status).toBe(404)
  })

  test('an operator revokes a paid e-permit with a refund; the haulier sees the credit note', async () => {
    const { browser, operator, permitId } = await paidPermit(stack)
    const offered = dataOf(await operator.graphql(ACTIONS, { id: permitId })).office.permit
    expect(offered.availableActions).toContain('REFUND')

    const asHaulier = await browser.graphql(REFUND, { input: { permitId, reason: 'x' } })
    expect(asHaulier.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')
    const blank = dataOf(await operator.graphql(REFUND, { input: { permitId, reason: ' ' } }))
    expect(blank.refundPermit.userErrors).toEqual([{ field: ['reason'], code: expect.any(String) }])

    const reason = 'Serhet geçelgesi ýapyk'
    const refunded = dataOf(await operator.graphql(REFUND, { input: { permitId, reason } }))
    expect(refunded.refundPermit).toEqual({
      permit: { id: permitId, status: 'REJECTED', availableActions: [] },
      userErrors: [],
    })
    const again = dataOf(await operator.graphql(REFUND, { input: { permitId, reason } }))
    expect(again.refundPermit.userErrors).toEqual([{ field: null, code: 'NOT_ALLOWED' }])

    const permit = await receiptsOf(browser, permitId)
    expect(permit.status).toBe('REJECTED')
    expect(permit.receipts.map((receipt: { kind: string }) => receipt.kind)).toEqual([
      'RECEIPT',
      'CREDIT_NOTE',
    ])
    expect(permit.receipts[1].number).toMatch(/^CN-\d{4}-\d{5}$/)
    expect((await browser.get(permit.receipts[1].downloadUrl)).status).toBe(200)
  })
})
