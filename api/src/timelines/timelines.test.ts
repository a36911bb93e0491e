import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { move, permitReadyHaulier, requestPermit } from '../testing/permits.js'
import { applicationForm, permissionBody } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

const timeline = (server: TestServer, subject: string, ids: number[] | string, token: string) =>
  server.get(`/api/status-history/${subject}?ids=${Array.isArray(ids) ? ids.join(',') : ids}`, {
    token,
  })

describe('GET /api/status-history/{subject}', () => {
  it("gives a client its e-permits' timelines, several at once, oldest change first", async ({
    server,
  }) => {
    const staff = await operator(server)
    const user = await permitReadyHaulier(server)
    const first = await requestPermit(server, user)
    const second = await requestPermit(server, user)
    await move(server, staff.token, first, { status: 2 })
    await move(server, staff.token, first, { status: 3, price: 180 })
    await move(server, staff.token, second, { status: 6, reason: 'Sürüjiniň şahadatnamasy ýok' })

    const answer = await timeline(server, 'permit', [second, first], user.token)
    expect(answer.status).toBe(200)
    const steps = answer.body.history.map((change: any) => [
      change.subject_id,
      change.from_status,
      change.to_status,
      change.actor_role,
    ])
    expect(steps).toEqual([
      [first, null, 1, 'client'],
      [first, 1, 2, 'operator'],
      [first, 2, 3, 'operator'],
      [second, null, 1, 'client'],
      [second, 1, 6, 'operator'],
    ])
    const rejected = answer.body.history.at(-1)
    expect(rejected.reason).toBe('Sürüjiniň şahadatnamasy ýok')
    expect(Date.parse(rejected.created_at)).not.toBeNaN()
  })

  it("leaves out another client's subjects and gives an operator any", async ({ server }) => {
    const staff = await operator(server)
    const owner = await permitReadyHaulier(server)
    const stranger = await permitReadyHaulier(server)
    const permit = await requestPermit(server, owner)

    const asStranger = await timeline(server, 'permit', [permit], stranger.token)
    expect(asStranger.status).toBe(200)
    expect(asStranger.body.history).toEqual([])

    const asOperator = await timeline(server, 'permit', [permit], staff.token)
    expect(asOperator.body.history).toHaveLength(1)
    expect(asOperator.body.history[0]).toMatchObject({ subject_id: permit, to_status: 1 })
  })

  it('keeps loading and unloading permissions and online applications apart', async ({
    server,
  }) => {
    const staff = await operator(server)
    const user = await permitReadyHaulier(server)
    const loading = await server.post('/api/load-permission', permissionBody(), {
      token: user.token,
    })
    const unloading = await server.post('/api/unload-permission', permissionBody(), {
      token: user.token,
    })
    const application = await server.postForm('/api/online-application', applicationForm(), {
      token: user.token,
    })
    const loadId: number = loading.body.id
    const unloadId: number = unloading.body.id
    const applicationId: number = application.body.id
    expect([loadId, unloadId, applicationId].every(Number.isInteger)).toBe(true)
    const claimed = await server.post(
      '/api/operator/requests/claim',
      { model_id: 2, item_id: loadId },
      { token: staff.token },
    )
    // An action answers the request with its timeline, so its caller reads nothing back.
    expect(claimed.body.timeline).toMatchObject([
      { from_status: null, to_status: 0, actor_role: 'client' },
    ])
    const answered = await server.post(
      '/api/operator/requests/status',
      { model_id: 2, item_id: loadId, status: 1 },
      { token: staff.token },
    )
    expect(answered.status).toBe(200)
    expect(answered.body.item).toMatchObject({ id: loadId, status: 1 })
    expect(answered.body.timeline).toMatchObject([
      { to_status: 0, actor_role: 'client' },
      { from_status: 0, to_status: 1, actor_role: 'operator' },
    ])

    const loads = await timeline(server, 'load-permission', [loadId, unloadId], user.token)
    expect(loads.body.history.map((c: any) => [c.subject_id, c.to_status])).toEqual([
      [loadId, 0],
      [loadId, 1],
    ])
    const unloads = await timeline(server, 'unload-permission', [loadId, unloadId], user.token)
    expect(unloads.body.history.map((c: any) => c.subject_id)).toEqual([unloadId])
    const applications = await timeline(server, 'online-application', [applicationId], user.token)
    expect(applications.body.history).toMatchObject([
      { subject_id: applicationId, from_status: null, to_status: 0, actor_role: 'client' },
    ])
  })

  it('refuses malformed id lists, unknown subjects and callers without a session', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    for (const ids of [
      '',
      '0',
      '1,,2',
      'x',
      '01',
      '1;2',
      '99999999999',
      Array(101).fill(1).join(','),
    ]) {
      const answer = await timeline(server, 'permit', ids, user.token)
      expect(answer.status, ids).toBe(422)
      expect(answer.body.errors.ids).toHaveLength(1)
    }
    expect((await timeline(server, 'payment', [1], user.token)).status).toBe(404)
    expect((await server.get('/api/status-history/permit?ids=1')).status).toBe(401)
  })
})
