import { expect } from 'vitest'
import { decide, openPayment } from './payments.js'
import { pdfText } from './permit-documents.js'
import { type PermitHaulier, permitReadyHaulier, permitToPay } from './permits.js'
import type { TestServer } from './test-server.js'

/** A new haulier's e-permit, priced and paid in the sandbox, the payment opened in `lang`. */
export async function paidPermit(
  server: TestServer,
  operatorToken: string,
  options: { lang?: 'tm' | 'ru' | 'en'; price?: number } = {},
): Promise<{ user: PermitHaulier; permitId: number }> {
  const lang = options.lang ?? 'tm'
  const user = await permitReadyHaulier(server, { lang })
  const permitId = await permitToPay(server, user, operatorToken, options.price ?? 150)
  const { returned } = await decide(await openPayment(server, user, permitId, lang), 'paid')
  expect(returned.status).toBe(303)
  return { user, permitId }
}

/** The receipts and credit notes of an e-permit, as `token`'s holder lists them. */
export async function receiptsOf(server: TestServer, token: string, permitId: number) {
  const answer = await server.get(`/api/receipts?permit_ids=${permitId}`, { token })
  expect(answer.status).toBe(200)
  return answer.body.receipts as {
    id: number
    kind: 'receipt' | 'credit_note'
    number: string
    amount: number
    issued_at: string
    pdf_url: string
  }[]
}

/** A receipt's PDF as `token`'s holder downloads it: the answer, and its text on one line. */
export async function receiptPdf(server: TestServer, token: string, receiptId: number) {
  const response = await fetch(`${server.url}/api/receipts/${receiptId}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = response.status === 200 ? (await pdfText(bytes)).replace(/\s+/g, ' ') : ''
  return { response, bytes, text }
}
