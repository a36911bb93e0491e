import { describe, expect } from 'vitest'
import { ValidationFailed } from '../http/api-error.js'
import {
  haulier,
  referenceIds,
  seedClientProfile,
  seedDriver,
  seedTransport,
} from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'
import { saveTransport } from './transport-form.js'

let owner: Awaited<ReturnType<typeof haulier>>
let stranger: Awaited<ReturnType<typeof haulier>>
let truckBrand: { id: number; title: string }
let trailerBrand: { id: number; title: string }
test.beforeAll(async ({ server }) => {
  owner = await haulier(server)
  stranger = await haulier(server)
  const brands = await server.db.selectFrom('brands').select(['id', 'title', 'kind']).execute()
  const ofKind = (kind: string) => {
    const brand = brands.find((row) => row.kind === kind)
    if (!brand) throw new Error(`no ${kind} brand seeded`)
    return brand
  }
  truckBrand = ofKind('truck')
  trailerBrand = ofKind('trailer')
  await referenceIds(server)
})

let plates = 0
/** A plate no test has used yet, as a person might type it. */
function newPlate() {
  plates += 1
  return ` ${String(1000 + plates)}  ag  ${plates % 2 ? 'a' : 'b'} `
}

function carForm(overrides: Record<string, unknown> = {}) {
  return {
    brand_id: truckBrand.id,
    plate_number: newPlate(),
    card_number: ' TC-0001 ',
    card_start_date: '2024-05-20',
    is_transport: '1',
    is_legal: '1',
    ...overrides,
  }
}

async function createTransport(
  server: TestServer,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const answer = await server.post('/api/transport', carForm(overrides), { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.id as number
}

function transportRow(server: TestServer, id: number) {
  return server.db
    .selectFrom('transports')
    .select(['plate_number', 'card_number', 'driver_id', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

describe('transport form data', () => {
  it('lists the caller’s drivers of the kind, the brands and whether client data exists', async ({
    server,
  }) => {
    const user = await haulier(server)
    await seedClientProfile(server, user.id, false)
    const driver = await seedDriver(server, user.id, false, { name: 'Aman', surname: 'Ataýew' })
    await seedDriver(server, user.id, true)
    await seedDriver(server, stranger.id, false)

    const individual = await server.get('/api/get-transport-datas/0', { token: user.token })
    expect(individual.status).toBe(200)
    expect(individual.body.drivers).toEqual([
      { id: driver, name: 'Aman', surname: 'Ataýew', patronymic: 'Annaýewiç' },
    ])
    expect(individual.body.brands).toContainEqual({ ...truckBrand, kind: 'truck' })
    expect(individual.body.brands).toContainEqual({ ...trailerBrand, kind: 'trailer' })
    expect(individual.body.client).toBe(true)

    const legal = await server.get('/api/get-transport-datas/1', { token: user.token })
    expect(legal.body.client).toBe(false)
    expect(legal.body.drivers).toHaveLength(1)
  })
})

describe('transports', () => {
  it('creates a car with a normalised plate, lists it and reads it back', async ({ server }) => {
    const driver = await seedDriver(server, owner.id, true, { name: 'Rejep', surname: 'Orazow' })
    const id = await createTransport(server, owner.token, {
      plate_number: '  01  ag  1234 ',
      driver_id: driver,
    })
    expect(await transportRow(server, id)).toMatchObject({
      plate_number: '01 AG 1234',
      card_number: 'TC-0001',
      driver_id: driver,
    })

    const cars = await server.get('/api/transports/1/1', { token: owner.token })
    expect(cars.body.data.transports[0]).toEqual({
      id,
      brand: truckBrand.title,
      plateNumber: '01 AG 1234',
      brand_id: truckBrand.id,
      plate_number: '01 AG 1234',
      card_number: 'TC-0001',
      card_start_date: '2024-05-20',
      driver_id: driver,
    })
    const trailers = await server.get('/api/transports/1/0', { token: owner.token })
    expect(trailers.body.data.transports.map((row: { id: number }) => row.id)).not.toContain(id)
    const individual = await server.get('/api/transports/0/1', { token: owner.token })
    expect(individual.body.data.transports.map((row: { id: number }) => row.id)).not.toContain(id)

    const read = await server.get(`/api/transport/${id}`, { token: owner.token })
    expect(read.body).toEqual({
      id,
      number: '01 AG 1234',
      plate_number: '01 AG 1234',
      brand: { id: truckBrand.id, title: truckBrand.title },
      brand_id: truckBrand.id,
      card_number: 'TC-0001',
      card_start_date: '2024-05-20',
      driver_id: driver,
      driver: { id: driver, name: 'Rejep', surname: 'Orazow' },
      is_transport: true,
      is_legal: true,
    })
  })

  it('creates a trailer without a driver, newest first in its list', async ({ server }) => {
    const older = await createTransport(server, owner.token, {
      brand_id: trailerBrand.id,
      is_transport: 0,
      is_legal: true,
    })
    const newer = await createTransport(server, owner.token, {
      brand_id: trailerBrand.id,
      is_transport: false,
      is_legal: 1,
      driver_id: '',
    })
    const list = await server.get('/api/transports/1/0', { token: owner.token })
    const ids = list.body.data.transports.map((row: { id: number }) => row.id)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    expect(
      (await server.get(`/api/transport/${newer}`, { token: owner.token })).body,
    ).toMatchObject({ is_transport: false, driver_id: null, driver: null })
  })

  it('saves what the earlier edit form sends back, and moves the vehicle to another driver', async ({
    server,
  }) => {
    const first = await seedDriver(server, owner.id, true)
    const second = await seedDriver(server, owner.id, true)
    const id = await createTransport(server, owner.token, { driver_id: first })
    const read = await server.get(`/api/transport/${id}`, { token: owner.token })
    const answer = await server.put(
      `/api/transport/${id}`,
      { ...read.body, plate_number: '77 mr 7777', card_number: 'TC-9', driver_id: second },
      { token: owner.token },
    )
    expect(answer.body).toEqual({ status: 'success' })
    expect(await transportRow(server, id)).toMatchObject({
      plate_number: '77 MR 7777',
      card_number: 'TC-9',
      driver_id: second,
    })
    const driverRead = await server.get(`/api/driver/${second}`, { token: owner.token })
    expect(driverRead.body.driver.transports).toContain(id)

    const unlinked = await server.put(
      `/api/transport/${id}`,
      { ...read.body, plate_number: '77 MR 7777', driver_id: null },
      { token: owner.token },
    )
    expect(unlinked.status).toBe(200)
    expect((await transportRow(server, id)).driver_id).toBeNull()
  })

  it('deletes softly: gone from the list and reads, the plate free again', async ({ server }) => {
    const plate = '55 BN 5555'
    const id = await createTransport(server, owner.token, { plate_number: plate })
    const answer = await server.delete(`/api/transport/${id}`, { token: owner.token })
    expect(answer.body).toEqual({ status: 'success' })
    expect((await transportRow(server, id)).deleted_at).toBeInstanceOf(Date)
    const list = await server.get('/api/transports/1/1', { token: owner.token })
    expect(list.body.data.transports.map((row: { id: number }) => row.id)).not.toContain(id)
    expect((await server.get(`/api/transport/${id}`, { token: owner.token })).status).toBe(404)
    expect((await server.delete(`/api/transport/${id}`, { token: owner.token })).status).toBe(404)
    const put = await server.put(`/api/transport/${id}`, carForm(), { token: owner.token })
    expect(put.status).toBe(404)
    await createTransport(server, owner.token, { plate_number: plate })
  })
})

describe('transport validation', () => {
  it('answers 422 per missing field', async ({ server }) => {
    const answer = await server.post('/api/transport', {}, { token: owner.token, lang: 'en' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      brand_id: ['The brand field is required.'],
      plate_number: ['The plate number field is required.'],
      card_number: ['The card number field is required.'],
      card_start_date: ['The card issue date field is required.'],
      is_transport: ['The kind of vehicle field is required.'],
      is_legal: [expect.stringMatching(/^The .+ field is required\.$/)],
    })
  })

  it('refuses an unknown brand, a brand of the other kind, a card from the future, a foreign driver', async ({
    server,
  }) => {
    const foreignDriver = await seedDriver(server, stranger.id, true)
    const individualDriver = await seedDriver(server, owner.id, false)
    const future = `${new Date().getFullYear() + 1}-01-01`
    const unknown = await server.post(
      '/api/transport',
      carForm({ brand_id: 999_999, card_start_date: future, driver_id: foreignDriver }),
      { token: owner.token, lang: 'en' },
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({
      brand_id: ['Choose the brand from the list.'],
      card_start_date: ['The card issue date cannot be a date in the future.'],
      driver_id: [
        'Choose one of your own drivers entered for the same client data (individual or legal entity).',
      ],
    })
    const wrongKind = await server.post(
      '/api/transport',
      carForm({ brand_id: trailerBrand.id, driver_id: individualDriver }),
      { token: owner.token, lang: 'en' },
    )
    expect(wrongKind.body.errors).toEqual({
      brand_id: ['This is a trailer brand; choose a car brand.'],
      driver_id: [expect.any(String)],
    })
    const trailer = await server.post(
      '/api/transport',
      carForm({ brand_id: truckBrand.id, is_transport: '0' }),
      { token: owner.token, lang: 'en' },
    )
    expect(trailer.body.errors).toEqual({
      brand_id: ['This is a car brand; choose a trailer brand.'],
    })
    const count = await server.db
      .selectFrom('transports')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('driver_id', 'in', [foreignDriver, individualDriver])
      .executeTakeFirstOrThrow()
    expect(Number(count.count)).toBe(0)
  })

  it('refuses a plate the caller already has, however it is typed', async ({ server }) => {
    const user = await haulier(server)
    const first = await createTransport(server, user.token, { plate_number: '12 AG 3456' })
    const again = await server.post(
      '/api/transport',
      carForm({ plate_number: ' 12  ag 3456', is_transport: '0', brand_id: trailerBrand.id }),
      { token: user.token, lang: 'en' },
    )
    expect(again.status).toBe(422)
    expect(again.body.errors).toEqual({
      plate_number: ['You already have a car or trailer with this plate number.'],
    })
    const second = await createTransport(server, user.token)
    const clash = await server.put(
      `/api/transport/${second}`,
      carForm({ plate_number: '12 ag 3456' }),
      { token: user.token },
    )
    expect(clash.status).toBe(422)
    expect(clash.body.errors).toHaveProperty('plate_number')
    const same = await server.put(
      `/api/transport/${first}`,
      carForm({ plate_number: '12 AG 3456' }),
      {
        token: user.token,
      },
    )
    expect(same.status).toBe(200)
    // Another owner may register the same plate (a vehicle changes hands).
    await createTransport(server, stranger.token, { plate_number: '12 AG 3456' })
  })

  it('answers a race for one plate with one success and one 422', async ({ server }) => {
    const user = await haulier(server)
    const form = carForm({ plate_number: '99 LB 9999' })
    const answers = await Promise.all([
      server.post('/api/transport', form, { token: user.token }),
      server.post('/api/transport', form, { token: user.token }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422])
  })

  it('answers a save that meets the unique plate index with a 422 on the plate', async ({
    server,
  }) => {
    const user = await haulier(server)
    const vehicle = { userId: user.id, isLegal: true, isCar: true }
    const fields = {
      brand_id: truckBrand.id,
      plate_number: '88 AH 8888',
      card_number: 'TC-1',
      card_start_date: '2024-01-01',
      driver_id: null,
    }
    await saveTransport(server.db, vehicle, fields)
    const second = saveTransport(server.db, { ...vehicle, isCar: false }, fields)
    await expect(second).rejects.toBeInstanceOf(ValidationFailed)
    await expect(second).rejects.toMatchObject({
      problems: { plate_number: [{ key: 'plate_taken' }] },
    })
  })
})

describe('transport access', () => {
  it('answers 401 without a session', async ({ server }) => {
    for (const [method, url] of [
      ['GET', '/api/get-transport-datas/1'],
      ['GET', '/api/transports/1/1'],
      ['POST', '/api/transport'],
      ['GET', '/api/transport/1'],
      ['PUT', '/api/transport/1'],
      ['DELETE', '/api/transport/1'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? { body: carForm() } : {}
      expect((await server.request(method, url, body)).status, `${method} ${url}`).toBe(401)
    }
  })

  it("answers 404 for another user's car or trailer and leaves it unchanged", async ({
    server,
  }) => {
    for (const isCar of [true, false]) {
      const foreign = await seedTransport(server, stranger.id, true, isCar)
      const before = await transportRow(server, foreign)
      const read = await server.get(`/api/transport/${foreign}`, { token: owner.token, lang: 'en' })
      expect(read.status).toBe(404)
      expect(read.body).toEqual({ message: 'The vehicle was not found.' })
      const put = await server.put(`/api/transport/${foreign}`, carForm(), { token: owner.token })
      expect(put.status).toBe(404)
      const removal = await server.delete(`/api/transport/${foreign}`, { token: owner.token })
      expect(removal.status).toBe(404)
      expect(await transportRow(server, foreign)).toEqual(before)
      const list = await server.get(`/api/transports/1/${isCar ? 1 : 0}`, { token: owner.token })
      expect(list.body.data.transports.map((row: { id: number }) => row.id)).not.toContain(foreign)
    }
  })

  it('answers 404, not 500, for malformed path parameters', async ({ server }) => {
    for (const url of [
      '/api/get-transport-datas/2',
      '/api/transports/2/1',
      '/api/transports/1/x',
      '/api/transport/abc',
      '/api/transport/0',
      '/api/transport/99999999999',
    ]) {
      expect((await server.get(url, { token: owner.token })).status, url).toBe(404)
    }
    expect((await server.put('/api/transport/abc', carForm(), { token: owner.token })).status).toBe(
      404,
    )
    expect((await server.delete('/api/transport/-3', { token: owner.token })).status).toBe(404)
  })
})
