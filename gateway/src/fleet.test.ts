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
    expect(updated).toEqual({
      driver: {
        id: driver.id,
        name: 'Döwletmyrat',
        cars: [{ id: car.id }],
        trailers: [],
        licenceCategories: [],
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
    expect(blank).toEqual({ driver: null, userErrors: [{ field: 'name', code: 'INVALID' }] })
    const expired = dataOf(
      await browser.graphql(createDriver, {
        input: { ...driverInput, licenceExpiresOn: '2020-01-01' },
      }),
    ).createDriver
    expect(expired).toEqual({
      driver: null,
      userErrors: [{ field: 'licenceExpiresOn', code: 'INVALID' }],
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
})
