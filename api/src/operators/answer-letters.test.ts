import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { memberOf } from '../testing/companies.js'
import { it } from '../testing/fixtures.js'
import { decide, openPayment } from '../testing/payments.js'
import { move, permitReadyHaulier, permitRequestBody } from '../testing/permits.js'
import { permissionBody } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

const subjects = async (server: TestServer, address: string) =>
  (await server.outbox.to(address)).map((letter) => letter.subject)

describe("who hears of an operator's answer (ADR 0111)", () => {
  it('mails the dispatcher who filed, in their language, and the company’s address as before', async ({
    server,
  }) => {
    const company = await permitReadyHaulier(server, { lang: 'ru' })
    const dispatcher = await memberOf(server, company.id, 'dispatcher')
    const viewer = await memberOf(server, company.id, 'viewer')
    const staff = await operator(server)
    // The dispatcher works in English: the API remembers the language they ask in.
    const filed = await server.post('/api/request-to-permission', permitRequestBody(company), {
      token: dispatcher.token,
      lang: 'en',
    })
    expect(filed.body.status).toBe('success')
    await move(server, staff.token, filed.body.id, { status: 2 })

    // The receipt of the filing, then the answer: to the filer and to the company, each in theirs.
    expect(await subjects(server, dispatcher.email)).toEqual([
      expect.stringContaining(`Received: E-permit No. ${filed.body.id}`),
      expect.stringContaining(`E-permit No. ${filed.body.id}: Under consideration`),
    ])
    expect(await subjects(server, company.email)).toEqual([
      expect.stringContaining(`Получено: Э-разрешение № ${filed.body.id}`),
      expect.stringContaining(`Э-разрешение № ${filed.body.id}: На рассмотрении`),
    ])
    // A member who filed nothing hears nothing.
    expect(await subjects(server, viewer.email)).toEqual([])

    const permission = await server.post('/api/load-permission', permissionBody(), {
      token: dispatcher.token,
      lang: 'en',
    })
    await server.post(
      '/api/operator/requests/claim',
      { model_id: 2, item_id: permission.body.id },
      { token: staff.token },
    )
    const answered = await server.post(
      '/api/operator/requests/status',
      { model_id: 2, item_id: permission.body.id, status: 2, reason: 'Route closed' },
      { token: staff.token },
    )
    expect(answered.status).toBe(200)
    const letter = await server.outbox.latestTo(dispatcher.email)
    expect(letter.subject).toContain('Declined')
    expect(letter.text).toContain('Route closed')
    expect(await subjects(server, dispatcher.email)).toHaveLength(4)
    expect(await subjects(server, company.email)).toHaveLength(4)
  })

  it('mails the dispatcher who filed when the e-permit is paid and when its document is revoked', async ({
    server,
  }) => {
    const company = await permitReadyHaulier(server, { lang: 'ru' })
    const dispatcher = await memberOf(server, company.id, 'dispatcher')
    const staff = await operator(server)
    const filed = await server.post('/api/request-to-permission', permitRequestBody(company), {
      token: dispatcher.token,
      lang: 'en',
    })
    const id: number = filed.body.id
    await move(server, staff.token, id, { status: 2 })
    await move(server, staff.token, id, { status: 3, price: 150 })
    // The company's founder pays: the dispatcher who filed hears of it all the same.
    const { returned } = await decide(await openPayment(server, company, id, 'ru'), 'paid')
    expect(returned.status).toBe(303)
    await move(server, staff.token, id, { status: 5 })
    const revoked = await server.post(
      `/api/operator/permits/${id}/revoke`,
      { reason: 'Wrong plate' },
      { token: staff.token },
    )
    expect(revoked.status).toBe(200)

    const filer = await subjects(server, dispatcher.email)
    expect(filer).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`E-permit No. ${id}: Paid`),
        expect.stringContaining(`E-permit No. ${id}: Revoked`),
      ]),
    )
    const latest = await server.outbox.latestTo(dispatcher.email)
    expect(latest.text).toContain('Wrong plate')
    expect(await subjects(server, company.email)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Э-разрешение № ${id}: Оплачено`),
        expect.stringContaining(`Э-разрешение № ${id}: Отозвано`),
      ]),
    )
  })

  it('mails only the company’s address when the founder filed, or when the filer left', async ({
    server,
  }) => {
    const company = await permitReadyHaulier(server)
    const staff = await operator(server)
    const own = await server.post('/api/request-to-permission', permitRequestBody(company), {
      token: company.token,
    })
    await move(server, staff.token, own.body.id, { status: 2 })
    // One receipt and one answer, not two of each.
    expect(await subjects(server, company.email)).toHaveLength(2)

    const dispatcher = await memberOf(server, company.id, 'dispatcher')
    const filed = await server.post('/api/request-to-permission', permitRequestBody(company), {
      token: dispatcher.token,
    })
    const left = await server.post(
      '/api/companies/leave',
      { company_id: company.id },
      { token: dispatcher.token },
    )
    expect(left.status).toBe(200)
    await move(server, staff.token, filed.body.id, { status: 6, reason: 'Incomplete' })
    // The filer had the receipt while a member; the answer, after they left, only the company.
    expect(await subjects(server, dispatcher.email)).toHaveLength(1)
    const answers = await subjects(server, company.email)
    expect(answers).toHaveLength(4)
    expect(answers.at(-1)).toContain(`№ ${filed.body.id}`)
  })

  it('mails the company’s administrators instead of its founder once the founder is out of it (ADR 0114)', async ({
    server,
  }) => {
    const company = await permitReadyHaulier(server, { lang: 'ru' })
    const administrator = await memberOf(server, company.id, 'administrator')
    const dispatcher = await memberOf(server, company.id, 'dispatcher')
    const staff = await operator(server)
    const founder = await server.db
      .selectFrom('company_members')
      .select('id')
      .where('company_id', '=', company.id)
      .where('user_id', '=', company.id)
      .executeTakeFirstOrThrow()
    const removed = await server.delete(`/api/company/members/${founder.id}`, {
      token: administrator.token,
    })
    expect(removed.status).toBe(200)

    const filed = await server.post('/api/request-to-permission', permitRequestBody(company), {
      token: dispatcher.token,
      lang: 'en',
    })
    expect(filed.body.status).toBe('success')
    await move(server, staff.token, filed.body.id, { status: 2 })
    // The removed founder hears nothing of the company's records; its administrator does.
    expect(await subjects(server, company.email)).toEqual([])
    expect(await subjects(server, administrator.email)).toEqual([
      expect.stringContaining(`Получено: Э-разрешение № ${filed.body.id}`),
      expect.stringContaining(`Э-разрешение № ${filed.body.id}: На рассмотрении`),
    ])
    expect(await subjects(server, dispatcher.email)).toHaveLength(2)
  })
})
