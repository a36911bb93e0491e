import type { Kysely } from 'kysely'
import { describe, expect } from 'vitest'
import { operator } from '../../testing/cabinet.js'
import { it } from '../../testing/fixtures.js'
import { move, permitReadyHaulier, permitToPay, requestPermit } from '../../testing/permits.js'
import { fillPermitRecords } from './008-permit-records.js'

describe('migration 008 on stored e-permits', () => {
  it('takes the snapshots a filing takes, and the last payment from the payments table', async ({
    server,
  }) => {
    const user = await permitReadyHaulier(server)
    const { token } = await operator(server)
    const unpaid = await requestPermit(server, user)
    const paid = await permitToPay(server, user, token)
    await move(server, token, unpaid, { status: 2 })
    await server.db
      .insertInto('payments')
      .values({
        permit_id: paid,
        user_id: user.id,
        provider: 'sandbox',
        reference: `migration-${paid}`,
        amount: 10,
        status: 'declined',
        completed_at: new Date('2026-01-02T03:04:05.000Z'),
      })
      .execute()
    const read = () =>
      server.db
        .selectFrom('permits')
        .select([
          'id',
          'driver_snapshot',
          'car_snapshot',
          'trailer_snapshot',
          'last_payment_outcome',
          'last_payment_at',
        ])
        .where('id', 'in', [unpaid, paid])
        .orderBy('id')
        .execute()
    const filed = await read()

    await fillPermitRecords(server.db as unknown as Kysely<unknown>)

    const filled = await read()
    expect(filled.map((row) => row.driver_snapshot)).toEqual(
      filed.map((row) => row.driver_snapshot),
    )
    expect(filled.map((row) => [row.car_snapshot, row.trailer_snapshot])).toEqual(
      filed.map((row) => [row.car_snapshot, row.trailer_snapshot]),
    )
    expect(filled[0]).toMatchObject({ last_payment_outcome: null, last_payment_at: null })
    expect(filled[1]).toMatchObject({
      last_payment_outcome: 'failure',
      last_payment_at: new Date('2026-01-02T03:04:05.000Z'),
    })
  })
})
