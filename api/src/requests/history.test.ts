import { describe, expect } from 'vitest'
import { permissionValidUntil } from '../reference/reference.shared.js'
import { haulier } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import {
  applicationForm,
  permissionBody,
  seedCargoPermission,
  seedOnlineApplication,
} from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

type Key = [model: number, id: number]

/** 42 requests of `userId`, one a minute back from an hour ago, models taking turns. */
async function seedMixedHistory(server: TestServer, userId: number): Promise<Key[]> {
  const hourAgo = Date.now() - 60 * 60 * 1000
  const keys: Key[] = []
  for (let i = 0; i < 42; i += 1) {
    const createdAt = new Date(hourAgo - i * 60 * 1000)
    const model = (i % 3) + 1
    const number = `H-${i}`
    const id =
      model === 1
        ? await seedOnlineApplication(server, userId, { createdAt, number })
        : await seedCargoPermission(server, userId, model as 2 | 3, { createdAt, number })
    keys.push([model, id])
  }
  return keys
}

const keyOf = (item: { model_id: number; id: number }): Key => [item.model_id, item.id]

describe('GET /api/history/{page}', () => {
  it('merges applications and permissions newest first, 16 a page, with the total', async ({
    server,
  }) => {
    const user = await haulier(server)
    const other = await haulier(server)
    await seedCargoPermission(server, other.id, 2, { number: 'NOT-MINE' })
    await seedOnlineApplication(server, other.id, { number: 'NOT-MINE' })
    const older = await seedMixedHistory(server, user.id)
    // The newest two, through the API.
    const unload = await server.post(
      '/api/unload-permission',
      permissionBody({ razresheniye_no: 'API-1' }),
      {
        token: user.token,
      },
    )
    expect(unload.body.status).toBe('success')
    const application = await server.postForm('/api/online-application', applicationForm(), {
      token: user.token,
    })
    expect(application.body.status).toBe('success')

    const pages = []
    for (const page of [1, 2, 3, 4]) {
      const answer = await server.get(`/api/history/${page}`, { token: user.token })
      expect(answer.status).toBe(200)
      expect(answer.body.history_length).toBe(44)
      pages.push(answer.body.payload)
    }
    expect(pages.map((page) => page.length)).toEqual([16, 16, 12, 0])
    const listed = pages.flat()
    expect(listed.slice(0, 2).map((item) => item.model_id)).toEqual([1, 3])
    expect(listed.slice(2).map(keyOf)).toEqual(older)
    const times = listed.map((item) => Date.parse(item.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(
      listed.some((item) => (item.razresheniye_no ?? item.permission_number) === 'NOT-MINE'),
    ).toBe(false)

    expect(listed[1]).toEqual({
      id: expect.any(Number),
      model_id: 3,
      razresheniye_no: 'API-1',
      cmr_no: 'CMR-778812',
      woditel_fio: 'Hojamuradow Döwlet Annaýewiç',
      valid_until: permissionValidUntil(),
      status: 0,
      created_at: expect.any(String),
      gos_prinad: 'Turkmenistan',
      marka: 'MAN',
      gos_nomer: '4521 AGD',
      punkt_pog: 'Aşgabat, Büzmeýin ýük terminaly',
      punkt_wyg: 'Mary, Bazar ýoly 7',
      marshrut: 'Aşgabat — Tejen — Mary',
      gruz: 'Gurluşyk materiallary',
      prinad: 'Ak Ýol Logistika HJ',
      zayawitel: 'Atayew Merdan',
      mesto_wydachi: 'Aşgabat',
    })
    expect(listed[0]).toEqual({
      id: expect.any(Number),
      model_id: 1,
      permission_number: 'RZ-2026/0099',
      cmr_number: 'CMR-55120',
      woditel_fio: null,
      status: 0,
      created_at: expect.any(String),
    })

    const theirs = await server.get('/api/history/1', { token: other.token })
    expect(theirs.body.history_length).toBe(2)
    expect(theirs.body.payload.map((item: { status: number }) => item.status)).toEqual([0, 0])
  })

  it('lists a permission with everything that was filed, so it can be filed again', async ({
    server,
  }) => {
    const user = await haulier(server)
    const filed = await server.post(
      '/api/load-permission',
      permissionBody({ razresheniye_no: 'AGAIN-1', gos_prinad: 'туркменистан', marka: 'man' }),
      { token: user.token },
    )
    expect(filed.body.status).toBe('success')
    await seedOnlineApplication(server, user.id, { number: 'APP-1' })
    const answer = await server.get('/api/history/1', { token: user.token })
    const permission = answer.body.payload.find(
      (item: { razresheniye_no?: string }) => item.razresheniye_no === 'AGAIN-1',
    )
    const { razresheniye_no, cmr_no, woditel_fio, ...rest } = permissionBody()
    expect(permission).toMatchObject({
      ...rest,
      // As the API stored them: the brand's and the country's own spelling (in the language given).
      marka: 'MAN',
      gos_prinad: 'Туркменистан',
      razresheniye_no: 'AGAIN-1',
      cmr_no,
      woditel_fio,
    })
    const application = answer.body.payload.find(
      (item: { model_id: number }) => item.model_id === 1,
    )
    expect(application).not.toHaveProperty('marka')
  })

  it('orders requests filed at the same moment by id, then model', async ({ server }) => {
    const user = await haulier(server)
    const createdAt = new Date('2026-01-05T10:00:00Z')
    const permission = await seedCargoPermission(server, user.id, 2, { createdAt })
    const application = await seedOnlineApplication(server, user.id, { createdAt })
    const answer = await server.get('/api/history/1', { token: user.token })
    const expected: Key[] = [
      [2, permission],
      [1, application],
    ].sort(
      (a, b) => (b[1] as number) - (a[1] as number) || (b[0] as number) - (a[0] as number),
    ) as Key[]
    expect(answer.body.payload.map(keyOf)).toEqual(expected)
  })

  it('answers an empty first page to a client with no requests', async ({ server }) => {
    const user = await haulier(server)
    const answer = await server.get('/api/history/1', { token: user.token })
    expect(answer.body).toEqual({ payload: [], history_length: 0 })
  })

  it('answers 404 to page 0 or a page that is not a number, 401 without a session', async ({
    server,
  }) => {
    const user = await haulier(server)
    for (const page of ['0', 'abc', '-1', '1.5']) {
      const answer = await server.get(`/api/history/${page}`, { token: user.token, lang: 'en' })
      expect(answer.status, page).toBe(404)
      expect(answer.body.message).toBe('There is no such page.')
    }
    expect((await server.get('/api/history/1')).status).toBe(401)
  })
})

describe('GET /api/history-item/{model_id}/{item_id}', () => {
  it('answers one of the client’s requests as the history lists it, each kind', async ({
    server,
  }) => {
    const user = await haulier(server)
    const filed = await server.post(
      '/api/load-permission',
      permissionBody({ razresheniye_no: 'ONE-1' }),
      { token: user.token },
    )
    const application = await seedOnlineApplication(server, user.id, { number: 'APP-9' })
    const page = await server.get('/api/history/1', { token: user.token })

    const permission = await server.get(`/api/history-item/2/${filed.body.id}`, {
      token: user.token,
    })
    expect(permission.status).toBe(200)
    expect(permission.body).toEqual(
      page.body.payload.find((item: { model_id: number }) => item.model_id === 2),
    )
    expect(permission.body).toMatchObject({ razresheniye_no: 'ONE-1', status: 0 })
    const sent = await server.get(`/api/history-item/1/${application}`, { token: user.token })
    expect(sent.body).toMatchObject({ id: application, model_id: 1, permission_number: 'APP-9' })
  })

  it('answers 404 for another client’s request, another kind, none or a bad id; 401 without a session', async ({
    server,
  }) => {
    const user = await haulier(server)
    const other = await haulier(server)
    const theirs = await seedCargoPermission(server, other.id, 2)
    const mine = await seedCargoPermission(server, user.id, 2)
    for (const path of [`2/${theirs}`, `3/${mine}`, `1/${mine + 1000}`, '2/abc', '9/1']) {
      const answer = await server.get(`/api/history-item/${path}`, {
        token: user.token,
        lang: 'en',
      })
      expect(answer.status, path).toBe(404)
      expect(answer.body.message).toBe('There is no such request.')
    }
    expect((await server.get(`/api/history-item/2/${mine}`)).status).toBe(401)
  })
})

describe('POST /api/history-cancel', () => {
  async function statusOf(server: TestServer, model: number, id: number) {
    const table = model === 1 ? 'online_applications' : 'cargo_permissions'
    const row = await server.db
      .selectFrom(table)
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return row.status
  }

  it('cancels a pending request of the client and records who did it', async ({ server }) => {
    const user = await haulier(server)
    for (const model of [1, 2, 3]) {
      const id =
        model === 1
          ? await seedOnlineApplication(server, user.id)
          : await seedCargoPermission(server, user.id, model as 2 | 3)
      const answer = await server.post(
        '/api/history-cancel',
        { model_id: model, item_id: id },
        { token: user.token },
      )
      expect(answer.body).toEqual({
        status: 'success',
        item: expect.objectContaining({ id, model_id: model, status: 3 }),
      })
      const listed = await server.get('/api/history/1', { token: user.token })
      expect(answer.body.item).toEqual(
        listed.body.payload.find(
          (item: { id: number; model_id: number }) => item.id === id && item.model_id === model,
        ),
      )
      expect(await statusOf(server, model, id)).toBe(3)
      const changes = await server.db
        .selectFrom('status_changes')
        .selectAll()
        .where('subject', '=', model === 1 ? 'online_application' : 'cargo_permission')
        .where('subject_id', '=', id)
        .execute()
      expect(changes).toMatchObject([
        {
          owner_id: user.id,
          actor_id: user.id,
          actor_role: 'client',
          from_status: '0',
          to_status: '3',
        },
      ])
    }
    const history = await server.get('/api/history/1', { token: user.token })
    expect(history.body.payload.map((item: { status: number }) => item.status)).toEqual([3, 3, 3])
  })

  it('answers failure for a request that is no longer pending and leaves it as it was', async ({
    server,
  }) => {
    const user = await haulier(server)
    const cases = [
      [3, 'Canceled'],
      [1, 'Accepted'],
      [2, 'Declined'],
    ] as const
    for (const [status, name] of cases) {
      const id = await seedCargoPermission(server, user.id, 2, { status })
      const answer = await server.post(
        '/api/history-cancel',
        { model_id: 2, item_id: id },
        { token: user.token, lang: 'en' },
      )
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({
        status: 'failure',
        message: `This request cannot be canceled: its status is “${name}”. Only a pending request can be canceled.`,
        item: expect.objectContaining({ id, model_id: 2, status, valid_until: '2030-01-01' }),
      })
      expect(await statusOf(server, 2, id)).toBe(status)
    }
    const changes = await server.db
      .selectFrom('status_changes')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute()
    expect(changes).toEqual([])
  })

  it("answers 404 for another client's request, or a model it is not, and changes nothing", async ({
    server,
  }) => {
    const user = await haulier(server)
    const other = await haulier(server)
    const theirs = await seedCargoPermission(server, other.id, 2)
    const theirApplication = await seedOnlineApplication(server, other.id)
    for (const [model, id] of [
      [2, theirs],
      [1, theirApplication],
      [3, theirs],
      [2, 2_000_000_000],
    ]) {
      const answer = await server.post(
        '/api/history-cancel',
        { model_id: model, item_id: id },
        { token: user.token, lang: 'ru' },
      )
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe('Такой заявки нет.')
    }
    const mine = await seedCargoPermission(server, user.id, 2)
    const wrongModel = await server.post(
      '/api/history-cancel',
      { model_id: 3, item_id: mine },
      { token: user.token },
    )
    expect(wrongModel.status).toBe(404)
    expect(await statusOf(server, 2, theirs)).toBe(0)
    expect(await statusOf(server, 1, theirApplication)).toBe(0)
    expect(await statusOf(server, 2, mine)).toBe(0)
  })

  it('answers 422 for a model or an id that cannot be, and 401 without a session', async ({
    server,
  }) => {
    const user = await haulier(server)
    const answer = await server.post(
      '/api/history-cancel',
      { model_id: 7, item_id: 'x' },
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      model_id: ['The request type must not be greater than 3.'],
      item_id: ['The request must be a whole number.'],
    })
    const missing = await server.post('/api/history-cancel', {}, { token: user.token, lang: 'en' })
    expect(Object.keys(missing.body.errors).sort()).toEqual(['item_id', 'model_id'])
    expect((await server.post('/api/history-cancel', { model_id: 1, item_id: 1 })).status).toBe(401)
  })
})
