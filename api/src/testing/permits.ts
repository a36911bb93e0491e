import { sql } from 'kysely'
import { haulier, referenceIds, seedClientProfile, seedDriver, seedTransport } from './cabinet.js'
import type { TestServer } from './test-server.js'

/** Fixtures of e-permit tests: a haulier ready to request one, and the steps of its life. */

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A haulier with a client profile, a driver and the driver's car and trailer, all of one kind. */
export async function permitReadyHaulier(
  server: TestServer,
  options: { isLegal?: boolean; lang?: string } = {},
) {
  const isLegal = options.isLegal ?? true
  const user = await haulier(server, options.lang ? { lang: options.lang } : {})
  const profileId = await seedClientProfile(server, user.id, isLegal)
  const driverId = await seedDriver(server, user.id, isLegal)
  const carId = await seedTransport(server, user.id, isLegal, true, driverId)
  const trailerId = await seedTransport(server, user.id, isLegal, false, driverId)
  const ref = await referenceIds(server)
  return { ...user, isLegal, profileId, driverId, carId, trailerId, ref }
}

export type PermitHaulier = Awaited<ReturnType<typeof permitReadyHaulier>>

/** The body the e-permit form sends, as the earlier client builds it. */
export function permitRequestBody(user: PermitHaulier, overrides: Record<string, unknown> = {}) {
  return {
    country: user.ref.countryIds[0],
    type_of_cargo: 'Pagta süýümi',
    // A number input: the earlier client's v-model sends it as a number.
    container_number: 2,
    departure_date: inDays(3),
    return_date: inDays(20),
    is_legal: user.isLegal ? '1' : '0',
    client: { id: user.profileId },
    driver: { id: user.driverId, name: 'Döwlet' },
    transports: [
      { id: user.carId, is_transport: '1' },
      { id: user.trailerId, is_transport: '0' },
    ],
    permit_type: 1,
    permit_description: 'Aşgabat — Stambul',
    ...overrides,
  }
}

/** Requests an e-permit and gives its id. */
export async function requestPermit(
  server: TestServer,
  user: PermitHaulier,
  overrides: Record<string, unknown> = {},
) {
  const answer = await server.post(
    '/api/request-to-permission',
    permitRequestBody(user, overrides),
    {
      token: user.token,
    },
  )
  if (answer.status !== 200) throw new Error(`request-to-permission: ${answer.text}`)
  return answer.body.id as number
}

/**
 * `count` copies of e-permit `permitId` as if filed before it, a second apart, straight into the
 * database (a list's paging is tested, not the filing, and hundreds of filings would hit the
 * rate limit). Gives their ids newest first: the permit itself, then these, is the list's order.
 */
export async function copiesOfPermit(
  server: Pick<TestServer, 'db'>,
  permitId: number,
  count: number,
) {
  const columns = sql.raw(`user_id, is_legal, client_profile_id, country_id, permit_type_id,
    type_of_cargo, container_number, departure_date, return_date, driver_id, car_id, trailer_id,
    permit_description, status, driver_snapshot, car_snapshot, trailer_snapshot`)
  const { rows } = await sql<{ id: number }>`
    insert into permits (${columns}, created_at, updated_at)
    select ${columns}, permit.created_at - n * interval '1 second',
      permit.created_at - n * interval '1 second'
    from permits permit, generate_series(1, ${count}) n
    where permit.id = ${permitId}
    order by n
    returning id`.execute(server.db)
  return rows.map((row) => row.id)
}

/** An operator's move of an e-permit; fails the test unless it succeeds. */
export async function move(
  server: TestServer,
  operatorToken: string,
  permitId: number,
  body: Record<string, unknown>,
) {
  // Operators act only on what they have claimed (claiming one's own claim again is fine).
  await server.post(`/api/operator/permits/${permitId}/claim`, {}, { token: operatorToken })
  const answer = await server.post(`/api/operator/permits/${permitId}/status`, body, {
    token: operatorToken,
  })
  if (answer.status !== 200) throw new Error(`move to ${String(body.status)}: ${answer.text}`)
  return answer.body
}

/** An e-permit of `user` brought to "to pay" at `price` by `operatorToken`. */
export async function permitToPay(
  server: TestServer,
  user: PermitHaulier,
  operatorToken: string,
  price = 150,
) {
  const id = await requestPermit(server, user)
  await move(server, operatorToken, id, { status: 2 })
  await move(server, operatorToken, id, { status: 3, price })
  return id
}

export { inDays }
