import { describe, expect } from 'vitest'
import { RATE_RULES } from '../http/rate-limit.js'
import { PERMISSION_VALIDITY_DAYS, permissionValidUntil } from '../reference/reference.shared.js'
import { haulier } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { permissionBody } from '../testing/requests.js'

describe('loading permission form data', () => {
  it('answers brands and countries as JSON text and the validity period in days', async ({
    server,
  }) => {
    const user = await haulier(server)
    const answer = await server.get('/api/load-permission', { token: user.token, lang: 'en' })
    expect(answer.status).toBe(200)
    expect(answer.body.validity_period).toBe(String(PERMISSION_VALIDITY_DAYS))
    const brands = JSON.parse(answer.body.brands)
    const countries = JSON.parse(answer.body.countries)
    expect(brands).toContainEqual({ id: expect.any(Number), title: 'MAN' })
    expect(countries).toContainEqual({ id: expect.any(Number), title: 'Turkmenistan' })
    const russian = await server.get('/api/load-permission', { token: user.token, lang: 'ru' })
    expect(JSON.parse(russian.body.countries)).toContainEqual({
      id: expect.any(Number),
      title: 'Туркменистан',
    })
  })

  it('answers 401 without a session', async ({ server }) => {
    expect((await server.get('/api/load-permission')).status).toBe(401)
  })
})

describe.each([
  ['/api/load-permission', 2],
  ['/api/unload-permission', 3],
])('POST %s', (url, kind) => {
  it('files a pending permission valid for the period, with its first status change', async ({
    server,
  }) => {
    const user = await haulier(server)
    const answer = await server.post(
      url,
      permissionBody({ marka: ' man ', gos_prinad: 'Туркменистан', gruz: '  Pagta  ' }),
      { token: user.token },
    )
    expect(answer.status).toBe(200)
    const row = await server.db
      .selectFrom('cargo_permissions')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(answer.body).toEqual({ status: 'success', id: row.id })
    expect(row).toMatchObject({
      kind,
      status: 0,
      marka: 'MAN',
      gos_prinad: 'Туркменистан',
      gruz: 'Pagta',
      valid_until: permissionValidUntil(),
    })
    const changes = await server.db
      .selectFrom('status_changes')
      .selectAll()
      .where('subject', '=', 'cargo_permission')
      .where('subject_id', '=', row.id)
      .execute()
    expect(changes).toMatchObject([
      {
        owner_id: user.id,
        actor_id: user.id,
        actor_role: 'client',
        from_status: null,
        to_status: '0',
      },
    ])
  })

  it('answers 422 per field in the language of the request and files nothing', async ({
    server,
  }) => {
    const user = await haulier(server)
    const answer = await server.post(
      url,
      permissionBody({
        razresheniye_no: '   ',
        cmr_no: 'x'.repeat(51),
        marka: 'Not-a-brand',
        woditel_fio: undefined,
      }),
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      razresheniye_no: ['The permission number field is required.'],
      cmr_no: ['The CMR number field must not be longer than 50 characters.'],
      woditel_fio: ["The driver's (carrier's) full name field is required."],
    })
    const brand = await server.post(
      url,
      permissionBody({ marka: 'Not-a-brand', gos_prinad: 'Atlantis' }),
      {
        token: user.token,
        lang: 'ru',
      },
    )
    expect(brand.status).toBe(422)
    expect(brand.body.errors).toEqual({
      marka: ['Выберите значение поля «Марка автомобиля» из списка.'],
      gos_prinad: ['Выберите значение поля «Государственная принадлежность автомобиля» из списка.'],
    })
    const rows = await server.db
      .selectFrom('cargo_permissions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(rows).toEqual([])
  })

  it('files only for the caller, whatever else the body claims', async ({ server }) => {
    const user = await haulier(server)
    const victim = await haulier(server)
    const forged = {
      ...permissionBody({ razresheniye_no: 'FORGED' }),
      user_id: victim.id,
      kind: kind === 2 ? 3 : 2,
      status: 1,
      created_at: '2030-01-01T00:00:00Z',
      extra: 1,
    }
    const answer = await server.post(url, forged, { token: user.token })
    expect(answer.status).toBe(200)
    const rows = await server.db
      .selectFrom('cargo_permissions')
      .select(['user_id', 'kind', 'status', 'created_at'])
      .where('razresheniye_no', '=', 'FORGED')
      .where('user_id', 'in', [user.id, victim.id])
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ user_id: user.id, kind, status: 0 })
    expect(new Date(rows[0]?.created_at as Date).getFullYear()).toBeLessThan(2030)
  })

  it('answers 401 without a session', async ({ server }) => {
    expect((await server.post(url, permissionBody())).status).toBe(401)
  })
})

describe('validity', () => {
  it('counts the period from the day in Ashgabat', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in Ashgabat (UTC+5).
    expect(permissionValidUntil(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-31')
    expect(permissionValidUntil(new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-30')
  })
})

describe('how often one account files', () => {
  it('counts successful filings and refuses with 429 once an hour holds 60', async ({ server }) => {
    const user = await haulier(server)
    const filed = await server.post('/api/load-permission', permissionBody(), { token: user.token })
    expect(filed.status).toBe(200)
    const refused = await server.post(
      '/api/unload-permission',
      { nonsense: true },
      { token: user.token },
    )
    expect(refused.status).toBe(422)
    // One filing counted, the refused one did not: 58 more make 59, so one more may be filed.
    await server.limiter.fill(RATE_RULES.submissionsPerUser, String(user.id), 58)
    const sixtieth = await server.post('/api/load-permission', permissionBody(), {
      token: user.token,
    })
    expect(sixtieth.status).toBe(200)
    const answer = await server.post('/api/unload-permission', permissionBody(), {
      token: user.token,
      lang: 'en',
    })
    expect(answer.status).toBe(429)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(answer.body.message).toMatch(/60/)
    const rows = await server.db
      .selectFrom('cargo_permissions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(rows).toHaveLength(2)
  })
})
