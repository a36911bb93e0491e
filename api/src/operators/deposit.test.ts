import { describe, expect } from 'vitest'
import { haulier, operator, seedClientProfile } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

const balanceOf = (server: TestServer, userId: number, isLegal: boolean) =>
  server.db
    .selectFrom('client_profiles')
    .select('balance')
    .where('user_id', '=', userId)
    .where('is_legal', '=', isLegal)
    .executeTakeFirst()

describe("a client's deposit", () => {
  it('is false without a profile or before a deposit is opened, and the amount once it is', async ({
    server,
  }) => {
    const client = await haulier(server)
    expect((await server.get('/api/get/deposit/1', { token: client.token })).body).toEqual({
      status: false,
    })
    await seedClientProfile(server, client.id, true)
    expect((await server.get('/api/get/deposit/1', { token: client.token })).body).toEqual({
      status: false,
    })
    await seedClientProfile(server, client.id, false, 1250.75)
    expect((await server.get('/api/get/deposit/0', { token: client.token })).body).toEqual({
      status: true,
      balance: 1250.75,
    })
    expect((await server.get('/api/get/deposit/1', { token: client.token })).body.status).toBe(
      false,
    )
  })

  it('is 404 for a kind other than 0 or 1, and 401 without a session', async ({ server }) => {
    const client = await haulier(server)
    expect((await server.get('/api/get/deposit/5', { token: client.token })).status).toBe(404)
    expect((await server.get('/api/get/deposit/1')).status).toBe(401)
  })
})

describe('operator deposit', () => {
  it("tells the client by e-mail, in the client's language, with the amount and a link to that data", async ({
    server,
  }) => {
    const staff = await operator(server)
    const client = await haulier(server)
    await seedClientProfile(server, client.id, true)
    await server.db.updateTable('users').set({ lang: 'ru' }).where('id', '=', client.id).execute()
    const set = await server.post(
      '/api/operator/deposit',
      { user_id: client.id, is_legal: 1, balance: 1500.5 },
      { token: staff.token },
    )
    expect(set.status).toBe(200)
    const letter = await server.outbox.latestTo(client.email)
    expect(letter.subject).toMatch(/^Ваш депозит: 1\s500,50\sTMT/)
    expect(letter.text).toContain('юридического лица')
    expect(letter.text).toContain('/online-application/legalData')
    // A refused change (no such profile) tells nobody.
    const other = await haulier(server)
    const refused = await server.post(
      '/api/operator/deposit',
      { user_id: other.id, is_legal: 0, balance: 10 },
      { token: staff.token },
    )
    expect(refused.status).toBe(404)
    expect(await server.outbox.to(other.email)).toHaveLength(0)
  })

  it('sets the balance of the profile of that kind, visible to the client', async ({ server }) => {
    const staff = await operator(server)
    const client = await haulier(server)
    await seedClientProfile(server, client.id, true)
    await seedClientProfile(server, client.id, false)

    const set = await server.post(
      '/api/operator/deposit',
      { user_id: client.id, is_legal: '1', balance: 1500.5 },
      { token: staff.token },
    )
    expect(set.status).toBe(200)
    expect(set.body).toEqual({ status: 'success', balance: 1500.5 })
    expect((await server.get('/api/get/deposit/1', { token: client.token })).body).toEqual({
      status: true,
      balance: 1500.5,
    })
    expect((await server.get('/api/get/deposit/0', { token: client.token })).body).toEqual({
      status: false,
    })

    for (const [isLegal, balance] of [
      [0, 0],
      [false, 12.3],
      [1, 99],
      [true, 0.07],
    ] as const) {
      const answer = await server.post(
        '/api/operator/deposit',
        { user_id: client.id, is_legal: isLegal, balance },
        { token: staff.token },
      )
      expect(answer.body).toEqual({ status: 'success', balance })
      const legal = isLegal === true || isLegal === 1
      expect((await balanceOf(server, client.id, legal))?.balance).toBe(balance)
    }
    expect((await server.get('/api/get/deposit/0', { token: client.token })).body).toEqual({
      status: true,
      balance: 12.3,
    })
  })

  it('is 403 for a client and 401 without a session, and changes nothing', async ({ server }) => {
    const client = await haulier(server)
    await seedClientProfile(server, client.id, true, 10)
    const body = { user_id: client.id, is_legal: 1, balance: 1_000_000 }
    const forbidden = await server.post('/api/operator/deposit', body, {
      token: client.token,
      lang: 'en',
    })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.message).toBe('You are not allowed to do this.')
    // The role is checked before the body: an invalid body still answers 403 to a client.
    expect((await server.post('/api/operator/deposit', {}, { token: client.token })).status).toBe(
      403,
    )
    expect((await server.post('/api/operator/deposit', body)).status).toBe(401)
    expect((await balanceOf(server, client.id, true))?.balance).toBe(10)
  })

  it('answers 422 for bad input and 404 when the user has no profile of that kind', async ({
    server,
  }) => {
    const staff = await operator(server)
    const client = await haulier(server)
    await seedClientProfile(server, client.id, true, 10)
    const post = (body: object) =>
      server.post('/api/operator/deposit', body, { token: staff.token, lang: 'en' })

    const missing = await post({})
    expect(missing.status).toBe(422)
    // The label of is_legal is shared with other domains' catalogs; its wording is theirs too.
    expect(missing.body.errors).toEqual({
      user_id: ['The user field is required.'],
      is_legal: [expect.stringMatching(/^The .+ field is required\.$/)],
      balance: ['The balance field is required.'],
    })
    const negative = await post({ user_id: client.id, is_legal: 1, balance: -5 })
    expect(negative.body.errors).toEqual({ balance: ['The balance must be at least 0.'] })
    const cents = await post({ user_id: client.id, is_legal: 1, balance: 10.005 })
    expect(cents.body.errors).toEqual({
      balance: ['The balance may have at most two decimal places.'],
    })
    const words = await post({ user_id: client.id, is_legal: 'yes', balance: 'a lot' })
    expect(Object.keys(words.body.errors).sort()).toEqual(['balance', 'is_legal'])
    const kind = await post({ user_id: client.id, is_legal: 2, balance: 1 })
    expect(kind.status).toBe(422)
    expect((await balanceOf(server, client.id, true))?.balance).toBe(10)

    const noProfile = await post({ user_id: client.id, is_legal: 0, balance: 5 })
    expect(noProfile.status).toBe(404)
    expect(noProfile.body.message).toBe('This user has no client data of this kind.')
    const noUser = await post({ user_id: 2_000_000_000, is_legal: 1, balance: 5 })
    expect(noUser.status).toBe(404)
  })
})
