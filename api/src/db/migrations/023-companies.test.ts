import type { Kysely } from 'kysely'
import { describe, expect } from 'vitest'
import { createAccount } from '../../testing/accounts.js'
import { operator, seedDriver } from '../../testing/cabinet.js'
import { it } from '../../testing/fixtures.js'
import { companiesFromAccounts } from './023-companies.js'

describe('migration 023 on existing accounts', () => {
  it('makes each haulier account a company with itself as administrator, keeps its sessions and its records', async ({
    server,
  }) => {
    const { db } = server
    const haulier = await createAccount(server)
    const staff = await operator(server)
    const driver = await seedDriver(server, haulier.id, true)
    // As the database was before 023: no members, sessions for no company, rows by no member.
    await db.deleteFrom('company_members').where('user_id', 'in', [haulier.id, staff.id]).execute()
    await db
      .updateTable('access_tokens')
      .set({ company_id: null })
      .where('user_id', 'in', [haulier.id, staff.id])
      .execute()
    await db.updateTable('drivers').set({ member_id: null }).where('id', '=', driver).execute()

    await companiesFromAccounts(db as unknown as Kysely<unknown>)
    await companiesFromAccounts(db as unknown as Kysely<unknown>)

    const members = await db
      .selectFrom('company_members')
      .select(['company_id', 'user_id', 'role', 'status'])
      .where('user_id', 'in', [haulier.id, staff.id])
      .execute()
    expect(members).toEqual([
      { company_id: haulier.id, user_id: haulier.id, role: 'administrator', status: 'active' },
    ])
    const row = await db
      .selectFrom('drivers')
      .select('member_id')
      .where('id', '=', driver)
      .executeTakeFirstOrThrow()
    expect(row.member_id).toBe(haulier.id)
    // The earlier client's token, never used before the migration, answers as before.
    const drivers = await server.get('/api/drivers/1', { token: haulier.token })
    expect(drivers.status).toBe(200)
    expect(drivers.body.data.drivers.map((one: { id: number }) => one.id)).toEqual([driver])
  })
})
