import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import { decide, openPayment } from '../testing/payments.js'
import { move, permitReadyHaulier, permitToPay, requestPermit } from '../testing/permits.js'
import type { TestServer } from '../testing/test-server.js'

let operatorToken: string
const WEB = 'http://web.test:8080'
test.override({ serverEnv: { PUBLIC_URL: WEB } })
test.beforeAll(async ({ server }) => {
  operatorToken = (await operator(server)).token
})

const permitRow = (server: TestServer, id: number) =>
  server.db.selectFrom('permits').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const paymentsOf = (server: TestServer, permitId: number) =>
  server.db
    .selectFrom('payments')
    .selectAll()
    .where('permit_id', '=', permitId)
    .orderBy('id')
    .execute()
const historyOf = (server: TestServer, subject: 'permit' | 'payment', id: number) =>
  server.db
    .selectFrom('status_changes')
    .select(['actor_id', 'actor_role', 'from_status', 'to_status', 'reason'])
    .where('subject', '=', subject)
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute()

describe('paying for an e-permit', () => {
  it('goes from a new request to a paid and successful e-permit through the sandbox', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server, { lang: 'en' })
    const id = await requestPermit(server, user)
    await move(server, operatorToken, id, { status: 2 })
    await move(server, operatorToken, id, { status: 3, price: 275.5 })
    const toPay = await server.get('/api/request-to-permission', { token: user.token })
    expect(toPay.body.data.permits[0]).toMatchObject({ id, status: 3, to_pay: true, price: 275.5 })

    const page = await openPayment(server, user, id)
    expect(page.origin).toBe(server.url)
    expect(page.pathname).toMatch(/^\/api\/payments\/sandbox\/[\w-]{43}$/)
    const shown = await fetch(page)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('content-type')).toMatch(/^text\/html/)
    expect(shown.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(shown.headers.get('cache-control')).toBe('no-store')
    const html = await shown.text()
    expect(html).toContain('275.50 manat')
    expect(html).toContain(`E-permit No. ${id}`)
    expect(html).toContain('>Pay</button>')
    expect(html).toContain('>Decline</button>')
    expect(html).not.toMatch(/<script|https?:\/\/(?!web\.test)/)

    const { returnUrl, returned } = await decide(page, 'paid')
    expect(returnUrl.pathname).toBe('/api/payments/return')
    expect(returned.status).toBe(303)
    expect(returned.headers.get('location')).toBe(
      `${WEB}/online-application/ePermitHistory?payment=${id}`,
    )

    const paid = await server.get('/api/request-to-permission', { token: user.token })
    expect(paid.body.data.payment_status).toBe('success')
    expect(paid.body.data.permits[0]).toMatchObject({
      id,
      status: 4,
      to_pay: false,
      last_payment: { outcome: 'success' },
    })
    const again = await server.get('/api/request-to-permission', { token: user.token })
    expect(again.body.data.payment_status).toBeUndefined()

    const [payment] = await paymentsOf(server, id)
    expect(payment).toMatchObject({ status: 'paid', amount: 275.5, provider: 'sandbox' })
    expect(await historyOf(server, 'payment', payment?.id ?? 0)).toEqual([
      {
        actor_id: user.id,
        actor_role: 'client',
        from_status: null,
        to_status: 'pending',
        reason: null,
      },
      {
        actor_id: null,
        actor_role: 'payment_provider',
        from_status: 'pending',
        to_status: 'paid',
        reason: null,
      },
    ])
    const letter = await server.outbox.latestTo(user.email)
    expect(letter.subject).toContain(`E-permit No. ${id}: Paid`)
    expect(letter.text).toContain(`${WEB}/online-application/ePermitHistory`)

    await move(server, operatorToken, id, { status: 5 })
    expect((await permitRow(server, id)).status).toBe(5)
    expect(
      (await historyOf(server, 'permit', id)).map((row) => [
        row.from_status,
        row.to_status,
        row.actor_role,
      ]),
    ).toEqual([
      [null, '1', 'client'],
      ['1', '2', 'operator'],
      ['2', '3', 'operator'],
      ['3', '4', 'payment_provider'],
      ['4', '5', 'operator'],
    ])
  })

  it('keeps the e-permit to pay after a declined payment and tells the failure once', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const id = await permitToPay(server, user, operatorToken)
    const page = await openPayment(server, user, id)
    const { returned } = await decide(page, 'declined')
    expect(returned.status).toBe(303)
    expect(await permitRow(server, id)).toMatchObject({ status: 3, payment_notice: 'failure' })
    const list = await server.get('/api/request-to-permission', { token: user.token })
    expect(list.body.data.payment_status).toBe('failure')
    expect(list.body.data.permits[0]).toMatchObject({ status: 3, to_pay: true })
    expect(
      (await server.get('/api/request-to-permission', { token: user.token })).body.data
        .payment_status,
    ).toBeUndefined()
    expect((await paymentsOf(server, id)).map((payment) => payment.status)).toEqual(['declined'])

    // The client may try again with a new payment.
    await decide(await openPayment(server, user, id), 'paid')
    expect((await permitRow(server, id)).status).toBe(4)
  })

  it('refuses to pay twice, and a replayed return changes nothing', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const id = await permitToPay(server, user, operatorToken)
    const { returnUrl } = await decide(await openPayment(server, user, id), 'paid')
    expect((await permitRow(server, id)).status).toBe(4)
    await server.get('/api/request-to-permission', { token: user.token })

    const replay = await fetch(returnUrl, {
      redirect: 'manual',
      headers: { 'accept-language': 'en' },
    })
    expect(replay.status).toBe(409)
    expect(await replay.text()).toContain('already been completed')
    const declineReplay = new URL(returnUrl)
    declineReplay.searchParams.set('outcome', 'declined')
    expect((await fetch(declineReplay, { redirect: 'manual' })).status).toBe(400)

    const twice = await server.post(
      '/api/payment',
      { permit_id: id },
      { token: user.token, lang: 'en' },
    )
    expect(twice.status).toBe(422)
    expect(twice.body.errors).toEqual({ permit_id: ['This e-permit has already been paid.'] })
    expect((await paymentsOf(server, id)).map((payment) => payment.status)).toEqual(['paid'])
    const list = await server.get('/api/request-to-permission', { token: user.token })
    expect(list.body.data.payment_status).toBeUndefined()
  })

  it('applies one of two simultaneous returns of the same payment', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const id = await permitToPay(server, user, operatorToken)
    const page = await openPayment(server, user, id)
    const posted = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    })
    const returnUrl = posted.headers.get('location') ?? ''
    const answers = await Promise.all([
      fetch(returnUrl, { redirect: 'manual' }),
      fetch(returnUrl, { redirect: 'manual' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409])
    expect((await paymentsOf(server, id)).map((payment) => payment.status)).toEqual(['paid'])
    expect(
      (await historyOf(server, 'permit', id)).filter((row) => row.to_status === '4'),
    ).toHaveLength(1)
  })

  it('changes nothing on a forged or missing signature', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const id = await permitToPay(server, user, operatorToken)
    const page = await openPayment(server, user, id)
    const reference = page.pathname.split('/').at(-1) ?? ''
    const forged = new URL('/api/payments/return', server.url)
    forged.searchParams.set('reference', reference)
    forged.searchParams.set('outcome', 'paid')
    forged.searchParams.set('signature', 'x'.repeat(43))
    const answer = await fetch(forged, { redirect: 'manual', headers: { 'accept-language': 'en' } })
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain('could not be verified')
    forged.searchParams.delete('signature')
    expect((await fetch(forged, { redirect: 'manual' })).status).toBe(400)
    const bare = await server.get('/api/payments/return')
    expect(bare.status).toBe(400)

    expect(await permitRow(server, id)).toMatchObject({ status: 3, payment_notice: null })
    expect((await paymentsOf(server, id)).map((payment) => payment.status)).toEqual(['pending'])
  })

  it('lets only the newest payment page complete', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const id = await permitToPay(server, user, operatorToken)
    const first = await openPayment(server, user, id)
    const second = await openPayment(server, user, id)
    expect(first.pathname).not.toBe(second.pathname)
    expect((await paymentsOf(server, id)).map((payment) => payment.status)).toEqual([
      'superseded',
      'pending',
    ])
    expect((await fetch(first)).status).toBe(409)
    const stale = await fetch(first, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    })
    expect(stale.status).toBe(409)
    await decide(second, 'paid')
    expect((await paymentsOf(server, id)).map((payment) => payment.status)).toEqual([
      'superseded',
      'paid',
    ])
  })

  it('refuses to pay an e-permit that is not to pay, and 404s for a missing or foreign one', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const other = await permitReadyHaulier(server)
    const fresh = await requestPermit(server, user)
    const notYet = await server.post(
      '/api/payment',
      { permit_id: fresh },
      { token: user.token, lang: 'en' },
    )
    expect(notYet.status).toBe(422)
    expect(notYet.body.errors).toEqual({
      permit_id: ['This e-permit cannot be paid: its status is “New”.'],
    })

    const foreign = await permitToPay(server, other, operatorToken)
    const answer = await server.post('/api/payment', { permit_id: foreign }, { token: user.token })
    expect(answer.status).toBe(404)
    expect(
      (await server.post('/api/payment', { permit_id: 2_147_483_647 }, { token: user.token }))
        .status,
    ).toBe(404)
    expect(await paymentsOf(server, foreign)).toEqual([])
    expect(
      (await server.post('/api/payment', { permit_id: 'x' }, { token: user.token })).status,
    ).toBe(422)
    expect((await server.post('/api/payment', { permit_id: foreign })).status).toBe(401)
  })

  it('closes an open payment when the e-permit is rejected', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const id = await permitToPay(server, user, operatorToken)
    const page = await openPayment(server, user, id)
    await move(server, operatorToken, id, { status: 6, reason: 'Ýük resminamalary doly däl' })
    const posted = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    })
    expect(posted.status).toBe(409)
    expect(await permitRow(server, id)).toMatchObject({
      status: 6,
      reason: 'Ýük resminamalary doly däl',
    })
  })

  it("shows the sandbox page in the payer's language and 404s an unknown reference", async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const id = await permitToPay(server, user, operatorToken, 150)
    const page = await openPayment(server, user, id, 'ru')
    expect(page.searchParams.get('lang')).toBe('ru')
    const russian = await (await fetch(page)).text()
    expect(russian).toContain('150,00 манат')
    expect(russian).toContain('Оплатить')
    page.searchParams.delete('lang')
    const turkmen = await (await fetch(page, { headers: { 'accept-language': 'tk' } })).text()
    expect(turkmen).toContain('Tölemek')
    expect(turkmen).toContain('lang="tk"')
    const unknown = await fetch(new URL('/api/payments/sandbox/unknown-reference', server.url))
    expect(unknown.status).toBe(404)
  })
})

describe("an e-permit's last payment", () => {
  it('belongs to its permit and reads the same however often the list is read', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const declinedId = await permitToPay(server, user, operatorToken)
    const paidId = await permitToPay(server, user, operatorToken)
    const untouchedId = await permitToPay(server, user, operatorToken)
    const before = Date.now()
    const declined = await decide(await openPayment(server, user, declinedId), 'declined')
    expect(declined.returned.headers.get('location')).toBe(
      `${WEB}/online-application/ePermitHistory?payment=${declinedId}`,
    )
    await decide(await openPayment(server, user, paidId), 'paid')

    const lastPayments = async (query = '') => {
      const list = await server.get(`/api/request-to-permission${query}`, { token: user.token })
      expect(list.status).toBe(200)
      return {
        notice: list.body.data.payment_status,
        byPermit: Object.fromEntries(
          list.body.data.permits.map((permit: { id: number; last_payment: unknown }) => [
            permit.id,
            permit.last_payment,
          ]),
        ),
      }
    }
    // A front end reading with payment_notice=keep leaves the earlier client's notice untold.
    const kept = await lastPayments('?payment_notice=keep')
    expect(kept.notice).toBe('success')
    expect(kept.byPermit[untouchedId]).toBeNull()
    expect(kept.byPermit[paidId]).toMatchObject({ outcome: 'success' })
    expect(kept.byPermit[declinedId]).toMatchObject({ outcome: 'failure' })
    const at = Date.parse(kept.byPermit[declinedId].at)
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now())

    const first = await lastPayments()
    expect(first.notice).toBe('success')
    const second = await lastPayments()
    expect(second.notice).toBeUndefined()
    expect(second.byPermit).toEqual(kept.byPermit)
    const [declinedPayment] = await paymentsOf(server, declinedId)
    expect(kept.byPermit[declinedId].at).toBe(declinedPayment?.completed_at?.toISOString())
  })

  it('refuses an unknown payment_notice value with a 422', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const answer = await server.get('/api/request-to-permission?payment_notice=take', {
      token: user.token,
      lang: 'en',
    })
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors)).toEqual(['payment_notice'])
  })
})
