import type { Kysely } from 'kysely'
import { describe, expect } from 'vitest'
import { up as normalisePlates } from '../db/migrations/006-plates.js'
import { haulier, seedDriver, seedTransport } from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import { permissionBody } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'

/** Plates that look alike are one plate: when a vehicle is saved, a permission filed, and in stored rows. */

let truckBrand: number
test.beforeAll(async ({ server }) => {
  const brand = await server.db
    .selectFrom('brands')
    .select('id')
    .where('kind', '=', 'truck')
    .executeTakeFirstOrThrow()
  truckBrand = brand.id
})

const car = (plate_number: string) => ({
  brand_id: truckBrand,
  plate_number,
  card_number: 'TC-1',
  card_start_date: '2024-05-20',
  is_transport: '1',
  is_legal: '1',
})

const platesOf = async (server: TestServer, userId: number) =>
  (
    await server.db
      .selectFrom('transports')
      .select('plate_number')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute()
  ).map((row) => row.plate_number)

describe('plates that look alike', () => {
  it('are refused beside the plate they imitate, however they are typed', async ({ server }) => {
    const user = await haulier(server)
    const save = (plate: string) =>
      server.post('/api/transport', car(plate), { token: user.token, lang: 'en' })
    expect((await save('AG 1234 AB')).status).toBe(200)
    const lookAlikes = [
      'АG 1234 AB', // a Cyrillic А
      'АG 1234 АВ', // Cyrillic А and В
      'ag 1234 ав', // lower case, Cyrillic а and в
      'ΑG 1234 AB', // a Greek Alpha
      'ＡＧ　１２３４　ＡＢ', // full width
      'AG1234AB',
      'AG-1234-AB',
      'AG – 1234 – AB',
    ]
    for (const plate of lookAlikes) {
      const answer = await save(plate)
      expect(answer.status, plate).toBe(422)
      expect(answer.body.errors, plate).toEqual({
        plate_number: ['You already have a car or trailer with this plate number.'],
      })
    }
    for (const plate of ['AG 1234\u200B AB', '\u202EAG 1234 AB', 'AG 1234\nAB']) {
      const answer = await save(plate)
      expect(answer.status, JSON.stringify(plate)).toBe(422)
      expect(answer.body.errors.plate_number, plate).toEqual([expect.stringContaining('one line')])
    }
    // Renaming another vehicle to a look-alike is refused the same way.
    const other = await save('MR 5555 AA')
    const renamed = await server.put(`/api/transport/${other.body.id}`, car('АG 1234 АВ'), {
      token: user.token,
      lang: 'en',
    })
    expect(renamed.status).toBe(422)
    expect(await platesOf(server, user.id)).toEqual(['AG 1234 AB', 'MR 5555 AA'])
  })

  it('are stored in Latin capitals', async ({ server }) => {
    const user = await haulier(server)
    const saved = await server.post('/api/transport', car(' хк 7777  мр '), { token: user.token })
    expect(saved.status).toBe(200)
    expect(await platesOf(server, user.id)).toEqual(['XK 7777 MP'])
    const read = await server.get(`/api/transport/${saved.body.id}`, { token: user.token })
    expect(read.body.plate_number).toBe('XK 7777 MP')
  })

  it('are stored as plates on loading permissions too', async ({ server }) => {
    const user = await haulier(server)
    const filed = await server.post(
      '/api/load-permission',
      permissionBody({ gos_nomer: ' аg  4521 — ВС ' }),
      { token: user.token },
    )
    expect(filed.body).toEqual({ status: 'success', id: expect.any(Number) })
    const row = await server.db
      .selectFrom('cargo_permissions')
      .select('gos_nomer')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row.gos_nomer).toBe('AG 4521 - BC')
  })
})

describe('migration 006 on stored plates', () => {
  it('normalises them, keeps the oldest of look-alike live vehicles and deletes the later softly', async ({
    server,
  }) => {
    const user = await haulier(server)
    const neighbour = await haulier(server)
    const driver = await seedDriver(server, user.id, true)
    const oldest = await seedTransport(server, user.id, true, true)
    const later = await seedTransport(server, user.id, false, false, driver)
    const gone = await seedTransport(server, user.id, true, true)
    const other = await seedTransport(server, user.id, true, true)
    const theirs = await seedTransport(server, neighbour.id, true, true)
    // Rows as they could be stored before plates were normalised (the index then compared spellings).
    const stored: [number, string, Date | null][] = [
      [oldest, 'AG 1234 AB', null],
      [later, 'АG\u200B1234 АВ', null],
      [gone, 'ag 1234 ab', new Date()],
      [other, 'ＭＲ 77-77', null],
      [theirs, 'АG 1234 AB', null],
    ]
    for (const [id, plate_number, deleted_at] of stored) {
      await server.db
        .updateTable('transports')
        .set({ plate_number, deleted_at })
        .where('id', '=', id)
        .execute()
    }
    const permission = await server.db
      .insertInto('cargo_permissions')
      .values({
        ...permissionBody({ gos_nomer: 'аg\u00AD 4521' }),
        user_id: user.id,
        kind: 2,
        valid_until: '2030-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow()

    await normalisePlates(server.db as unknown as Kysely<unknown>)

    const rows = await server.db
      .selectFrom('transports')
      .select(['id', 'plate_number', 'deleted_at', 'driver_id'])
      .where('id', 'in', [oldest, later, gone, other, theirs])
      .execute()
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(byId.get(oldest)).toMatchObject({ plate_number: 'AG 1234 AB', deleted_at: null })
    expect(byId.get(later)).toMatchObject({ plate_number: 'AG1234 AB', driver_id: null })
    expect(byId.get(later)?.deleted_at).toBeInstanceOf(Date)
    expect(byId.get(gone)?.plate_number).toBe('AG 1234 AB')
    expect(byId.get(other)).toMatchObject({ plate_number: 'MR 77-77', deleted_at: null })
    expect(byId.get(theirs)).toMatchObject({ plate_number: 'AG 1234 AB', deleted_at: null })
    const filed = await server.db
      .selectFrom('cargo_permissions')
      .select('gos_nomer')
      .where('id', '=', permission.id)
      .executeTakeFirstOrThrow()
    expect(filed.gos_nomer).toBe('AG 4521')

    // The rebuilt index holds the rule for rows written past the API.
    await expect(
      server.db
        .updateTable('transports')
        .set({ plate_number: 'MR-7777' })
        .where('id', '=', oldest)
        .execute(),
    ).rejects.toMatchObject({ code: '23505' })
  })
})
