import { describe, expect } from 'vitest'
import { haulier, seedClientProfile, seedDriver, seedTransport } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import {
  copiesOfPermit,
  inDays,
  permitReadyHaulier,
  permitRequestBody,
  requestPermit,
} from '../testing/permits.js'
import type { TestServer } from '../testing/test-server.js'

const newest = async (server: TestServer, userId: number) =>
  server.db
    .selectFrom('permits')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst()

/** A vehicle as an e-permit names it. */
async function vehicleRow(server: TestServer, id: number) {
  return server.db
    .selectFrom('transports')
    .innerJoin('brands', 'brands.id', 'transports.brand_id')
    .select([
      'transports.id',
      'transports.brand_id',
      'brands.title as brand',
      'transports.plate_number',
      'transports.card_number',
      'transports.card_start_date',
    ])
    .where('transports.id', '=', id)
    .executeTakeFirstOrThrow()
}

describe('GET /api/get-permit-datas/{is_legal}', () => {
  it("answers the caller's profile and live drivers of that kind with the reference lists", async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const deleted = await seedDriver(server, user.id, true, { name: 'Deleted' })
    await server.db
      .updateTable('drivers')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted)
      .execute()
    await seedDriver(server, user.id, false, { name: 'Individual' })
    const stranger = await haulier(server)
    await seedDriver(server, stranger.id, true, { name: 'Stranger' })

    const answer = await server.get('/api/get-permit-datas/1', { token: user.token, lang: 'en' })
    expect(answer.status).toBe(200)
    expect(answer.body.client).toMatchObject({ id: user.profileId, is_legal: true })
    expect(answer.body.drivers).toEqual([
      { id: user.driverId, name: 'Döwlet', surname: 'Hojamuradow', patronymic: 'Annaýewiç' },
    ])
    // Countries and brands as plain names, as the earlier web client lists them, in the order
    // of the reader's alphabet; the rows beside them, in the same order, with their ids.
    const { countries, country_rows: countryRows, brands, brand_rows: brandRows } = answer.body
    expect(countries.length).toBeGreaterThan(10)
    for (const country of countries) expect(typeof country).toBe('string')
    expect(countries).toEqual([...countries].sort((a, b) => a.localeCompare(b, 'en')))
    expect(countryRows.map((row: { name_en: string }) => row.name_en)).toEqual(countries)
    expect(countryRows[0]).toEqual({
      id: expect.any(Number),
      title: countries[0],
      name: countries[0],
      name_tm: expect.any(String),
      name_ru: expect.any(String),
      name_en: countries[0],
    })
    expect(brands.length).toBeGreaterThan(0)
    expect(brandRows.map((row: { title: string }) => row.title)).toEqual(brands)
    expect(brandRows[0]).toEqual({ id: expect.any(Number), title: brands[0] })
    expect(answer.body.driving_licence_categories.length).toBeGreaterThan(0)
    expect(answer.body.permit_types.map((type: { number: number }) => type.number)).toEqual([
      1, 2, 3, 4,
    ])
    const russian = await server.get('/api/get-permit-datas/1', { token: user.token, lang: 'ru' })
    expect(russian.body.permit_types[0].name).toBe(russian.body.permit_types[0].name_ru)
    expect(russian.body.countries).toEqual(
      russian.body.country_rows.map((row: { name_ru: string }) => row.name_ru),
    )
  })

  it('answers an empty client when the caller has no profile of that kind', async ({ server }) => {
    const user = await permitReadyHaulier(server, { isLegal: true })
    const answer = await server.get('/api/get-permit-datas/0', { token: user.token })
    expect(answer.body.client).toEqual([])
    expect(answer.body.drivers).toEqual([])
  })

  it('answers 404 for a kind other than 0 or 1 and 401 without a session', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    expect((await server.get('/api/get-permit-datas/2', { token: user.token })).status).toBe(404)
    expect((await server.get('/api/get-permit-datas/x', { token: user.token })).status).toBe(404)
    expect((await server.get('/api/get-permit-datas/1')).status).toBe(401)
  })
})

describe('GET /api/get-transports/{driver_id}', () => {
  it('answers the driver with the cars and trailers linked to them', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    await seedTransport(server, user.id, true, true, null)
    const answer = await server.get(`/api/get-transports/${user.driverId}`, { token: user.token })
    expect(answer.status).toBe(200)
    expect(answer.body.driver).toMatchObject({
      id: user.driverId,
      name: 'Döwlet',
      is_legal: true,
      driving_licence_categories: [],
    })
    expect(answer.body.transports).toEqual([
      expect.objectContaining({ id: user.carId, is_transport: true, brand: expect.any(String) }),
    ])
    expect(answer.body.trailers).toEqual([
      expect.objectContaining({ id: user.trailerId, is_transport: false }),
    ])
  })

  it("answers 404 for another user's driver, a deleted one or a missing one; 401 without a session", async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const other = await permitReadyHaulier(server)
    const foreign = await server.get(`/api/get-transports/${other.driverId}`, { token: user.token })
    expect(foreign.status).toBe(404)
    await server.db
      .updateTable('drivers')
      .set({ deleted_at: new Date() })
      .where('id', '=', user.driverId)
      .execute()
    expect(
      (await server.get(`/api/get-transports/${user.driverId}`, { token: user.token })).status,
    ).toBe(404)
    expect((await server.get('/api/get-transports/2147483647', { token: user.token })).status).toBe(
      404,
    )
    expect((await server.get('/api/get-transports/0', { token: user.token })).status).toBe(404)
    expect((await server.get(`/api/get-transports/${other.driverId}`)).status).toBe(401)
  })
})

describe('POST /api/request-to-permission', () => {
  it("creates a new e-permit from the earlier client's rows and records its creation", async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const answer = await server.post('/api/request-to-permission', permitRequestBody(user), {
      token: user.token,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'success', id: expect.any(Number) })
    const permit = await newest(server, user.id)
    expect(permit).toMatchObject({
      id: answer.body.id,
      status: 1,
      is_legal: true,
      client_profile_id: user.profileId,
      driver_id: user.driverId,
      car_id: user.carId,
      trailer_id: user.trailerId,
      container_number: '2',
      type_of_cargo: 'Pagta süýümi',
      price: null,
    })
    const history = await server.db
      .selectFrom('status_changes')
      .selectAll()
      .where('subject', '=', 'permit')
      .where('subject_id', '=', answer.body.id)
      .execute()
    expect(history).toEqual([
      expect.objectContaining({
        owner_id: user.id,
        actor_id: user.id,
        actor_role: 'client',
        from_status: null,
        to_status: '1',
      }),
    ])
  })

  it('accepts plain ids, a boolean kind and no trailer', async ({ server }) => {
    const user = await permitReadyHaulier(server, { isLegal: false })
    const id = await requestPermit(server, user, {
      is_legal: false,
      client: undefined,
      driver: user.driverId,
      country: user.ref.countryIds[1],
      transports: [user.carId],
      container_number: 0,
      permit_description: undefined,
    })
    expect(await newest(server, user.id)).toMatchObject({
      id,
      is_legal: false,
      trailer_id: null,
      trailer_snapshot: null,
      car_snapshot: expect.objectContaining({ id: user.carId }),
    })
  })

  it('files a request without a permit type, as the earlier web client sends it, as bilateral', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const id = await requestPermit(server, user, { permit_type: undefined })
    const bilateral = await server.db
      .selectFrom('permit_types')
      .select('id')
      .where('number', '=', 1)
      .executeTakeFirstOrThrow()
    expect(await newest(server, user.id)).toMatchObject({ id, permit_type_id: bilateral.id })
  })

  it('takes the country by the name the form data listed, in any of the three languages', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const listed = await server.get('/api/get-permit-datas/1', { token: user.token, lang: 'ru' })
    const [name] = listed.body.countries
    const row = listed.body.country_rows[0]
    const byName = await requestPermit(server, user, { country: name })
    expect(await newest(server, user.id)).toMatchObject({ id: byName, country_id: row.id })
    await requestPermit(server, user, { country: row.name_tm })
    expect(await newest(server, user.id)).toMatchObject({ country_id: row.id })

    const unknown = await server.post(
      '/api/request-to-permission',
      permitRequestBody(user, { country: 'Atlantis' }),
      { token: user.token, lang: 'en' },
    )
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({
      country: ['Choose the destination country from the list.'],
    })
  })

  it('neither lists nor takes Turkmenistan as a destination: an e-permit is for a trip abroad', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const home = await server.db
      .selectFrom('countries')
      .select(['id', 'name_en'])
      .where('code', '=', 'tm')
      .executeTakeFirstOrThrow()
    const listed = await server.get('/api/get-permit-datas/1', { token: user.token, lang: 'en' })
    expect(listed.body.countries).not.toContain(home.name_en)
    const reference = await server.get('/api/reference-data')
    const flags = reference.body.countries.map(
      (country: { code: string; permit_destination: boolean }) => [
        country.code,
        country.permit_destination,
      ],
    )
    expect(flags).toContainEqual(['tm', false])
    expect(flags).toContainEqual(['ru', true])
    for (const country of [home.id, home.name_en]) {
      const answer = await server.post(
        '/api/request-to-permission',
        permitRequestBody(user, { country }),
        { token: user.token, lang: 'en' },
      )
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toEqual({
        country: ['An e-permit is for a trip abroad: Turkmenistan cannot be its destination.'],
      })
    }
    expect(await newest(server, user.id)).toBeUndefined()
  })

  it('answers 422 on the client field when the caller has no client data of that kind', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    await server.db.deleteFrom('client_profiles').where('id', '=', user.profileId).execute()
    const answer = await server.post(
      '/api/request-to-permission',
      permitRequestBody(user, { client: [] }),
      { token: user.token, lang: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({
      client: ['Fill in the client data (individual or legal entity) first.'],
    })
    expect(await newest(server, user.id)).toBeUndefined()
  })

  it("refuses another user's or another kind's driver and transports, unknown references", async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const other = await permitReadyHaulier(server)
    await seedClientProfile(server, user.id, false)
    const individualDriver = await seedDriver(server, user.id, false)
    const secondCar = await seedTransport(server, user.id, true, true)
    const send = (overrides: Record<string, unknown>) =>
      server.post('/api/request-to-permission', permitRequestBody(user, overrides), {
        token: user.token,
        lang: 'en',
      })

    const foreign = await send({ driver: other.driverId, transports: [other.carId] })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors).toEqual({
      driver: ['Choose one of your own drivers entered for the same client data.'],
      transports: ['Choose only your own cars and trailers entered for the same client data.'],
    })
    const otherKind = await send({ driver: individualDriver })
    expect(otherKind.body.errors).toEqual({
      driver: ['Choose one of your own drivers entered for the same client data.'],
    })
    const twoCars = await send({ transports: [user.carId, secondCar] })
    expect(twoCars.body.errors).toEqual({
      transports: ['Choose exactly one car and, optionally, one trailer.'],
    })
    const trailerOnly = await send({ transports: [user.trailerId] })
    expect(trailerOnly.body.errors).toEqual({
      transports: ['Choose exactly one car and, optionally, one trailer.'],
    })
    const unknown = await send({ country: 2_000_000_000, permit_type: 99 })
    expect(unknown.body.errors).toEqual({
      country: ['Choose the destination country from the list.'],
      permit_type: ['Choose the permit type from the list.'],
    })
    const wrongClient = await send({ client: { id: other.profileId } })
    expect(wrongClient.body.errors).toEqual({
      client: ['The client data do not belong to the chosen kind (individual or legal entity).'],
    })
    expect(await newest(server, user.id)).toBeUndefined()
  })

  it('answers 422 per field for missing, malformed and past values', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const missing = await server.post(
      '/api/request-to-permission',
      { is_legal: '1' },
      { token: user.token, lang: 'en' },
    )
    expect(missing.status).toBe(422)
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      [
        'country',
        'type_of_cargo',
        'container_number',
        'departure_date',
        'return_date',
        'driver',
        'transports',
      ].sort(),
    )
    expect(missing.body.errors.type_of_cargo).toEqual(['The type of cargo field is required.'])

    const malformed = await server.post(
      '/api/request-to-permission',
      permitRequestBody(user, {
        container_number: 'many',
        departure_date: '31.12.2027',
        type_of_cargo: '   ',
        is_legal: 'yes',
      }),
      { token: user.token, lang: 'en' },
    )
    expect(malformed.body.errors).toEqual({
      container_number: ['The number of containers must be a whole number.'],
      departure_date: ['Enter the date as yyyy-mm-dd.'],
      type_of_cargo: ['The type of cargo field is required.'],
      is_legal: [expect.any(String)],
    })

    const dates = await server.post(
      '/api/request-to-permission',
      permitRequestBody(user, { departure_date: inDays(-2), return_date: inDays(-1) }),
      { token: user.token, lang: 'en' },
    )
    expect(dates.body.errors).toEqual({
      departure_date: ['The departure date cannot be a date in the past.'],
      return_date: ['The return date cannot be a date in the past.'],
    })
    const backwards = await server.post(
      '/api/request-to-permission',
      permitRequestBody(user, { departure_date: inDays(10), return_date: inDays(5) }),
      { token: user.token, lang: 'en' },
    )
    expect(backwards.body.errors).toEqual({
      return_date: ['The return date cannot be before the departure date.'],
    })
    const farAhead = await server.post(
      '/api/request-to-permission',
      permitRequestBody(user, { departure_date: inDays(400), return_date: '9999-12-31' }),
      { token: user.token, lang: 'en' },
    )
    expect(farAhead.body.errors).toEqual({
      departure_date: ['This date cannot be more than 365 days ahead.'],
      return_date: ['This date cannot be more than 365 days ahead.'],
    })
    expect(await newest(server, user.id)).toBeUndefined()
  })

  it('answers 401 without a session', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const answer = await server.post('/api/request-to-permission', permitRequestBody(user))
    expect(answer.status).toBe(401)
  })
})

describe('GET /api/request-to-permission', () => {
  it("lists the caller's own e-permits, newest first, in the request language", async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const other = await permitReadyHaulier(server)
    await requestPermit(server, other)
    const first = await requestPermit(server, user)
    const second = await requestPermit(server, user, { departure_date: inDays(5) })
    const answer = await server.get('/api/request-to-permission', { token: user.token, lang: 'en' })
    expect(answer.status).toBe(200)
    expect(answer.body.data.payment_status).toBeUndefined()
    expect(answer.body.data.permits.map((permit: { id: number }) => permit.id)).toEqual([
      second,
      first,
    ])
    const country = await server.db
      .selectFrom('countries')
      .select('name_en')
      .where('id', '=', user.ref.countryIds[0] as number)
      .executeTakeFirstOrThrow()
    expect(answer.body.data.permits[0]).toEqual({
      id: second,
      country: country.name_en,
      country_id: user.ref.countryIds[0],
      permit_type: 1,
      is_legal: true,
      type_of_cargo: expect.any(String),
      container_number: expect.any(Number),
      permit_description: expect.any(String),
      driver_id: expect.any(Number),
      car_id: expect.any(Number),
      trailer_id: expect.any(Number),
      departureDate: inDays(5),
      returnDate: inDays(20),
      status: 1,
      to_pay: false,
      price: null,
      reason: null,
      created_at: expect.any(String),
      driver: expect.objectContaining({ id: user.driverId }),
      car: expect.objectContaining({ id: user.carId }),
      trailer: expect.objectContaining({ id: user.trailerId }),
      last_payment: null,
    })
  })

  it('names the driver, car and trailer as they were requested, after they are edited and deleted', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const [category] = await server.db
      .selectFrom('driving_license_categories')
      .select('id')
      .orderBy('position')
      .limit(1)
      .execute()
    await server.db
      .insertInto('driver_license_categories')
      .values({ driver_id: user.driverId, category_id: category?.id ?? 0 })
      .execute()
    const id = await requestPermit(server, user)
    const requested = await server.get('/api/request-to-permission', { token: user.token })
    const [car, trailer, driver] = await Promise.all([
      vehicleRow(server, user.carId),
      vehicleRow(server, user.trailerId),
      server.db
        .selectFrom('drivers')
        .selectAll()
        .where('id', '=', user.driverId)
        .executeTakeFirstOrThrow(),
    ])
    const asRequested = {
      driver: {
        id: user.driverId,
        name: driver.name,
        surname: driver.surname,
        patronymic: driver.patronymic,
        driving_license_number: driver.driving_license_number,
        driving_license_expired_date: driver.driving_license_expired_date,
        driving_licence_categories: [category?.id],
      },
      car,
      trailer,
    }
    expect(requested.body.data.permits[0]).toMatchObject({ id, ...asRequested })

    // The haulier renames the driver, then deletes all three through the API.
    await server.db
      .updateTable('drivers')
      .set({ name: 'Renamed' })
      .where('id', '=', user.driverId)
      .execute()
    for (const path of [
      `/api/driver/${user.driverId}`,
      `/api/transport/${user.carId}`,
      `/api/transport/${user.trailerId}`,
    ]) {
      expect((await server.delete(path, { token: user.token })).status).toBe(200)
    }
    const later = await server.get('/api/request-to-permission', { token: user.token })
    expect(later.body.data.permits[0]).toMatchObject({ id, ...asRequested })
    const stored = await server.db
      .selectFrom('drivers')
      .select('deleted_at')
      .where('id', '=', user.driverId)
      .executeTakeFirstOrThrow()
    expect(stored.deleted_at).not.toBeNull()
  })

  it('answers a page of 16, newest first, with the count, when asked by page; every permit without', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const other = await permitReadyHaulier(server)
    await requestPermit(server, other)
    const first = await requestPermit(server, user)
    const newestFirst = [first, ...(await copiesOfPermit(server, first, 17))]
    const list = async (query: string) => {
      const answer = await server.get(`/api/request-to-permission${query}`, { token: user.token })
      expect(answer.status).toBe(200)
      return answer.body.data as { permits: { id: number }[]; permits_count?: number }
    }
    const idsOf = (data: { permits: { id: number }[] }) => data.permits.map((permit) => permit.id)

    const one = await list('?page=1')
    expect(idsOf(one)).toEqual(newestFirst.slice(0, 16))
    expect(one.permits_count).toBe(18)
    const two = await list('?page=2&payment_notice=keep')
    expect(idsOf(two)).toEqual(newestFirst.slice(16))
    expect(two.permits_count).toBe(18)
    expect(await list('?page=3')).toEqual({ permits: [], permits_count: 18 })

    // The earlier client asks with no page: every permit, and the answer it always had.
    const all = await list('')
    expect(idsOf(all)).toEqual(newestFirst)
    expect(Object.keys(all)).toEqual(['permits'])

    for (const page of ['0', '-1', '1.5', 'x', '100001']) {
      const refused = await server.get(`/api/request-to-permission?page=${page}`, {
        token: user.token,
      })
      expect(refused.status, `page=${page}`).toBe(422)
    }
  })

  it('answers 401 without a session', async ({ server }) => {
    expect((await server.get('/api/request-to-permission')).status).toBe(401)
  })
})
