import { describe, expect } from 'vitest'
import { memberOf } from '../testing/companies.js'
import { it } from '../testing/fixtures.js'
import { permitReadyHaulier, permitRequestBody } from '../testing/permits.js'
import { permissionBody } from '../testing/requests.js'

describe('who of a company did it', () => {
  it('records the dispatcher on the e-permit and the permission they file, and the timeline names them; a viewer reads it', async ({
    server,
  }) => {
    const company = await permitReadyHaulier(server)
    const dispatcher = await memberOf(server, company.id, 'dispatcher')
    await server.db
      .updateTable('users')
      .set({ name: 'Merdan Ataýew' })
      .where('id', '=', dispatcher.id)
      .execute()
    const filed = await server.post('/api/request-to-permission', permitRequestBody(company), {
      token: dispatcher.token,
    })
    expect(filed.body.status).toBe('success')
    const permission = await server.post('/api/load-permission', permissionBody(), {
      token: dispatcher.token,
    })
    expect(permission.body.status).toBe('success')
    const permit = await server.db
      .selectFrom('permits')
      .select(['user_id', 'member_id'])
      .where('id', '=', filed.body.id)
      .executeTakeFirstOrThrow()
    expect(permit).toEqual({ user_id: company.id, member_id: dispatcher.id })
    const cargo = await server.db
      .selectFrom('cargo_permissions')
      .select(['user_id', 'member_id'])
      .where('id', '=', permission.body.id)
      .executeTakeFirstOrThrow()
    expect(cargo).toEqual({ user_id: company.id, member_id: dispatcher.id })

    const viewer = await memberOf(server, company.id, 'viewer')
    const timeline = await server.get(`/api/status-history/permit?ids=${filed.body.id}`, {
      token: viewer.token,
    })
    expect(timeline.body.history).toEqual([
      expect.objectContaining({ to_status: 1, actor_role: 'client', member: 'Merdan Ataýew' }),
    ])
    const list = await server.get('/api/request-to-permission', { token: viewer.token })
    expect(list.body.data.permits.map((one: { id: number }) => one.id)).toContain(filed.body.id)
    const refused = await server.post('/api/request-to-permission', permitRequestBody(company), {
      token: viewer.token,
    })
    expect(refused.status).toBe(403)
  })
})
