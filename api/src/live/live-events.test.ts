import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { permitReadyHaulier, requestPermit } from '../testing/permits.js'
import type { TestServer } from '../testing/test-server.js'
import { liveEvents } from './live-events.repository.js'

/** The live screens' events (ADR 0107): written with the change, read after an id, scoped. */

const read = (server: TestServer, token: string, query: string) =>
  server.get(`/api/live-events?${query}`, { token, lang: 'en' })
const latest = async (server: TestServer, token: string) =>
  (await read(server, token, '')).body.latest as number

describe('live events', () => {
  it('a new e-permit, a claim and a move reach the owner and the office, nobody else', async ({
    server,
  }) => {
    const [owner, stranger] = [await permitReadyHaulier(server), await permitReadyHaulier(server)]
    const staff = await operator(server)
    const start = await latest(server, staff.token)

    const id = await requestPermit(server, owner)
    const claimed = await server.post(
      `/api/operator/permits/${id}/claim`,
      {},
      { token: staff.token },
    )
    expect(claimed.status).toBe(200)
    const moved = await server.post(
      `/api/operator/permits/${id}/status`,
      { status: 2 },
      { token: staff.token },
    )
    expect(moved.status).toBe(200)

    const office = await read(server, staff.token, `after=${start}`)
    expect(office.status).toBe(200)
    const mine = office.body.events.filter((event: { record_id: number }) => event.record_id === id)
    expect(
      mine.map((event: { kind: string; status: string | null }) => [event.kind, event.status]),
    ).toEqual([
      ['status', '1'],
      ['claim', null],
      ['status', '2'],
    ])
    const ids = mine.map((event: { id: number }) => event.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))

    // The owner sees the filing and the move, not the office's claim; resuming after the first
    // gives the second only.
    const owners = await read(server, owner.token, `after=${start}`)
    expect(owners.body.events).toEqual([
      { id: ids[0], kind: 'status', subject: 'permit', record_id: id, status: '1' },
      { id: ids[2], kind: 'status', subject: 'permit', record_id: id, status: '2' },
    ])
    expect(owners.body.latest).toBe(ids[2])
    const resumed = await read(server, owner.token, `after=${ids[0]}`)
    expect(resumed.body.events.map((event: { id: number }) => event.id)).toEqual([ids[2]])
    expect((await read(server, stranger.token, `after=${start}`)).body.events).toEqual([])
  })

  it('a waiting reader is answered when an event is written, not at the end of its wait', async ({
    server,
  }) => {
    const owner = await permitReadyHaulier(server)
    const start = await latest(server, owner.token)
    const began = Date.now()
    const waiting = read(server, owner.token, `after=${start}&wait=15`)
    const id = await requestPermit(server, owner)
    const answer = await waiting
    expect(answer.body.events.map((event: { record_id: number }) => event.record_id)).toEqual([id])
    expect(Date.now() - began).toBeLessThan(10_000)
  })

  it('a new reader may start a few seconds back, before the changes made since', async ({
    server,
  }) => {
    const owner = await permitReadyHaulier(server)
    const before = await latest(server, owner.token)
    const id = await requestPermit(server, owner)
    const newest = await latest(server, owner.token)
    expect(newest).toBeGreaterThan(before)

    const back = (await read(server, owner.token, 'recent=30')).body.latest as number
    expect(back).toBeLessThan(newest)
    const replayed = (await read(server, owner.token, `after=${back}`)).body.events
    expect(replayed.map((event: { record_id: number }) => event.record_id)).toContain(id)
    // Once its events are older than the window, a new reader starts after them.
    await server.db
      .updateTable('live_events')
      .set({ created_at: new Date(Date.now() - 120_000) })
      .execute()
    expect((await read(server, owner.token, 'recent=30')).body.latest).toBe(newest)
    expect((await read(server, owner.token, 'recent=61')).status).toBe(422)
  })

  it('a reader whose events were pruned is told so; an unknown wait is refused', async ({
    server,
  }) => {
    const owner = await permitReadyHaulier(server)
    await requestPermit(server, owner)
    const first = (await read(server, owner.token, 'after=0')).body.events[0].id as number
    await requestPermit(server, owner)
    await liveEvents(server.db).prune(new Date(Date.now() + 25 * 60 * 60_000))
    const answer = await read(server, owner.token, `after=${first}`)
    expect(answer.body.gone).toBe(true)
    expect((await read(server, owner.token, 'after=1&wait=99')).status).toBe(422)
  })
})
