import { describe, expect } from 'vitest'
import { haulier, operator } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import {
  applicationForm,
  pdfOfSize,
  pngBytes,
  seedCargoPermission,
  seedOnlineApplication,
} from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

async function statusOf(server: TestServer, model: number, id: number) {
  const table = model === 1 ? 'online_applications' : 'cargo_permissions'
  const row = await server.db
    .selectFrom(table)
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return row.status
}

async function changesOf(server: TestServer, model: number, id: number) {
  return server.db
    .selectFrom('status_changes')
    .selectAll()
    .where('subject', '=', model === 1 ? 'online_application' : 'cargo_permission')
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute()
}

describe('GET /api/operator/requests/{page}', () => {
  it("lists every client's requests newest first with owners and attachment links", async ({
    server,
  }) => {
    const staff = await operator(server)
    const first = await haulier(server)
    const second = await haulier(server)
    const permission = await seedCargoPermission(server, first.id, 3, {
      number: 'UNLOAD-7',
      createdAt: new Date(Date.now() - 60_000),
    })
    const form = applicationForm([
      ['yuztutma', pngBytes(), 'letter.png'],
      ['dowlet_sanaw', pdfOfSize(5000), 'sanaw.pdf'],
    ])
    expect(
      (await server.postForm('/api/online-application', form, { token: second.token })).body,
    ).toEqual({ status: 'success', id: expect.any(Number) })

    const answer = await server.get('/api/operator/requests/1', { token: staff.token })
    expect(answer.status).toBe(200)
    expect(answer.body.per_page).toBe(50)
    expect(answer.body.total).toBe(2)
    const [application, unload] = answer.body.payload
    expect(unload).toMatchObject({
      id: permission,
      model_id: 3,
      status: 0,
      razresheniye_no: 'UNLOAD-7',
      marka: 'MAN',
      valid_until: '2030-01-01',
      owner: { id: first.id, email: first.email },
    })
    expect(application).toMatchObject({
      model_id: 1,
      status: 0,
      corpname: 'Ak Ýol Logistika HJ',
      phone: '+99365123456',
      owner: { id: second.id, email: second.email },
    })
    expect(application.files.map((file: { field: string }) => file.field)).toEqual([
      'yuztutma',
      'dowlet_sanaw',
    ])
    const sanaw = application.files[1]
    expect(sanaw).toMatchObject({ name: 'sanaw.pdf', mime: 'application/pdf', size: 5000 })
    expect(sanaw.url).toBe(`${server.url}/api/files/${sanaw.id}`)
    const download = await server.get(`/api/files/${sanaw.id}`, { token: staff.token })
    expect(download.status).toBe(200)
    expect(download.text.startsWith('%PDF-')).toBe(true)
    // A PDF opens in the browser's viewer, which Chrome refuses in a sandboxed document; every
    // other file stays sandboxed. Neither may run anything of this origin.
    const pdfPolicy = download.headers.get('content-security-policy') ?? ''
    expect(pdfPolicy).toContain("default-src 'none'")
    expect(pdfPolicy).not.toContain('sandbox')
    expect(download.headers.get('x-content-type-options')).toBe('nosniff')
    const letter = await server.get(`/api/files/${application.files[0].id}`, { token: staff.token })
    expect(letter.headers.get('content-type')).not.toBe('application/pdf')
    expect(letter.headers.get('content-security-policy')).toMatch(/default-src 'none'.*; sandbox$/)

    const pending = await server.get('/api/operator/requests/1?status=0', { token: staff.token })
    expect(pending.body.total).toBe(2)
    const accepted = await server.get('/api/operator/requests/1?status=1', { token: staff.token })
    expect(accepted.body).toMatchObject({ payload: [], total: 0, per_page: 50 })
    expect(
      (await server.get('/api/operator/requests/2', { token: staff.token })).body.payload,
    ).toEqual([])
  })

  it('answers 403 to a client, 401 without a session, 404 to page 0, 422 to a bad filter', async ({
    server,
  }) => {
    const client = await haulier(server)
    const staff = await operator(server)
    const refused = await server.get('/api/operator/requests/1', {
      token: client.token,
      lang: 'en',
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('You are not allowed to do this.')
    expect((await server.get('/api/operator/requests/1')).status).toBe(401)
    expect((await server.get('/api/operator/requests/0', { token: staff.token })).status).toBe(404)
    const filter = await server.get('/api/operator/requests/1?status=9', { token: staff.token })
    expect(filter.status).toBe(422)
  })
})

/** Operators answer only what they have claimed. */
async function claim(server: TestServer, token: string, model: number, id: number) {
  const answer = await server.post(
    '/api/operator/requests/claim',
    { model_id: model, item_id: id },
    { token },
  )
  expect(answer.status).toBe(200)
}

describe('POST /api/operator/requests/status', () => {
  it('accepts a pending permission, records the operator and e-mails the client in their language', async ({
    server,
  }) => {
    const staff = await operator(server)
    const client = await haulier(server, { lang: 'tm' })
    const id = await seedCargoPermission(server, client.id, 2, { number: 'LOAD-15' })
    await claim(server, staff.token, 2, id)
    const answer = await server.post(
      '/api/operator/requests/status',
      { model_id: 2, item_id: id, status: 1 },
      { token: staff.token },
    )
    expect(answer.body).toMatchObject({
      status: 'success',
      item: { id, model_id: 2, status: 1, claim: null, actions: [] },
    })
    expect(await statusOf(server, 2, id)).toBe(1)
    expect(await changesOf(server, 2, id)).toMatchObject([
      {
        owner_id: client.id,
        actor_id: staff.id,
        actor_role: 'operator',
        from_status: '0',
        to_status: '1',
      },
    ])
    const letter = await server.outbox.latestTo(client.email)
    expect(letter.subject).toContain('Ýüklemäge rugsatnama № LOAD-15: Kabul edildi')
    expect(letter.text).toContain('/online-application/history')
  })

  it('calls an acceptance’s comment a note, and each status and kind by the screens’ words', async ({
    server,
  }) => {
    const staff = await operator(server)
    const said = {
      tm: [
        'Düşürmäge rugsatnama № UNL-7: täze ýagdaýy — «Kabul edildi».',
        'Operatoryň belligi: Ertir 10:00',
      ],
      ru: [
        'Разрешение на разгрузку № UNL-7: новый статус — «Принято».',
        'Комментарий оператора: Ertir 10:00',
      ],
      en: [
        'Unloading permission No. UNL-7: its status is now “Accepted”.',
        'The operator’s note: Ertir 10:00',
      ],
    }
    for (const lang of ['tm', 'ru', 'en'] as const) {
      const client = await haulier(server, { lang })
      const id = await seedCargoPermission(server, client.id, 3, { number: 'UNL-7' })
      await claim(server, staff.token, 3, id)
      const answer = await server.post(
        '/api/operator/requests/status',
        { model_id: 3, item_id: id, status: 1, reason: 'Ertir 10:00' },
        { token: staff.token },
      )
      expect(answer.status).toBe(200)
      const letter = await server.outbox.latestTo(client.email)
      for (const line of said[lang]) expect(letter.text).toContain(line)
      expect(letter.text).not.toMatch(/Sebäbi|Причина|Reason/)
    }
  })

  it('declines a pending online application with a reason told to the client', async ({
    server,
  }) => {
    const staff = await operator(server)
    const client = await haulier(server, { lang: 'en' })
    const id = await seedOnlineApplication(server, client.id)
    await claim(server, staff.token, 1, id)
    const answer = await server.post(
      '/api/operator/requests/status',
      { model_id: 1, item_id: id, status: 2, reason: 'The registration document is unreadable.' },
      { token: staff.token },
    )
    expect(answer.body).toMatchObject({ status: 'success', item: { status: 2 } })
    expect(await statusOf(server, 1, id)).toBe(2)
    expect(await changesOf(server, 1, id)).toMatchObject([
      {
        actor_role: 'operator',
        from_status: '0',
        to_status: '2',
        reason: 'The registration document is unreadable.',
      },
    ])
    const letter = await server.outbox.latestTo(client.email)
    expect(letter.subject).toContain(`Online application No. ${id}: Declined`)
    expect(letter.text).toContain('Reason: The registration document is unreadable.')
    expect(letter.text).toContain('The registration document is unreadable.')
    const history = await server.get('/api/history/1', { token: client.token })
    expect(history.body.payload[0]).toMatchObject({ id, model_id: 1, status: 2 })
  })

  it('refuses to answer a request that is not pending, or with a status other than 1 or 2', async ({
    server,
  }) => {
    const staff = await operator(server)
    const client = await haulier(server)
    const accepted = await seedCargoPermission(server, client.id, 3, { status: 1 })
    const canceled = await seedCargoPermission(server, client.id, 2, { status: 3 })
    const pending = await seedCargoPermission(server, client.id, 2)
    await claim(server, staff.token, 2, pending)
    const cases = [
      [
        { model_id: 3, item_id: accepted, status: 2 },
        'Only a pending request can be accepted or declined; the status of this one is “Accepted”.',
      ],
      [
        { model_id: 2, item_id: canceled, status: 1 },
        'Only a pending request can be accepted or declined; the status of this one is “Canceled”.',
      ],
      [
        { model_id: 2, item_id: pending, status: 3 },
        'An operator can only set the status 1 (“Accepted”) or 2 (“Declined”).',
      ],
      [
        { model_id: 2, item_id: pending, status: 0 },
        'An operator can only set the status 1 (“Accepted”) or 2 (“Declined”).',
      ],
    ] as const
    for (const [body, message] of cases) {
      const answer = await server.post('/api/operator/requests/status', body, {
        token: staff.token,
        lang: 'en',
      })
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toEqual({ status: [message] })
    }
    expect(await statusOf(server, 3, accepted)).toBe(1)
    expect(await statusOf(server, 2, canceled)).toBe(3)
    expect(await statusOf(server, 2, pending)).toBe(0)
    // No letter: the account was made without sign-up mail, and a refused answer mails nothing.
    await server.mailDelivered()
    expect(await server.outbox.to(client.email)).toHaveLength(0)
  })

  it('answers 404 for a request that does not exist or is of another model', async ({ server }) => {
    const staff = await operator(server)
    const client = await haulier(server)
    const id = await seedCargoPermission(server, client.id, 2)
    for (const body of [
      { model_id: 3, item_id: id, status: 1 },
      { model_id: 1, item_id: 2_000_000_000, status: 1 },
    ]) {
      const answer = await server.post('/api/operator/requests/status', body, {
        token: staff.token,
      })
      expect(answer.status).toBe(404)
    }
    expect(await statusOf(server, 2, id)).toBe(0)
  })

  it('answers 403 to a client (even for their own request) and 401 without a session', async ({
    server,
  }) => {
    const client = await haulier(server)
    const id = await seedCargoPermission(server, client.id, 2)
    const answer = await server.post(
      '/api/operator/requests/status',
      { model_id: 2, item_id: id, status: 1 },
      { token: client.token },
    )
    expect(answer.status).toBe(403)
    expect(await statusOf(server, 2, id)).toBe(0)
    const anonymous = await server.post('/api/operator/requests/status', {
      model_id: 2,
      item_id: id,
      status: 1,
    })
    expect(anonymous.status).toBe(401)
  })
})
