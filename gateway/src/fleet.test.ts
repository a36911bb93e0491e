import { describe, expect, test } from 'vitest'
import { dataOf } from './testing/browser.js'
import { DRIVER_FIELDS, fleetOwner } from './testing/cabinet.js'
import { inDays, referenceIds } from './testing/reference.js'
import { stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile()

let ref: Awaited<ReturnType<typeof referenceIds>>

describe('drivers, cars and trailers', () => {
  test('create, read, list, update and delete, with relations as objects', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car, trailer, carAnswer } = await fleetOwner(stack, ref)
    expect(carAnswer.userErrors).toEqual([])
    expect(car).toMatchObject({ type: 'CAR', plateNumber: 'AG 1234 AG' })

    const created = dataOf(
      await browser.graphql(
        `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { ${DRIVER_FIELDS} } userErrors { field } } }`,
        {
          input: {
            kind: 'LEGAL_ENTITY',
            name: 'Döwlet',
            surname: 'Annaýew',
            patronymic: 'Myradowiç',
            licenceNumber: 'DL-42',
            licenceExpiresOn: inDays(600),
            licenceCategoryIds: ref.categoryIds,
            vehicleIds: [car.id, trailer.id],
          },
        },
      ),
    ).createDriver
    expect(created.userErrors).toEqual([])
    const driver = created.driver
    expect(driver.cars).toEqual([
      { id: car.id, plateNumber: 'AG 1234 AG', brand: { id: ref.truckBrandId } },
    ])
    expect(driver.trailers).toEqual([{ id: trailer.id, plateNumber: 'AG 5678' }])
    expect(driver.licenceCategories.map((c: { id: string }) => c.id).sort()).toEqual(
      [...ref.categoryIds].sort(),
    )

    const listed = dataOf(
      await browser.graphql(`{
        drivers(kind: LEGAL_ENTITY) { id name cars { id } trailers { id } }
        individual: drivers(kind: INDIVIDUAL) { id }
        vehicles(kind: LEGAL_ENTITY, type: CAR) { id kind type cardNumber cardIssuedOn brand { kind } driver { id name } }
        trailers: vehicles(kind: LEGAL_ENTITY, type: TRAILER) { id driver { id } }
      }`),
    )
    expect(listed.drivers).toEqual([
      { id: driver.id, name: 'Döwlet', cars: [{ id: car.id }], trailers: [{ id: trailer.id }] },
    ])
    expect(listed.individual).toEqual([])
    expect(listed.vehicles).toEqual([
      {
        id: car.id,
        kind: 'LEGAL_ENTITY',
        type: 'CAR',
        cardNumber: 'TC-1',
        cardIssuedOn: inDays(-30),
        brand: { kind: 'TRUCK' },
        driver: { id: driver.id, name: 'Döwlet' },
      },
    ])
    expect(listed.trailers).toEqual([{ id: trailer.id, driver: { id: driver.id } }])

    const updated = dataOf(
      await browser.graphql(
        `mutation ($input: UpdateDriverInput!) { updateDriver(input: $input) { driver { id name cars { id } trailers { id } licenceCategories { id } } userErrors { field } } }`,
        {
          input: {
            id: driver.id,
            name: 'Döwletmyrat',
            surname: 'Annaýew',
            patronymic: 'Myradowiç',
            licenceNumber: 'DL-42',
            licenceExpiresOn: inDays(600),
            vehicleIds: [car.id],
          },
        },
      ),
    ).updateDriver
    // The categories were left out, so they stay; the vehicles sent are all the driver keeps.
    expect(updated).toEqual({
      driver: {
        id: driver.id,
        name: 'Döwletmyrat',
        cars: [{ id: car.id }],
        trailers: [],
        licenceCategories: expect.arrayContaining(ref.categoryIds.map((id) => ({ id }))),
      },
      userErrors: [],
    })

    const vehicleUpdate = dataOf(
      await browser.graphql(
        `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { vehicle { id cardNumber driver { id } } userErrors { field } } }`,
        {
          input: {
            id: trailer.id,
            brandId: ref.trailerBrandId,
            plateNumber: 'AG 5678',
            cardNumber: 'TC-22',
            cardIssuedOn: inDays(-10),
            driverId: driver.id,
          },
        },
      ),
    ).updateVehicle
    expect(vehicleUpdate).toEqual({
      vehicle: { id: trailer.id, cardNumber: 'TC-22', driver: { id: driver.id } },
      userErrors: [],
    })

    const one = dataOf(
      await browser.graphql(
        `query ($id: ID!) { driver(id: $id) { id trailers { id } } vehicle(id: $id) { id } }`,
        { id: driver.id },
      ),
    )
    expect(one.driver).toEqual({ id: driver.id, trailers: [{ id: trailer.id }] })

    const createDriver = `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } userErrors { field code } } }`
    const driverInput = {
      kind: 'LEGAL_ENTITY',
      name: 'A',
      surname: 'B',
      patronymic: 'C',
      licenceNumber: 'X',
      licenceExpiresOn: inDays(10),
    }
    const blank = dataOf(
      await browser.graphql(createDriver, { input: { ...driverInput, name: ' ' } }),
    ).createDriver
    expect(blank).toEqual({ driver: null, userErrors: [{ field: ['name'], code: 'INVALID' }] })
    const expired = dataOf(
      await browser.graphql(createDriver, {
        input: { ...driverInput, licenceExpiresOn: '2020-01-01' },
      }),
    ).createDriver
    expect(expired).toEqual({
      driver: null,
      userErrors: [{ field: ['licenceExpiresOn'], code: 'INVALID' }],
    })
    const notADay = await browser.graphql(createDriver, {
      input: { ...driverInput, licenceExpiresOn: '2026-02-30' },
    })
    expect(notADay.status).toBe(400)
    expect(notADay.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT')

    const removed = dataOf(
      await browser.graphql(
        `mutation ($id: ID!) { deleteDriver(id: $id) { deletedDriverId userErrors { code } } }`,
        { id: driver.id },
      ),
    ).deleteDriver
    expect(removed).toEqual({ deletedDriverId: driver.id, userErrors: [] })
    const again = dataOf(
      await browser.graphql(
        `mutation ($id: ID!) { deleteDriver(id: $id) { deletedDriverId userErrors { code } } }`,
        { id: driver.id },
      ),
    ).deleteDriver
    expect(again).toEqual({ deletedDriverId: null, userErrors: [{ code: 'NOT_FOUND' }] })
    const gone = dataOf(
      await browser.graphql(`mutation ($id: ID!) { deleteVehicle(id: $id) { deletedVehicleId } }`, {
        id: trailer.id,
      }),
    ).deleteVehicle
    expect(gone.deletedVehicleId).toBe(trailer.id)
    expect(
      dataOf(
        await browser.graphql(`query ($id: ID!) { vehicle(id: $id) { id } }`, { id: trailer.id }),
      ).vehicle,
    ).toBeNull()
  })

  test("a refused vehicle or driver is named by the input's field, a list's item by its index", async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car } = await fleetOwner(stack, ref)
    const { car: strangersCar } = await fleetOwner(stack, ref)
    const createDriver = `mutation ($input: CreateDriverInput!) { createDriver(input: $input) { driver { id } userErrors { field code } } }`
    const input = {
      kind: 'LEGAL_ENTITY',
      name: 'Aman',
      surname: 'Orazow',
      patronymic: 'Begiç',
      licenceNumber: 'DL-9',
      licenceExpiresOn: inDays(300),
    }
    const malformed = dataOf(
      await browser.graphql(createDriver, { input: { ...input, vehicleIds: [car.id, 'car-2'] } }),
    ).createDriver
    expect(malformed).toEqual({
      driver: null,
      userErrors: [{ field: ['vehicleIds', '1'], code: 'INVALID' }],
    })
    const notOwn = dataOf(
      await browser.graphql(createDriver, {
        input: { ...input, vehicleIds: [strangersCar.id], licenceCategoryIds: ['999999'] },
      }),
    ).createDriver
    expect(notOwn.userErrors).toEqual(
      expect.arrayContaining([
        { field: ['vehicleIds'], code: 'INVALID' },
        { field: ['licenceCategoryIds'], code: 'INVALID' },
      ]),
    )
    expect(notOwn.userErrors).toHaveLength(2)

    const strangersDriver = dataOf(
      await browser.graphql(createDriver, { input: { ...input, kind: 'INDIVIDUAL' } }),
    ).createDriver.driver
    const wrongDriver = dataOf(
      await browser.graphql(
        `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) { vehicle { id } userErrors { field code } } }`,
        {
          input: {
            id: car.id,
            brandId: ref.trailerBrandId,
            plateNumber: 'AG 1234 AG',
            cardNumber: 'TC-1',
            cardIssuedOn: inDays(-30),
            driverId: strangersDriver.id,
          },
        },
      ),
    ).updateVehicle
    expect(wrongDriver.vehicle).toBeNull()
    expect(wrongDriver.userErrors).toEqual(
      expect.arrayContaining([
        { field: ['brandId'], code: 'INVALID' },
        { field: ['driverId'], code: 'INVALID' },
      ]),
    )
    expect(wrongDriver.userErrors).toHaveLength(2)
  })

  test('a driver or vehicle update changes only the fields sent; a moved vehicle names the driver who lost it', async () => {
    ref ??= await referenceIds(stack.browser())
    const { browser, car, trailer } = await fleetOwner(stack, ref)
    const create = `mutation ($input: CreateDriverInput!) { createDriver(input: $input) {
      driver { id cars { id } trailers { id } }
      reassignedVehicles { vehicle { id } previousDriver { id cars { id } trailers { id } } }
      query { drivers(kind: LEGAL_ENTITY) { id } }
      userErrors { field } } }`
    const driverInput = (name: string, vehicleIds: string[]) => ({
      kind: 'LEGAL_ENTITY',
      name,
      surname: 'Annaýew',
      patronymic: 'Myradowiç',
      licenceNumber: `DL-${name}`,
      licenceExpiresOn: inDays(600),
      licenceCategoryIds: ref.categoryIds,
      vehicleIds,
    })
    const first = dataOf(
      await browser.graphql(create, { input: driverInput('Aman', [car.id, trailer.id]) }),
    ).createDriver
    const aman = first.driver
    expect(first.reassignedVehicles).toEqual([])
    expect(first.query.drivers).toEqual([{ id: aman.id }])

    // Leaving every field out but one changes that one only: the vehicles and categories stay.
    const update = `mutation ($input: UpdateDriverInput!) { updateDriver(input: $input) {
      driver { id name licenceNumber licenceCategories { id } cars { id } trailers { id } }
      reassignedVehicles { vehicle { id driver { id } } previousDriver { id cars { id } trailers { id } } }
      query { drivers(kind: LEGAL_ENTITY) { id cars { id } trailers { id } } }
      userErrors { field code } } }`
    const renamed = dataOf(
      await browser.graphql(update, { input: { id: aman.id, name: 'Amanmyrat' } }),
    ).updateDriver
    expect(renamed.userErrors).toEqual([])
    expect(renamed.driver).toMatchObject({
      name: 'Amanmyrat',
      licenceNumber: 'DL-Aman',
      cars: [{ id: car.id }],
      trailers: [{ id: trailer.id }],
    })
    expect(renamed.driver.licenceCategories).toHaveLength(ref.categoryIds.length)

    // A second driver takes the car: the payload names it with the driver who lost it, read now.
    const batyr = dataOf(await browser.graphql(create, { input: driverInput('Batyr', []) }))
      .createDriver.driver
    const moved = dataOf(
      await browser.graphql(update, { input: { id: batyr.id, vehicleIds: [car.id] } }),
    ).updateDriver
    expect(moved.userErrors).toEqual([])
    expect(moved.driver.cars).toEqual([{ id: car.id }])
    expect(moved.reassignedVehicles).toEqual([
      {
        vehicle: { id: car.id, driver: { id: batyr.id } },
        previousDriver: { id: aman.id, cars: [], trailers: [{ id: trailer.id }] },
      },
    ])
    expect(moved.query.drivers).toEqual([
      { id: batyr.id, cars: [{ id: car.id }], trailers: [] },
      { id: aman.id, cars: [], trailers: [{ id: trailer.id }] },
    ])

    // A vehicle: a new card number only keeps its driver; a new driver names the previous one.
    const updateVehicle = `mutation ($input: UpdateVehicleInput!) { updateVehicle(input: $input) {
      vehicle { id plateNumber cardNumber driver { id } }
      previousDriver { id trailers { id } }
      query { vehicles(kind: LEGAL_ENTITY, type: TRAILER) { id driver { id } } }
      userErrors { field code } } }`
    const card = dataOf(
      await browser.graphql(updateVehicle, { input: { id: trailer.id, cardNumber: 'TC-3' } }),
    ).updateVehicle
    expect(card).toMatchObject({
      vehicle: {
        id: trailer.id,
        plateNumber: 'AG 5678',
        cardNumber: 'TC-3',
        driver: { id: aman.id },
      },
      previousDriver: null,
      userErrors: [],
    })
    const taken = dataOf(
      await browser.graphql(updateVehicle, { input: { id: trailer.id, driverId: batyr.id } }),
    ).updateVehicle
    expect(taken).toMatchObject({
      vehicle: { id: trailer.id, cardNumber: 'TC-3', driver: { id: batyr.id } },
      previousDriver: { id: aman.id, trailers: [] },
      query: { vehicles: [{ id: trailer.id, driver: { id: batyr.id } }] },
    })
    const unlinked = dataOf(
      await browser.graphql(updateVehicle, { input: { id: trailer.id, driverId: null } }),
    ).updateVehicle
    expect(unlinked).toMatchObject({
      vehicle: { id: trailer.id, driver: null },
      previousDriver: { id: batyr.id, trailers: [] },
    })

    // Removing a driver answers its id and the lists without it, its car left without a driver.
    const removed = dataOf(
      await browser.graphql(
        `mutation ($id: ID!) { deleteDriver(id: $id) { deletedDriverId
          query { drivers(kind: LEGAL_ENTITY) { id } vehicles(kind: LEGAL_ENTITY, type: CAR) { id driver { id } } } } }`,
        { id: batyr.id },
      ),
    ).deleteDriver
    expect(removed).toEqual({
      deletedDriverId: batyr.id,
      query: { drivers: [{ id: aman.id }], vehicles: [{ id: car.id, driver: null }] },
    })
    const gone = dataOf(
      await browser.graphql(
        `mutation ($id: ID!) { deleteVehicle(id: $id) { deletedVehicleId
          query { vehicles(kind: LEGAL_ENTITY, type: TRAILER) { id } } } }`,
        { id: trailer.id },
      ),
    ).deleteVehicle
    expect(gone).toEqual({ deletedVehicleId: trailer.id, query: { vehicles: [] } })
  })
})
