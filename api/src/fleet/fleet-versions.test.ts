import { describe, expect } from 'vitest'
import { haulier, referenceIds, seedDriver, seedTransport } from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

let ref: Awaited<ReturnType<typeof referenceIds>>
test.beforeAll(async ({ server }) => {
  ref = await referenceIds(server)
})

const nextYear = `${new Date().getFullYear() + 1}-03-31`

function driverForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Döwlet',
    surname: 'Hojamuradow',
    patronymic: 'Annaýewiç',
    driving_license_number: 'AG 123456',
    driving_license_expired_date: nextYear,
    is_legal: '1',
    driving_licence_categories: ref.categoryIds.slice(0, 1),
    transports: [],
    ...overrides,
  }
}

let plates = 0
function carForm(overrides: Record<string, unknown> = {}) {
  const truck = ref.brands[0]
  return {
    brand_id: truck?.id,
    plate_number: `AG ${1000 + ++plates} FV`,
    card_number: 'TC-1',
    card_start_date: '2025-01-15',
    driver_id: null,
    is_transport: 1,
    is_legal: 1,
    ...overrides,
  }
}

/** A conditional read of `path`: its status, ETag and body. */
async function read(server: TestServer, path: string, token: string, tag?: string) {
  const answer = await server.get(path, {
    token,
    headers: tag ? { 'if-none-match': tag } : {},
  })
  return { ...answer, tag: answer.headers.get('etag') ?? undefined }
}

/** The list's current tag, checked to be one a repeat of it gets a 304 for. */
async function currentTag(server: TestServer, path: string, token: string) {
  const first = await read(server, path, token)
  expect(first.status).toBe(200)
  expect(first.tag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/)
  return first.tag as string
}

describe('fleet lists revalidated by their ETag', () => {
  it('answer 304 without a body to a request naming the current tag', async ({ server }) => {
    const user = await haulier(server)
    await seedDriver(server, user.id, true)
    const tag = await currentTag(server, '/api/drivers/1', user.token)

    const again = await read(server, '/api/drivers/1', user.token, tag)
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    expect(again.tag).toBe(tag)
    expect(again.headers.get('content-type')).toBeNull()
    // Nothing seen under a session is kept by an HTTP cache; a client keeps the list itself.
    expect(again.headers.get('cache-control')).toBe('no-store')
    // Weak and strong forms, and a list of tags, name it alike.
    for (const header of [tag.slice(2), `"other", ${tag}`, '*']) {
      expect((await read(server, '/api/drivers/1', user.token, header)).status).toBe(304)
    }
    expect((await read(server, '/api/drivers/1', user.token, 'W/"other"')).status).toBe(200)
  })

  it('change with every write to the drivers, whichever way it is made', async ({ server }) => {
    const user = await haulier(server)
    const path = '/api/drivers/1'
    const token = user.token
    const seen = new Set<string>()
    /** The tag after a write: new, and the old one now gets the new list. */
    const changedBy = async (write: () => Promise<unknown>) => {
      const before = await currentTag(server, path, token)
      seen.add(before)
      await write()
      const after = await read(server, path, token, before)
      expect(after.status).toBe(200)
      expect(seen.has(after.tag as string)).toBe(false)
      return after
    }

    const created = await changedBy(() => server.post('/api/driver', driverForm(), { token }))
    const id = created.body.data.drivers[0].id as number
    const renamed = await changedBy(() =>
      server.put(`/api/driver/${id}`, driverForm({ name: 'Myrat' }), { token }),
    )
    expect(renamed.body.data.drivers[0].name).toBe('Myrat')
    // Only the categories, in the table of their own.
    const recategorised = await changedBy(() =>
      server.put(
        `/api/driver/${id}`,
        driverForm({ name: 'Myrat', driving_licence_categories: ref.categoryIds.slice(0, 2) }),
        { token },
      ),
    )
    expect(recategorised.body.data.drivers[0].driving_licence_categories).toEqual(
      ref.categoryIds.slice(0, 2),
    )
    // A car added to the fleet: the same version, though this list does not show cars.
    await changedBy(() => server.post('/api/transport', carForm(), { token }))
    // A write that no route made (the triggers see it too).
    await changedBy(() => seedDriver(server, user.id, true))
    const deleted = await changedBy(() => server.delete(`/api/driver/${id}`, { token }))
    expect(deleted.body.data.drivers.map((driver: { id: number }) => driver.id)).not.toContain(id)
  })

  it('change with every write to the cars and trailers', async ({ server }) => {
    const user = await haulier(server)
    const token = user.token
    const path = '/api/transports/1/1'
    let tag = await currentTag(server, path, token)
    const expectChanged = async () => {
      const after = await read(server, path, token, tag)
      expect(after.status).toBe(200)
      expect(after.tag).not.toBe(tag)
      tag = after.tag as string
      return after.body.data.transports as { id: number; driver_id: number | null }[]
    }

    const created = await server.post('/api/transport', carForm(), { token })
    expect((await expectChanged()).map((car) => car.id)).toEqual([created.body.id])
    const driver = await seedDriver(server, user.id, true)
    await expectChanged()
    await server.put(`/api/transport/${created.body.id}`, carForm({ driver_id: driver }), {
      token,
    })
    expect((await expectChanged())[0]?.driver_id).toBe(driver)
    // The driver's removal lets the car go: its list changes though no car was written by hand.
    await server.delete(`/api/driver/${driver}`, { token })
    expect((await expectChanged())[0]?.driver_id).toBeNull()
    await server.delete(`/api/transport/${created.body.id}`, { token })
    expect(await expectChanged()).toEqual([])
    expect((await read(server, path, token, tag)).status).toBe(304)
  })

  it('name one list: another kind, cars or trailers each have their own', async ({ server }) => {
    const user = await haulier(server)
    const paths = ['/api/drivers/1', '/api/drivers/0', '/api/transports/1/1', '/api/transports/1/0']
    const tags = await Promise.all(paths.map((path) => currentTag(server, path, user.token)))
    expect(new Set(tags).size).toBe(paths.length)
    for (const [i, path] of paths.entries()) {
      const other = tags[(i + 1) % tags.length]
      expect((await read(server, path, user.token, other)).status).toBe(200)
    }
  })

  it('give an empty list a tag that changes when the list fills', async ({ server }) => {
    const user = await haulier(server)
    const tag = await currentTag(server, '/api/drivers/0', user.token)
    expect((await read(server, '/api/drivers/0', user.token, tag)).status).toBe(304)
    await seedTransport(server, user.id, false, true)
    const id = await seedDriver(server, user.id, false)
    const after = await read(server, '/api/drivers/0', user.token, tag)
    expect(after.status).toBe(200)
    expect(after.body.data.drivers.map((driver: { id: number }) => driver.id)).toEqual([id])
  })
})

describe('fleet lists revalidated: the session first', () => {
  it('answers 401, not 304, to an ended session naming its last tag', async ({ server }) => {
    const user = await haulier(server)
    await seedDriver(server, user.id, true)
    const tag = await currentTag(server, '/api/drivers/1', user.token)
    expect((await server.get('/api/logout', { token: user.token })).status).toBe(200)
    const after = await read(server, '/api/drivers/1', user.token, tag)
    expect(after.status).toBe(401)
    expect(after.tag).toBeUndefined()
  })

  it("gives another haulier their own list for the first one's tag", async ({ server }) => {
    const first = await haulier(server)
    const second = await haulier(server)
    // Two fleets at the same version: only the account tells their tags apart.
    await seedDriver(server, first.id, true, { name: 'Birinji' })
    await seedDriver(server, second.id, true, { name: 'Ikinji' })
    const tag = await currentTag(server, '/api/drivers/1', first.token)

    const theirs = await read(server, '/api/drivers/1', second.token, tag)
    expect(theirs.status).toBe(200)
    expect(theirs.body.data.drivers.map((driver: { name: string }) => driver.name)).toEqual([
      'Ikinji',
    ])
    expect(theirs.tag).not.toBe(tag)
    const operator = await haulier(server)
    await server.db
      .updateTable('users')
      .set({ role: 'operator' })
      .where('id', '=', operator.id)
      .execute()
    expect((await read(server, '/api/drivers/1', operator.token, tag)).status).toBe(403)
  })
})

describe('fleet writes of one owner at once', () => {
  it('all succeed: editing a driver while its cars are removed does not deadlock', async ({
    server,
  }) => {
    const user = await haulier(server)
    const token = user.token
    for (let round = 0; round < 20; round++) {
      const kept = (await server.post('/api/transport', carForm(), { token })).body.id
      const removed = (await server.post('/api/transport', carForm(), { token })).body.id
      const driver = (
        await server.post('/api/driver', driverForm({ transports: [kept, removed] }), { token })
      ).body.id
      // The edit lets `removed` go while its removal writes it: each holds what the other needs
      // next unless both take the fleet's version first.
      const answers = await Promise.all([
        server.put(`/api/driver/${driver}`, driverForm({ transports: [kept] }), { token }),
        server.delete(`/api/transport/${removed}`, { token }),
        server.put(`/api/transport/${kept}`, carForm({ driver_id: driver }), { token }),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    }
  })
})
