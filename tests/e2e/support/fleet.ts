import { type GatewayClient, orThrow, type UserErrors } from './gateway.js'

/**
 * A signed-in haulier's drivers, cars and trailers, made through the gateway as that haulier
 * (the `haulier` fixture's `gateway`), so that a journey starts where it tests.
 */
export type Kind = 'INDIVIDUAL' | 'LEGAL_ENTITY'

/** `yyyy-mm-dd`, `days` from today. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export type Reference = {
  categoryIds: string[]
  truckBrand: { id: string; title: string }
  trailerBrand: { id: string; title: string }
}

/** The licence categories, and a brand that fits a car and one that fits a trailer. */
export async function reference(gateway: GatewayClient): Promise<Reference> {
  const data = await gateway.call<{
    drivingLicenceCategories: { id: string }[]
    trucks: { id: string; title: string }[]
    trailers: { id: string; title: string }[]
  }>(`{ drivingLicenceCategories { id }
        trucks: brands(vehicleType: CAR) { id title } trailers: brands(vehicleType: TRAILER) { id title } }`)
  const [truckBrand, trailerBrand] = [data.trucks[0], data.trailers[0]]
  if (!truckBrand || !trailerBrand) throw new Error('the reference data has no brands')
  return { categoryIds: data.drivingLicenceCategories.map((c) => c.id), truckBrand, trailerBrand }
}

let made = 0

/** A driver with a car and a trailer of one kind, the vehicles linked to the driver. */
export async function seedFleet(gateway: GatewayClient, kind: Kind, ref: Reference) {
  made += 1
  const unique = `${process.pid % 1000}${made}`
  const vehicle = async (type: 'CAR' | 'TRAILER', brandId: string, plateNumber: string) => {
    const data = await gateway.call<{ createVehicle: UserErrors & { vehicle: { id: string } } }>(
      `mutation ($input: CreateVehicleInput!) {
        createVehicle(input: $input) { vehicle { id } userErrors { field message code } } }`,
      {
        input: {
          kind,
          type,
          brandId,
          plateNumber,
          cardNumber: `TP-${unique}`,
          cardIssuedOn: inDays(-30),
        },
      },
    )
    return orThrow('createVehicle', data.createVehicle).vehicle
  }
  const car = await vehicle('CAR', ref.truckBrand.id, `AG ${unique} AG`)
  const trailer = await vehicle('TRAILER', ref.trailerBrand.id, `AG ${unique} TR`)
  const data = await gateway.call<{ createDriver: UserErrors & { driver: { id: string } } }>(
    `mutation ($input: CreateDriverInput!) {
      createDriver(input: $input) { driver { id } userErrors { field message code } } }`,
    {
      input: {
        kind,
        name: 'Döwlet',
        surname: 'Annaýew',
        patronymic: 'Myradowiç',
        licenceNumber: `DL-${unique}`,
        licenceExpiresOn: inDays(600),
        licenceCategoryIds: ref.categoryIds.slice(0, 2),
        vehicleIds: [car.id, trailer.id],
      },
    },
  )
  const driver = orThrow('createDriver', data.createDriver).driver
  return { driver, car, trailer }
}
