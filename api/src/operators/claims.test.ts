import { describe, expect } from 'vitest'
import { haulier, operator } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { move, permitReadyHaulier, requestPermit } from '../testing/permits.js'
import { seedCargoPermission, seedOnlineApplication } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

/** Claims: two operators never work the same e-permit or request. */

const claimPermit = (server: TestServer, token: string, id: number, step = 'claim') =>
  server.post(`/api/operator/permits/${id}/${step}`, {}, { token, lang: 'en' })
const claimRequest = (
  server: TestServer,
  token: string,
  model: number,
  id: number,
  step = 'claim',
) =>
  server.post(
    `/api/operator/requests/${step}`,
    { model_id: model, item_id: id },
    { token, lang: 'en' },
  )
const permitStatus = async (server: TestServer, id: number) =>
  await server.db
    .selectFrom('permits')
    .select(['status', 'claimed_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('claiming an e-permit', () => {
  it('lets exactly one of two operators claiming at once win; the other is told who holds it', async ({
    server,
  }) => {
    const [first, second] = [await operator(server), await operator(server)]
    const id = await requestPermit(server, await permitReadyHaulier(server))
    const answers = await Promise.all([
      claimPermit(server, first.token, id),
      claimPermit(server, second.token, id),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    const winner = answers[0]?.status === 200 ? first : second
    const loser = winner === first ? second : first
    const refused = answers.find((answer) => answer.status === 422)
    expect(refused?.body.errors).toEqual({
      claimed_by: [
        `${winner.name} (${winner.email}) is already working on this: wait until they release it.`,
      ],
    })
    expect((await permitStatus(server, id)).claimed_by).toBe(winner.id)

    // The loser can neither act on it nor release it; the winner can.
    const forced = await server.post(
      `/api/operator/permits/${id}/status`,
      { status: 2 },
      { token: loser.token, lang: 'en' },
    )
    expect(forced.status).toBe(422)
    expect(Object.keys(forced.body.errors)).toEqual(['claimed_by'])
    const notTheirs = await claimPermit(server, loser.token, id, 'release')
    expect(notTheirs.body.errors).toEqual({
      claim: ['You have not claimed this, so there is nothing to release.'],
    })
    expect(await permitStatus(server, id)).toEqual({ status: 1, claimed_by: winner.id })

    // Claiming one's own claim again keeps it; releasing opens it to the other.
    expect((await claimPermit(server, winner.token, id)).status).toBe(200)
    const released = await claimPermit(server, winner.token, id, 'release')
    expect(released.body.permit).toMatchObject({ id, claim: null, actions: ['claim'] })
    const taken = await claimPermit(server, loser.token, id)
    expect(taken.body.permit).toMatchObject({
      claim: { operator: { id: loser.id } },
      actions: ['release', 'take', 'reject'],
    })
  })

  it('an action on an unclaimed e-permit takes the claim; a step the status does not allow is refused even so', async ({
    server,
  }) => {
    const staff = await operator(server)
    const other = await operator(server)
    const id = await requestPermit(server, await permitReadyHaulier(server))
    // The REST contract moves a permit in one call: nobody held it, so the step takes it.
    const taken = await server.post(
      `/api/operator/permits/${id}/status`,
      { status: 2 },
      { token: staff.token, lang: 'en' },
    )
    expect(taken.status).toBe(200)
    expect(await permitStatus(server, id)).toEqual({ status: 2, claimed_by: staff.id })
    // Now it is held: another operator's step is refused and changes nothing.
    const forced = await server.post(
      `/api/operator/permits/${id}/status`,
      { status: 6, reason: 'Ýalňyş' },
      { token: other.token, lang: 'en' },
    )
    expect(forced.status).toBe(422)
    expect(Object.keys(forced.body.errors)).toEqual(['claimed_by'])
    expect(await permitStatus(server, id)).toEqual({ status: 2, claimed_by: staff.id })

    // Issuing an e-permit under consideration: its status allows no such step.
    const issue = await server.post(
      `/api/operator/permits/${id}/status`,
      { status: 5 },
      { token: staff.token, lang: 'en' },
    )
    expect(issue.status).toBe(422)
    expect(issue.body.errors).toEqual({
      status: ['An e-permit cannot go from “Under consideration” to “Successful”.'],
    })
    expect(await permitStatus(server, id)).toEqual({ status: 2, claimed_by: staff.id })
  })

  it('ends with the e-permit settled; a settled one cannot be claimed', async ({ server }) => {
    const staff = await operator(server)
    const id = await requestPermit(server, await permitReadyHaulier(server))
    await move(server, staff.token, id, { status: 6, reason: 'Resminamalar doly däl' })
    expect(await permitStatus(server, id)).toEqual({ status: 6, claimed_by: null })
    const again = await claimPermit(server, staff.token, id)
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({
      status: ['This is already settled (“Rejected”): it cannot be claimed.'],
    })
    expect((await claimPermit(server, staff.token, 2_147_483_647)).status).toBe(404)
  })

  it('answers 403 to a haulier claiming and 401 without a session', async ({ server }) => {
    const owner = await permitReadyHaulier(server)
    const id = await requestPermit(server, owner)
    expect((await claimPermit(server, owner.token, id)).status).toBe(403)
    expect((await server.post(`/api/operator/permits/${id}/claim`, {})).status).toBe(401)
    expect((await permitStatus(server, id)).claimed_by).toBeNull()
  })
})

describe('claiming a request', () => {
  it('lets one of two operators win, refuses the other, and requires the claim to answer', async ({
    server,
  }) => {
    const [first, second] = [await operator(server), await operator(server)]
    const client = await haulier(server)
    const id = await seedOnlineApplication(server, client.id)
    const answers = await Promise.all([
      claimRequest(server, first.token, 1, id),
      claimRequest(server, second.token, 1, id),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
    const winner = answers[0]?.status === 200 ? first : second
    const loser = winner === first ? second : first

    const forced = await server.post(
      '/api/operator/requests/status',
      { model_id: 1, item_id: id, status: 1 },
      { token: loser.token, lang: 'en' },
    )
    expect(forced.status).toBe(422)
    expect(Object.keys(forced.body.errors)).toEqual(['claimed_by'])

    const accepted = await server.post(
      '/api/operator/requests/status',
      { model_id: 1, item_id: id, status: 1 },
      { token: winner.token, lang: 'en' },
    )
    expect(accepted.body.item).toMatchObject({ id, status: 1, claim: null, actions: [] })
    const closed = await claimRequest(server, loser.token, 1, id)
    expect(closed.body.errors).toEqual({
      status: ['This is already settled (“Accepted”): it cannot be claimed.'],
    })
  })

  it('answers one nobody claimed, refuses one another holds, and keeps loading and unloading permissions apart', async ({
    server,
  }) => {
    const staff = await operator(server)
    const other = await operator(server)
    const client = await haulier(server)
    const answered = await seedCargoPermission(server, client.id, 3)
    const unclaimed = await server.post(
      '/api/operator/requests/status',
      { model_id: 3, item_id: answered, status: 2, reason: 'Ýalňyş' },
      { token: staff.token, lang: 'en' },
    )
    expect(unclaimed.status).toBe(200)
    const id = await seedCargoPermission(server, client.id, 3)
    await claimRequest(server, other.token, 3, id)
    const forced = await server.post(
      '/api/operator/requests/status',
      { model_id: 3, item_id: id, status: 1 },
      { token: staff.token, lang: 'en' },
    )
    expect(forced.status).toBe(422)
    expect(Object.keys(forced.body.errors)).toEqual(['claimed_by'])
    await claimRequest(server, other.token, 3, id, 'release')
    expect((await claimRequest(server, staff.token, 2, id)).status).toBe(404)
    const claimed = await claimRequest(server, staff.token, 3, id)
    expect(claimed.body.item).toMatchObject({
      id,
      model_id: 3,
      claim: { operator: { id: staff.id } },
      actions: ['release', 'accept', 'decline'],
    })
    const released = await claimRequest(server, staff.token, 3, id, 'release')
    expect(released.body.item).toMatchObject({ claim: null, actions: ['claim'] })
  })
})

describe("a request's page (GET /api/operator/requests/{model}/{id}, /api/operator/permits/{id})", () => {
  it('gives the request with its timeline naming who acted, and the e-permit likewise', async ({
    server,
  }) => {
    const staff = await operator(server)
    const owner = await permitReadyHaulier(server)
    const permitId = await requestPermit(server, owner)
    await move(server, staff.token, permitId, { status: 6, reason: 'Ýük beýan edilmedi' })
    const permit = await server.get(`/api/operator/permits/${permitId}`, { token: staff.token })
    expect(permit.status).toBe(200)
    expect(permit.body).toMatchObject({
      id: permitId,
      status: 6,
      // The institution the haulier's profile names: the office showed "—" without it.
      owner: { id: owner.id, corpname: owner.corpname },
      actions: [],
      timeline: [
        { from_status: null, to_status: 1, actor_role: 'client', actor_name: owner.name },
        {
          from_status: 1,
          to_status: 6,
          actor_role: 'operator',
          actor_name: staff.name,
          reason: 'Ýük beýan edilmedi',
        },
      ],
    })

    const client = await haulier(server)
    const id = await seedOnlineApplication(server, client.id)
    const page = await server.get(`/api/operator/requests/1/${id}`, { token: staff.token })
    expect(page.body.item).toMatchObject({ id, model_id: 1, owner: { id: client.id } })
    expect(page.body.item.files).toHaveLength(1)
    expect(
      (await server.get(`/api/operator/requests/2/${id}`, { token: staff.token })).status,
    ).toBe(404)
    expect(
      (await server.get(`/api/operator/requests/1/${id}`, { token: client.token })).status,
    ).toBe(403)
  })
})
