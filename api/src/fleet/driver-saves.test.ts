import { describe, expect } from 'vitest'
import { haulier, referenceIds, seedDriver, seedTransport } from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'

/**
 * A driver's save answers what it decided in its transaction (the driver as stored, the vehicles
 * it took from other drivers, the kind's cars and trailers as it left them), and PATCH changes
 * only the fields it is sent.
 */
let owner: Awaited<ReturnType<typeof haulier>>
let ref: Awaited<ReturnType<typeof referenceIds>>
test.beforeAll(async ({ server }) => {
  owner = await haulier(server)
  ref = await referenceIds(server)
})

const nextYear = `${new Date().getFullYear() + 1}-03-31`
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Döwlet',
  surname: 'Hojamuradow',
  patronymic: 'Annaýewiç',
  driving_license_number: 'AG 654321',
  driving_license_expired_date: nextYear,
  is_legal: '0',
  driving_licence_categories: ref.categoryIds.slice(0, 1),
  transports: [],
  ...overrides,
})

describe("a driver's save answers what it decided", () => {
  it('a new driver taking a car from another: the driver, the move and both lists as they are now', async ({
    server,
  }) => {
    const user = await haulier(server)
    const other = await seedDriver(server, user.id, false, { name: 'Öňki' })
    const car = await seedTransport(server, user.id, false, true, other)
    const trailer = await seedTransport(server, user.id, false, false)
    const saved = await server.post('/api/driver', form({ transports: [car, trailer] }), {
      token: user.token,
    })
    expect(saved.status, saved.text).toBe(200)
    const { id } = saved.body
    expect(saved.body).toMatchObject({
      status: 'success',
      driver: { id, name: 'Döwlet', is_legal: false, transports: [car], trailers: [trailer] },
      reassigned: [{ id: car, is_transport: true, previous_driver_id: other }],
    })
    // The lists as their own routes answer them now.
    const cars = await server.get('/api/transports/0/1', { token: user.token })
    const trailers = await server.get('/api/transports/0/0', { token: user.token })
    expect(saved.body.vehicles.transports).toEqual(
      cars.body.data.transports.map(({ fleet_version: _, ...row }: any) => row),
    )
    expect(saved.body.vehicles.trailers).toEqual(
      trailers.body.data.transports.map(({ fleet_version: _, ...row }: any) => row),
    )
    expect(saved.body.vehicles.transports).toEqual([
      expect.objectContaining({ id: car, driver_id: id }),
    ])
    const read = await server.get(`/api/driver/${id}`, { token: user.token })
    expect(saved.body.driver).toEqual(read.body.driver)
  })

  it('a vehicle the driver already drives is no move; PUT answers as POST does', async ({
    server,
  }) => {
    const car = await seedTransport(server, owner.id, false, true)
    const created = await server.post('/api/driver', form({ transports: [car] }), {
      token: owner.token,
    })
    const id = created.body.id
    expect(created.body.reassigned).toEqual([])
    const rewritten = await server.put(`/api/driver/${id}`, form({ transports: [car] }), {
      token: owner.token,
    })
    expect(rewritten.status, rewritten.text).toBe(200)
    expect(rewritten.body).toMatchObject({
      status: 'success',
      id,
      driver: { id, transports: [car] },
      reassigned: [],
    })
  })
})

describe('PATCH /api/driver/{id}', () => {
  it('changes the fields sent and keeps the rest: categories and vehicles stay unless sent', async ({
    server,
  }) => {
    const car = await seedTransport(server, owner.id, false, true)
    const categories = ref.categoryIds.slice(1, 3)
    const id = (
      await server.post(
        '/api/driver',
        form({ driving_licence_categories: categories, transports: [car] }),
        { token: owner.token },
      )
    ).body.id
    const renamed = await server.patch(
      `/api/driver/${id}`,
      { surname: 'Annaýew' },
      { token: owner.token },
    )
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.body.driver).toMatchObject({
      id,
      name: 'Döwlet',
      surname: 'Annaýew',
      driving_license_number: 'AG 654321',
      driving_license_expired_date: nextYear,
      driving_licence_categories: categories,
      transports: [car],
    })
    const unlinked = await server.patch(
      `/api/driver/${id}`,
      { transports: [] },
      { token: owner.token },
    )
    expect(unlinked.body.driver).toMatchObject({ surname: 'Annaýew', transports: [], trailers: [] })
    expect(unlinked.body.vehicles.transports).toContainEqual(
      expect.objectContaining({ id: car, driver_id: null }),
    )
  })

  it('a vehicle taken from another driver is named; a problem is a 422 under its field', async ({
    server,
  }) => {
    const first = await seedDriver(server, owner.id, false)
    const second = await seedDriver(server, owner.id, false)
    const trailer = await seedTransport(server, owner.id, false, false, first)
    const moved = await server.patch(
      `/api/driver/${second}`,
      { transports: [trailer] },
      { token: owner.token },
    )
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.reassigned).toEqual([
      { id: trailer, is_transport: false, previous_driver_id: first },
    ])
    const past = await server.patch(
      `/api/driver/${second}`,
      { driving_license_expired_date: '2020-01-01' },
      { token: owner.token, lang: 'en' },
    )
    expect(past.status).toBe(422)
    expect(Object.keys(past.body.errors)).toEqual(['driving_license_expired_date'])
    const long = await server.patch(
      `/api/driver/${second}`,
      { name: 'x'.repeat(101) },
      { token: owner.token, lang: 'en' },
    )
    expect(long.status).toBe(422)
    expect(Object.keys(long.body.errors)).toEqual(['name'])
    const stored = await server.get(`/api/driver/${second}`, { token: owner.token })
    expect(stored.body.driver.trailers).toEqual([trailer])
  })

  it("another haulier's driver is not found, and nobody's is refused without a session", async ({
    server,
  }) => {
    const stranger = await haulier(server)
    const id = await seedDriver(server, owner.id, false)
    const foreign = await server.patch(
      `/api/driver/${id}`,
      { name: 'X' },
      { token: stranger.token },
    )
    expect(foreign.status).toBe(404)
    const nobody = await server.patch(`/api/driver/${id}`, { name: 'X' })
    expect(nobody.status).toBe(401)
  })
})
