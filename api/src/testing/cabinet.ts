import { createAccount } from './accounts.js'
import type { TestServer } from './test-server.js'

/**
 * Fixtures that put cabinet data straight into the database, so a test starts where it needs to
 * (the endpoints that create these rows have their own tests).
 */

/** A signed-up haulier with their user id. */
export async function haulier(server: TestServer, overrides: Record<string, unknown> = {}) {
  const account = await createAccount(server, overrides)
  const user = await server.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', account.email)
    .executeTakeFirstOrThrow()
  return { ...account, id: user.id }
}

/** A signed-up account made an operator of the enterprise. */
export async function operator(server: TestServer) {
  const account = await haulier(server)
  await server.db
    .updateTable('users')
    .set({ role: 'operator' })
    .where('id', '=', account.id)
    .execute()
  return account
}

export async function referenceIds(server: TestServer) {
  const db = server.db
  const city = await db
    .selectFrom('cities')
    .select(['id', 'region_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const [licenseTypes, categories, brands, countries, permitTypes] = await Promise.all([
    db.selectFrom('license_types').select('id').orderBy('id').execute(),
    db.selectFrom('driving_license_categories').select('id').orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'title']).orderBy('id').execute(),
    db.selectFrom('countries').select('id').orderBy('id').execute(),
    db.selectFrom('permit_types').select(['id', 'number', 'price']).orderBy('number').execute(),
  ])
  return {
    cityId: city.id,
    regionId: city.region_id,
    licenseTypeIds: licenseTypes.map((row) => row.id),
    categoryIds: categories.map((row) => row.id),
    brands,
    countryIds: countries.map((row) => row.id),
    permitTypes,
  }
}

const inTwoYears = () => `${new Date().getFullYear() + 2}-06-30`

/** A client profile (legal or individual) of `userId`, with a deposit when `balance` is given. */
export async function seedClientProfile(
  server: TestServer,
  userId: number,
  isLegal: boolean,
  balance: number | null = null,
) {
  const ref = await referenceIds(server)
  const common = {
    user_id: userId,
    is_legal: isLegal,
    region_id: ref.regionId,
    city_id: ref.cityId,
    phone: '+99365123456',
    email: `client-${userId}@example.com`,
    license_number: `LIC-${userId}`,
    license_expire_date: inTwoYears(),
    balance,
  }
  const row = await server.db
    .insertInto('client_profiles')
    .values(
      isLegal
        ? {
            ...common,
            company_name: 'Ak Ýol Logistika HJ',
            address: 'Aşgabat, Magtymguly şaýoly 12',
            yegrpo_number: `EG-${userId}`,
            yegrpo_expire_date: inTwoYears(),
            certificate_number: `CERT-${userId}`,
            bank_details: 'TDB, BIK 390101',
            account_number: '23202934100000000001',
          }
        : {
            ...common,
            surname: 'Atayew',
            name: 'Merdan',
            patronymic: 'Orazowiç',
            patent_number: `PAT-${userId}`,
            patent_expire_date: inTwoYears(),
          },
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function seedDriver(
  server: TestServer,
  userId: number,
  isLegal: boolean,
  overrides: Partial<{ name: string; surname: string }> = {},
) {
  const row = await server.db
    .insertInto('drivers')
    .values({
      user_id: userId,
      is_legal: isLegal,
      name: overrides.name ?? 'Döwlet',
      surname: overrides.surname ?? 'Hojamuradow',
      patronymic: 'Annaýewiç',
      driving_license_number: `DL-${userId}-${Math.floor(Math.random() * 1e6)}`,
      driving_license_expired_date: inTwoYears(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Plates of seeded vehicles: counted, not random, so that a file's many vehicles never collide. */
let seededPlates = 0

/** A car (`isCar`) or a trailer of `userId`, driven by `driverId` when given. */
export async function seedTransport(
  server: TestServer,
  userId: number,
  isLegal: boolean,
  isCar: boolean,
  driverId: number | null = null,
) {
  const ref = await referenceIds(server)
  const brand = ref.brands[isCar ? 0 : ref.brands.length - 1]
  if (!brand) throw new Error('no brands seeded')
  const row = await server.db
    .insertInto('transports')
    .values({
      user_id: userId,
      is_legal: isLegal,
      is_transport: isCar,
      brand_id: brand.id,
      plate_number: `${String(++seededPlates).padStart(4, '0')} ZZ ${isCar ? 'A' : 'T'}`,
      card_number: `TC-${Math.floor(Math.random() * 1e6)}`,
      card_start_date: '2025-01-15',
      driver_id: driverId,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
