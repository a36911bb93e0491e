import { describe, expect } from 'vitest'
import {
  haulier,
  referenceIds,
  seedClientProfile,
  seedDriver,
  seedTransport,
} from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

let owner: Awaited<ReturnType<typeof haulier>>
let stranger: Awaited<ReturnType<typeof haulier>>
let ref: Awaited<ReturnType<typeof referenceIds>>
test.beforeAll(async ({ server }) => {
  owner = await haulier(server)
  stranger = await haulier(server)
  ref = await referenceIds(server)
})

const nextYear = `${new Date().getFullYear() + 1}-03-31`

function driverForm(overrides: Record<string, unknown> = {}) {
  return {
    name: ' Döwlet ',
    surname: 'Hojamuradow',
    patronymic: 'Annaýewiç',
    driving_license_number: 'AG 123456',
    driving_license_expired_date: nextYear,
    is_legal: '1',
    driving_licence_categories: ref.categoryIds.slice(0, 2),
    transports: [],
    ...overrides,
  }
}

async function createDriver(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const answer = await server.post('/api/driver', driverForm(overrides), { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.id as number
}

async function driverOf(server: TestServer, transportId: number) {
  const row = await server.db
    .selectFrom('transports')
    .select('driver_id')
    .where('id', '=', transportId)
    .executeTakeFirstOrThrow()
  return row.driver_id
}

describe('driver form data', () => {
  it("lists categories, the caller's cars and trailers of the kind, and its client profile", async ({
    server,
  }) => {
    const user = await haulier(server)
    const profileId = await seedClientProfile(server, user.id, true)
    const car = await seedTransport(server, user.id, true, true)
    const trailer = await seedTransport(server, user.id, true, false)
    await seedTransport(server, user.id, false, true)
    await seedTransport(server, stranger.id, true, true)

    const legal = await server.get('/api/get-driver-datas/1', { token: user.token, lang: 'en' })
    expect(legal.status).toBe(200)
    expect(legal.body.driving_license_categories.length).toBe(ref.categoryIds.length)
    expect(legal.body.driving_license_categories[0]).toMatchObject({
      id: expect.any(Number),
      name: 'A',
      description: 'Motorcycles.',
      description_ru: 'Мотоциклы.',
    })
    expect(legal.body.transports.map((row: { id: number }) => row.id)).toEqual([car])
    expect(legal.body.transports[0]).toMatchObject({
      number: expect.any(String),
      plate_number: expect.any(String),
      brand: ref.brands[0]?.title,
      is_transport: true,
      driver_id: null,
    })
    expect(legal.body.trailers.map((row: { id: number }) => row.id)).toEqual([trailer])
    expect(legal.body.client).toMatchObject({ id: profileId, is_legal: true })

    const individual = await server.get('/api/get-driver-datas/0', { token: user.token })
    expect(individual.body.client).toBeNull()
    expect(individual.body.transports).toHaveLength(1)
    expect(individual.body.trailers).toEqual([])
  })
})

describe('drivers', () => {
  it('creates a driver with its categories and vehicles, and reads it back', async ({ server }) => {
    const car = await seedTransport(server, owner.id, true, true)
    const trailer = await seedTransport(server, owner.id, true, false)
    const categories = ref.categoryIds.slice(2, 4)
    const id = await createDriver(server, owner.token, {
      driving_licence_categories: [...categories, categories[0]],
      transports: [car, trailer],
    })

    const answer = await server.get(`/api/driver/${id}`, { token: owner.token })
    expect(answer.status).toBe(200)
    expect(answer.body.driver).toMatchObject({
      id,
      name: 'Döwlet',
      surname: 'Hojamuradow',
      patronymic: 'Annaýewiç',
      driving_license_number: 'AG 123456',
      driving_license_expired_date: nextYear,
      is_legal: true,
      driving_licence_categories: categories,
      transports: [car],
      trailers: [trailer],
    })
    expect(answer.body.driver.drivingCategoris).toEqual(
      categories.map((category) => ({ id: category, name: expect.any(String) })),
    )
    expect(answer.body.driver.linked_transports[0]).toMatchObject({
      id: car,
      number: expect.any(String),
    })
    expect(answer.body.driver.linked_trailers[0]).toMatchObject({ id: trailer })
    expect(await driverOf(server, car)).toBe(id)
  })

  it('takes is_legal as a string, a number or a boolean', async ({ server }) => {
    for (const [isLegal, kind] of [
      [1, true],
      [true, true],
      ['0', false],
      [0, false],
      [false, false],
    ] as const) {
      const id = await createDriver(server, owner.token, { is_legal: isLegal })
      const answer = await server.get(`/api/driver/${id}`, { token: owner.token })
      expect(answer.body.driver.is_legal).toBe(kind)
    }
  })

  it('takes a form without categories or vehicles', async ({ server }) => {
    const { driving_licence_categories, transports, ...form } = driverForm()
    const answer = await server.post('/api/driver', form, { token: owner.token })
    expect(answer.status).toBe(200)
    const read = await server.get(`/api/driver/${answer.body.id}`, { token: owner.token })
    expect(read.body.driver).toMatchObject({ drivingCategoris: [], transports: [], trailers: [] })
  })

  it('lists the caller’s live drivers of one kind, newest first', async ({ server }) => {
    const user = await haulier(server)
    const first = await createDriver(server, user.token, { name: 'Birinji' })
    const second = await createDriver(server, user.token, { name: 'Ikinji' })
    const individual = await createDriver(server, user.token, { is_legal: '0' })
    await seedDriver(server, stranger.id, true)

    const legal = await server.get('/api/drivers/1', { token: user.token })
    expect(legal.status).toBe(200)
    expect(legal.body.data.drivers.map((driver: { id: number }) => driver.id)).toEqual([
      second,
      first,
    ])
    expect(legal.body.data.drivers[0]).toEqual({
      id: second,
      name: 'Ikinji',
      surname: 'Hojamuradow',
      patronymic: 'Annaýewiç',
      driving_license_number: 'AG 123456',
      driving_license_expired_date: nextYear,
      is_legal: true,
      // Each row names its categories, so a list shows them without a read per driver.
      driving_licence_categories: ref.categoryIds.slice(0, 2),
    })
    const others = await server.get('/api/drivers/0', { token: user.token })
    expect(others.body.data.drivers.map((driver: { id: number }) => driver.id)).toEqual([
      individual,
    ])
  })

  it('replaces categories and vehicle links on edit, as the earlier edit form sends them', async ({
    server,
  }) => {
    const car = await seedTransport(server, owner.id, true, true)
    const trailer = await seedTransport(server, owner.id, true, false)
    const id = await createDriver(server, owner.token, { transports: [car, trailer] })
    const read = await server.get(`/api/driver/${id}`, { token: owner.token })

    const category = ref.categoryIds.at(-1)
    const answer = await server.put(
      `/api/driver/${id}`,
      {
        ...read.body.driver,
        surname: 'Berdiýew',
        is_legal: '1',
        driving_licence_categories: [category],
        transports: [trailer],
      },
      { token: owner.token },
    )
    // The earlier client's `status`, and (added) what the save decided: the driver as stored.
    expect(answer.body).toEqual({
      status: 'success',
      id,
      driver: expect.objectContaining({ id, surname: 'Berdiýew', trailers: [trailer] }),
      reassigned: [],
      vehicles: { transports: expect.any(Array), trailers: expect.any(Array) },
    })
    const after = await server.get(`/api/driver/${id}`, { token: owner.token })
    expect(after.body.driver).toMatchObject({
      surname: 'Berdiýew',
      driving_licence_categories: [category],
      transports: [],
      trailers: [trailer],
    })
    expect(await driverOf(server, car)).toBeNull()
  })

  it('moves a vehicle from one driver to another and lets it go', async ({ server }) => {
    const car = await seedTransport(server, owner.id, true, true)
    const first = await createDriver(server, owner.token, { transports: [car] })
    const second = await createDriver(server, owner.token, { transports: [car] })
    expect(await driverOf(server, car)).toBe(second)
    const firstRead = await server.get(`/api/driver/${first}`, { token: owner.token })
    expect(firstRead.body.driver.transports).toEqual([])

    await server.put(`/api/driver/${second}`, driverForm({ transports: [] }), {
      token: owner.token,
    })
    expect(await driverOf(server, car)).toBeNull()
  })

  it('deletes softly: gone from the list and reads, its vehicles without a driver', async ({
    server,
  }) => {
    const car = await seedTransport(server, owner.id, true, true)
    const id = await createDriver(server, owner.token, { transports: [car] })
    const answer = await server.delete(`/api/driver/${id}`, { token: owner.token })
    expect(answer.body).toEqual({ status: 'success' })

    const row = await server.db
      .selectFrom('drivers')
      .select('deleted_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.deleted_at).toBeInstanceOf(Date)
    expect(await driverOf(server, car)).toBeNull()
    const list = await server.get('/api/drivers/1', { token: owner.token })
    expect(list.body.data.drivers.map((driver: { id: number }) => driver.id)).not.toContain(id)
    expect((await server.get(`/api/driver/${id}`, { token: owner.token })).status).toBe(404)
    expect((await server.delete(`/api/driver/${id}`, { token: owner.token })).status).toBe(404)
    const put = await server.put(`/api/driver/${id}`, driverForm(), { token: owner.token })
    expect(put.status).toBe(404)
  })
})

describe('driver validation', () => {
  it('answers 422 per missing field', async ({ server }) => {
    const answer = await server.post('/api/driver', {}, { token: owner.token, lang: 'en' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      name: ['The name field is required.'],
      surname: ['The surname field is required.'],
      patronymic: ['The patronymic field is required.'],
      driving_license_number: ['The driving licence number field is required.'],
      driving_license_expired_date: ['The driving licence expiry date field is required.'],
      is_legal: [expect.stringMatching(/^The .+ field is required\.$/)],
    })
    const blank = await server.post(
      '/api/driver',
      driverForm({ name: '   ', is_legal: 'yes', driving_license_expired_date: '31.12.2030' }),
      { token: owner.token, lang: 'en' },
    )
    expect(blank.body.errors).toEqual({
      name: ['The name field is required.'],
      is_legal: [expect.stringMatching(/^Choose a value of .+ from the list\.$/)],
      driving_license_expired_date: ['Enter the date as yyyy-mm-dd.'],
    })
  })

  it('refuses unknown categories, an expired licence and vehicles not the caller’s own', async ({
    server,
  }) => {
    const foreignCar = await seedTransport(server, stranger.id, true, true)
    const individualCar = await seedTransport(server, owner.id, false, true)
    const before = await server.get('/api/drivers/1', { token: owner.token })
    const answer = await server.post(
      '/api/driver',
      driverForm({
        driving_licence_categories: [ref.categoryIds[0], 999_999],
        driving_license_expired_date: '2020-01-01',
        transports: [foreignCar],
      }),
      { token: owner.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      driving_license_expired_date: [
        'The driving licence expiry date cannot be a date in the past.',
      ],
      driving_licence_categories: ['Choose the driving licence categories from the list.'],
      transports: [
        'Choose only your own cars and trailers entered for the same client data (individual or legal entity).',
      ],
    })
    const otherKind = await server.post(
      '/api/driver',
      driverForm({ transports: [individualCar] }),
      {
        token: owner.token,
      },
    )
    expect(Object.keys(otherKind.body.errors)).toEqual(['transports'])
    const after = await server.get('/api/drivers/1', { token: owner.token })
    expect(after.body.data.drivers).toEqual(before.body.data.drivers)
    expect(await driverOf(server, foreignCar)).toBeNull()
  })

  it('refuses on edit a vehicle of another user and changes nothing', async ({ server }) => {
    const car = await seedTransport(server, owner.id, true, true)
    const foreignCar = await seedTransport(server, stranger.id, true, true)
    const id = await createDriver(server, owner.token, { transports: [car] })
    const answer = await server.put(
      `/api/driver/${id}`,
      driverForm({ name: 'Täze', transports: [foreignCar] }),
      { token: owner.token },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toHaveProperty('transports')
    const read = await server.get(`/api/driver/${id}`, { token: owner.token })
    expect(read.body.driver).toMatchObject({ name: 'Döwlet', transports: [car] })
  })
})

describe('driver access', () => {
  it('answers 401 without a session', async ({ server }) => {
    for (const [method, url] of [
      ['GET', '/api/get-driver-datas/1'],
      ['GET', '/api/drivers/1'],
      ['POST', '/api/driver'],
      ['GET', '/api/driver/1'],
      ['PUT', '/api/driver/1'],
      ['DELETE', '/api/driver/1'],
    ] as const) {
      const answer = await server.request(
        method,
        url,
        method === 'POST' || method === 'PUT' ? { body: driverForm() } : {},
      )
      expect(answer.status, `${method} ${url}`).toBe(401)
    }
  })

  it("answers 404 for another user's driver and leaves it unchanged", async ({ server }) => {
    const car = await seedTransport(server, stranger.id, true, true)
    const foreign = await seedDriver(server, stranger.id, true, { name: 'Gurban' })
    await server.db
      .updateTable('transports')
      .set({ driver_id: foreign })
      .where('id', '=', car)
      .execute()
    const read = await server.get(`/api/driver/${foreign}`, { token: owner.token, lang: 'en' })
    expect(read.status).toBe(404)
    expect(read.body).toEqual({ message: 'The driver was not found.' })
    const put = await server.put(`/api/driver/${foreign}`, driverForm({ name: 'Ogurlanan' }), {
      token: owner.token,
    })
    expect(put.status).toBe(404)
    expect((await server.delete(`/api/driver/${foreign}`, { token: owner.token })).status).toBe(404)

    const row = await server.db
      .selectFrom('drivers')
      .select(['name', 'deleted_at'])
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ name: 'Gurban', deleted_at: null })
    expect(await driverOf(server, car)).toBe(foreign)
    const own = await server.get(`/api/driver/${foreign}`, { token: stranger.token })
    expect(own.status).toBe(200)
  })

  it('answers 404, not 500, for malformed path parameters', async ({ server }) => {
    for (const url of [
      '/api/drivers/2',
      '/api/drivers/abc',
      '/api/get-driver-datas/-1',
      '/api/driver/abc',
      '/api/driver/0',
      '/api/driver/99999999999',
    ]) {
      const answer = await server.get(url, { token: owner.token })
      expect(answer.status, url).toBe(404)
    }
    const put = await server.put('/api/driver/abc', driverForm(), { token: owner.token })
    expect(put.status).toBe(404)
    expect((await server.delete('/api/driver/1.5', { token: owner.token })).status).toBe(404)
  })
})
