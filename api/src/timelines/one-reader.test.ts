import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { memberOf } from '../testing/companies.js'
import { it } from '../testing/fixtures.js'
import { move, permitReadyHaulier, requestPermit } from '../testing/permits.js'
import type { TestServer } from '../testing/test-server.js'

const named = (server: TestServer, id: number, name: string) =>
  server.db.updateTable('users').set({ name }).where('id', '=', id).execute()

/** The steps both timelines show, in the fields both carry. */
const steps = (changes: any[]) =>
  changes.map((change) => [change.from_status, change.to_status, change.actor_role, change.member])

describe('the one reader of the status history (ADR 0108)', () => {
  it("serves the cabinet's timeline and the office's alike; the member is named, the office's operator only in the office", async ({
    server,
  }) => {
    const staff = await operator(server)
    await named(server, staff.id, 'Operator Bägülow')
    const company = await permitReadyHaulier(server)
    const dispatcher = await memberOf(server, company.id, 'dispatcher')
    await named(server, dispatcher.id, 'Aýna Myradowa')
    const permit = await requestPermit(server, { ...company, token: dispatcher.token })
    await move(server, staff.token, permit, { status: 6, reason: 'Ýalňyş ýurt' })

    const cabinet = await server.get(`/api/status-history/permit?ids=${permit}`, {
      token: company.token,
    })
    const office = await server.get(`/api/operator/permits/${permit}`, { token: staff.token })
    expect(cabinet.status).toBe(200)
    expect(office.status).toBe(200)
    const expected = [
      [null, 1, 'client', 'Aýna Myradowa'],
      [1, 6, 'operator', null],
    ]
    expect(steps(cabinet.body.history)).toEqual(expected)
    expect(steps(office.body.timeline)).toEqual(expected)
    expect(office.body.timeline.map((change: any) => change.actor_name)).toEqual([
      'Aýna Myradowa',
      'Operator Bägülow',
    ])
    // The cabinet's contract is as it was: no operator's name in it.
    expect(cabinet.body.history.every((change: any) => !('actor_name' in change))).toBe(true)
    expect(cabinet.body.history.map((change: any) => change.created_at)).toEqual(
      office.body.timeline.map((change: any) => change.created_at),
    )
  })

  it("names nobody for a change older than the founding account's membership (made on the shared account before companies had members)", async ({
    server,
  }) => {
    const staff = await operator(server)
    const company = await permitReadyHaulier(server)
    const permit = await requestPermit(server, company)
    const fresh = await server.get(`/api/status-history/permit?ids=${permit}`, {
      token: company.token,
    })
    expect(fresh.body.history[0].member).toEqual(expect.any(String))

    // As migration 023 left it: the membership began after the change was made.
    await server.db
      .updateTable('company_members')
      .set({ created_at: new Date(Date.now() + 60_000) })
      .where('company_id', '=', company.id)
      .where('user_id', '=', company.id)
      .execute()
    const cabinet = await server.get(`/api/status-history/permit?ids=${permit}`, {
      token: company.token,
    })
    const office = await server.get(`/api/operator/permits/${permit}`, { token: staff.token })
    expect(steps(cabinet.body.history)).toEqual([[null, 1, 'client', null]])
    expect(steps(office.body.timeline)).toEqual([[null, 1, 'client', null]])
    // The office still reads whose account it was.
    expect(office.body.timeline[0].actor_name).toEqual(expect.any(String))
  })
})
