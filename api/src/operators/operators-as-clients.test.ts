import { describe, expect } from 'vitest'
import { ACCESS_RULES } from '../access/rules.js'
import { sessionCache } from '../sessions/session-cache.js'
import { operator, seedClientProfile } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { move, permitReadyHaulier, requestPermit } from '../testing/permits.js'
import { permissionBody } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

/** A haulier with a filed e-permit and loading permission, then made an operator. */
async function clientTurnedOperator(server: TestServer) {
  const user = await permitReadyHaulier(server)
  const permitId = await requestPermit(server, user)
  const filed = await server.post('/api/load-permission', permissionBody(), { token: user.token })
  expect(filed.status).toBe(200)
  await server.db.updateTable('users').set({ role: 'operator' }).where('id', '=', user.id).execute()
  // Changed behind the API's back, as an administrator would in the database: the API's
  // two-second memory of the session (decision 0027) is told, as the API's own changes tell it.
  sessionCache.forgetUser(user.id)
  return { ...user, permitId, permissionId: filed.body.id as number }
}

describe('operators as clients', () => {
  it("keep no cabinet records: every client's route answers them 403", async ({ server }) => {
    const staff = await operator(server)
    const document = (await server.get('/api/openapi.json')).body
    const clientRoutes = Object.entries<any>(document.paths).flatMap(([path, operations]) =>
      Object.entries<any>(operations)
        .map(([method]) => [method.toUpperCase(), path] as const)
        .filter(([method]) => {
          // The routes a company's member calls (access/rules.ts), not those an operator may.
          const rule = (ACCESS_RULES as Record<string, string>)[
            `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`
          ]
          return rule === 'read' || rule === 'write' || rule === 'members'
        }),
    )
    // Client data, drivers, cars and trailers, e-permits and payment, permissions, applications, history.
    expect(clientRoutes.length).toBeGreaterThanOrEqual(25)
    for (const [method, path] of clientRoutes) {
      const url = path.replace(/\{[^}]+\}/g, '1')
      const answer = await server.request(method, url, {
        token: staff.token,
        lang: 'en',
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
      })
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(answer.body.message).toBe('An operator account has no client records or requests.')
    }
    const drivers = await server.db
      .selectFrom('drivers')
      .select('id')
      .where('user_id', '=', staff.id)
      .execute()
    expect(drivers).toEqual([])
  })

  it('cannot move, price or answer a request of their own, nor set their own deposit', async ({
    server,
  }) => {
    const insider = await clientTurnedOperator(server)
    await seedClientProfile(server, insider.id, false)

    const moved = await server.post(
      `/api/operator/permits/${insider.permitId}/status`,
      { status: 2 },
      { token: insider.token, lang: 'en' },
    )
    expect(moved.status).toBe(403)
    expect(moved.body.message).toBe('You cannot decide on a request of your own.')
    const answered = await server.post(
      '/api/operator/requests/status',
      { model_id: 2, item_id: insider.permissionId, status: 1 },
      { token: insider.token },
    )
    expect(answered.status).toBe(403)
    const deposit = await server.post(
      '/api/operator/deposit',
      { user_id: insider.id, is_legal: 0, balance: 999_999 },
      { token: insider.token },
    )
    expect(deposit.status).toBe(403)

    const permit = await server.db
      .selectFrom('permits')
      .select(['status', 'price'])
      .where('id', '=', insider.permitId)
      .executeTakeFirstOrThrow()
    expect(permit.status).toBe(1)
    const profile = await server.db
      .selectFrom('client_profiles')
      .select('balance')
      .where('user_id', '=', insider.id)
      .executeTakeFirstOrThrow()
    expect(profile.balance).toBeNull()

    // Another operator decides it as usual.
    const colleague = await operator(server)
    await move(server, colleague.token, insider.permitId, { status: 2 })
  })

  it('set deposits within a sane range only', async ({ server }) => {
    const staff = await operator(server)
    const client = await permitReadyHaulier(server)
    const set = (balance: unknown) =>
      server.post(
        '/api/operator/deposit',
        { user_id: client.id, is_legal: 1, balance },
        { token: staff.token, lang: 'en' },
      )
    const tooMuch = await set(999_999_999)
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.errors.balance).toEqual(['The balance must not be greater than 10000000.'])
    expect((await set(10_000_000.01)).status).toBe(422)
    expect((await set(-1)).status).toBe(422)
    expect((await set(10_000_000)).body).toEqual({ status: 'success', balance: 10_000_000 })
  })
})
