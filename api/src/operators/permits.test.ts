import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import {
  move,
  type PermitHaulier,
  permitReadyHaulier,
  permitToPay,
  requestPermit,
} from '../testing/permits.js'
import type { TestServer } from '../testing/test-server.js'

let operatorToken: string
let operatorId: number
test.beforeAll(async ({ server }) => {
  const account = await operator(server)
  operatorToken = account.token
  operatorId = account.id
})

const statusOf = async (server: TestServer, id: number) =>
  await server.db
    .selectFrom('permits')
    .select(['status', 'price', 'reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
const historyOf = (server: TestServer, id: number) =>
  server.db
    .selectFrom('status_changes')
    .select(['actor_id', 'actor_role', 'from_status', 'to_status', 'reason'])
    .where('subject', '=', 'permit')
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute()
/** Claims the e-permit (when it is still open), then moves it. */
const post = async (server: TestServer, id: number, body: Record<string, unknown>, lang = 'en') => {
  await server.post(`/api/operator/permits/${id}/claim`, {}, { token: operatorToken })
  return server.post(`/api/operator/permits/${id}/status`, body, { token: operatorToken, lang })
}

describe('GET /api/operator/permits', () => {
  it('lists every e-permit, newest first, with its owner, filtered by status', async ({
    server,
  }) => {
    const first = await permitReadyHaulier(server)
    const second = await permitReadyHaulier(server, { isLegal: false })
    const older = await requestPermit(server, first)
    const newer = await requestPermit(server, second)
    await move(server, operatorToken, older, { status: 2 })

    const all = await server.get('/api/operator/permits', { token: operatorToken, lang: 'en' })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ page: 1, per_page: 50 })
    const ids = all.body.permits.map((permit: { id: number }) => permit.id)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    const row = all.body.permits.find((permit: { id: number }) => permit.id === newer)
    expect(row).toMatchObject({
      status: 1,
      status_name: 'New',
      to_pay: false,
      price: null,
      is_legal: false,
      owner: { id: second.id, email: second.email, name: second.name },
      client: 'Atayew Merdan Orazowiç',
      permit_type: { number: 1 },
      trailer_plate: expect.any(String),
    })
    const legal = all.body.permits.find((permit: { id: number }) => permit.id === older)
    expect(legal.client).toBe('Ak Ýol Logistika HJ')

    const filtered = await server.get('/api/operator/permits?status=2', { token: operatorToken })
    expect(filtered.body.permits.map((permit: { id: number }) => permit.id)).toContain(older)
    expect(filtered.body.permits.every((permit: { status: number }) => permit.status === 2)).toBe(
      true,
    )
    const later = await server.get('/api/operator/permits?page=1000', { token: operatorToken })
    expect(later.body.permits).toEqual([])
    expect(later.body.total).toBe(all.body.total)
    const bad = await server.get('/api/operator/permits?status=9', { token: operatorToken })
    expect(bad.status).toBe(422)
  })

  it('answers 403 to a client and 401 without a session', async ({ server }) => {
    const client = await permitReadyHaulier(server)
    const answer = await server.get('/api/operator/permits', { token: client.token })
    expect(answer.status).toBe(403)
    expect((await server.get('/api/operator/permits')).status).toBe(401)
  })
})

describe('POST /api/operator/permits/{id}/status', () => {
  it('moves an e-permit step by step, records each step and mails the client in their language', async ({
    server,
  }) => {
    const client = await permitReadyHaulier(server)
    const id = await requestPermit(server, client)
    // The client's language is the one their latest request asked for.
    await server.get('/api/request-to-permission', { token: client.token, lang: 'tm' })
    const considered = await post(server, id, { status: 2 })
    expect(considered.status).toBe(200)
    expect(considered.body).toMatchObject({
      status: 'success',
      permit: { id, status: 2, status_name: 'Under consideration' },
    })
    let letter = await server.outbox.latestTo(client.email)
    expect(letter.subject).toContain(`E-rugsatnama № ${id}: Seredilýär`)
    expect(letter.text).toContain('/online-application/ePermitHistory')

    // Without a price, the permit type's usual price is asked.
    const priced = await post(server, id, { status: 3 })
    expect(priced.body.permit).toMatchObject({ status: 3, to_pay: true, price: 150 })
    letter = await server.outbox.latestTo(client.email)
    expect(letter.subject).toContain('Tölemeli')
    expect(letter.text).toMatch(/Tölemeli möçber: 150,00\sTMT\./)

    expect(await historyOf(server, id)).toEqual([
      {
        actor_id: client.id,
        actor_role: 'client',
        from_status: null,
        to_status: '1',
        reason: null,
      },
      {
        actor_id: operatorId,
        actor_role: 'operator',
        from_status: '1',
        to_status: '2',
        reason: null,
      },
      {
        actor_id: operatorId,
        actor_role: 'operator',
        from_status: '2',
        to_status: '3',
        reason: null,
      },
    ])
  })

  it('sets the price the operator gives, in manat and tenge, and refuses a third decimal', async ({
    server,
  }) => {
    const client = await permitReadyHaulier(server)
    const id = await permitToPay(server, client, operatorToken, 1500.75)
    expect(await statusOf(server, id)).toMatchObject({ status: 3, price: 1500.75 })

    const other = await requestPermit(server, client)
    await move(server, operatorToken, other, { status: 2 })
    // The same rule as a deposit's: an amount is stored as typed or not at all, never rounded.
    const answer = await post(server, other, { status: 3, price: 312.456 })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      price: ['The price may have at most two decimal places.'],
    })
    expect(await statusOf(server, other)).toMatchObject({ status: 2, price: null })
  })

  it('tells the amount to pay in the haulier’s language, written as that language writes money', async ({
    server,
  }) => {
    const written = {
      tm: /Tölemeli möçber: 1\s500,75\sTMT\./,
      ru: /Сумма к оплате: 1\s500,75\sTMT\./,
      en: /Amount to pay: TMT\s1,500\.75\./,
    }
    for (const lang of ['tm', 'ru', 'en'] as const) {
      const client = await permitReadyHaulier(server)
      const id = await requestPermit(server, client)
      // The language the account reads in, as its last request left it.
      await server.db.updateTable('users').set({ lang }).where('id', '=', client.id).execute()
      await move(server, operatorToken, id, { status: 2 })
      await move(server, operatorToken, id, { status: 3, price: 1500.75 })
      const letter = await server.outbox.latestTo(client.email)
      expect(letter.text).toMatch(written[lang])
    }
  })

  it('rejects with a reason the client sees and is mailed', async ({ server }) => {
    const client = await permitReadyHaulier(server, { lang: 'ru' })
    const id = await requestPermit(server, client)
    const noReason = await post(server, id, { status: 6, reason: '  ' })
    expect(noReason.status).toBe(422)
    expect(noReason.body.errors).toEqual({
      reason: ['Give the reason for the rejection: the client will see it.'],
    })
    const rejected = await post(server, id, {
      status: 6,
      reason: 'Sürüjiniň şahadatnamasynyň möhleti geçýär',
    })
    expect(rejected.body.permit).toMatchObject({
      status: 6,
      reason: 'Sürüjiniň şahadatnamasynyň möhleti geçýär',
    })
    const list = await server.get('/api/request-to-permission', { token: client.token })
    expect(list.body.data.permits[0]).toMatchObject({
      status: 6,
      reason: 'Sürüjiniň şahadatnamasynyň möhleti geçýär',
    })
    const letter = await server.outbox.latestTo(client.email)
    expect(letter.subject).toContain(`Э-разрешение № ${id}: Отклонено`)
    expect(letter.text).toContain('Причина: Sürüjiniň şahadatnamasynyň möhleti geçýär')
    expect((await historyOf(server, id)).at(-1)).toMatchObject({
      from_status: '1',
      to_status: '6',
      reason: 'Sürüjiniň şahadatnamasynyň möhleti geçýär',
    })
  })

  it('refuses illegal steps with the statuses named in the request language', async ({
    server,
  }) => {
    const client = await permitReadyHaulier(server)
    const id = await requestPermit(server, client)
    const skip = await post(server, id, { status: 3, price: 100 })
    expect(skip.status).toBe(422)
    expect(skip.body.errors).toEqual({
      status: ['An e-permit cannot go from “New” to “To pay”.'],
    })
    const russian = await post(server, id, { status: 5 }, 'ru')
    expect(russian.body.errors).toEqual({
      status: ['Э-разрешение нельзя перевести из статуса «Новое» в статус «Выдано».'],
    })
    const same = await post(server, id, { status: 1 })
    expect(same.status).toBe(422)
    const outOfRange = await post(server, id, { status: 7 })
    expect(outOfRange.status).toBe(422)
    expect(outOfRange.body.errors.status).toBeDefined()
    const badPrice = await post(server, id, { status: 2, price: -5 })
    expect(badPrice.status).toBe(422)
    expect((await statusOf(server, id)).status).toBe(1)

    await move(server, operatorToken, id, { status: 6, reason: 'Gaýtalanýan haýyş' })
    const afterRejection = await post(server, id, { status: 2 })
    expect(afterRejection.body.errors.status).toEqual([
      'An e-permit cannot go from “Rejected” to “Under consideration”.',
    ])
    expect(await historyOf(server, id)).toHaveLength(2)
  })

  it('refuses to mark an e-permit paid: only a payment does that', async ({ server }) => {
    const client = await permitReadyHaulier(server)
    const id = await permitToPay(server, client, operatorToken)
    const skip = await post(server, id, { status: 4 })
    expect(skip.status).toBe(422)
    expect(skip.body.errors).toEqual({
      status: ['An e-permit becomes “Paid” only through a confirmed payment.'],
    })
    const tooEarly = await post(server, id, { status: 5 })
    expect(tooEarly.status).toBe(422)
    expect(await statusOf(server, id)).toMatchObject({ status: 3 })
  })

  it('answers 404 for a missing e-permit, 403 to a client, 401 without a session', async ({
    server,
  }) => {
    const client: PermitHaulier = await permitReadyHaulier(server)
    const id = await requestPermit(server, client)
    expect((await post(server, 2_147_483_647, { status: 2 })).status).toBe(404)
    expect((await post(server, 0, { status: 2 })).status).toBe(404)
    const asClient = await server.post(
      `/api/operator/permits/${id}/status`,
      { status: 2 },
      { token: client.token },
    )
    expect(asClient.status).toBe(403)
    expect((await server.post(`/api/operator/permits/${id}/status`, { status: 2 })).status).toBe(
      401,
    )
    expect((await statusOf(server, id)).status).toBe(1)
  })
})
