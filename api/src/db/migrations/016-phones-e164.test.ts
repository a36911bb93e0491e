import type { Kysely } from 'kysely'
import { describe, expect } from 'vitest'
import { haulier, operator, seedClientProfile } from '../../testing/cabinet.js'
import { it } from '../../testing/fixtures.js'
import { seedOnlineApplication } from '../../testing/requests.js'
import { storePhonesAsE164 } from './016-phones-e164.js'

describe('migration 016 on stored phones', () => {
  it('rewrites each phone written another way as E.164 and keeps what is no phone', async ({
    server,
  }) => {
    const { db } = server
    const owner = await haulier(server)
    const staff = await operator(server)
    const profile = await seedClientProfile(server, owner.id, true)
    const application = await seedOnlineApplication(server, owner.id)
    const feedback = await db
      .insertInto('feedback_messages')
      .values({
        department: 'general_dep',
        name: 'Aman',
        email: 'aman@example.com',
        phone: '+7 (916) 123-45-67',
        message: 'Salam',
        lang: 'tm',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('users')
      .set({ phone: '8 65 12-34-56' })
      .where('id', '=', owner.id)
      .execute()
    await db.updateTable('users').set({ phone: '' }).where('id', '=', staff.id).execute()
    await db
      .updateTable('client_profiles')
      .set({ phone: '+993 (12) 34-56-78' })
      .where('id', '=', profile)
      .execute()
    await db
      .updateTable('online_applications')
      .set({ phone: 'call the office' })
      .where('id', '=', application)
      .execute()
    // A row already in E.164 is the common case: it stays as it is.
    const untouched = await haulier(server, { phone: '+99361234567' })

    await storePhonesAsE164(db as unknown as Kysely<unknown>)

    const phoneOf = async (
      table: 'users' | 'client_profiles' | 'online_applications',
      id: number,
    ) =>
      (await db.selectFrom(table).select('phone').where('id', '=', id).executeTakeFirstOrThrow())
        .phone
    expect(await phoneOf('users', owner.id)).toBe('+99365123456')
    expect(await phoneOf('users', staff.id)).toBe('')
    expect(await phoneOf('users', untouched.id)).toBe('+99361234567')
    expect(await phoneOf('client_profiles', profile)).toBe('+99312345678')
    expect(await phoneOf('online_applications', application)).toBe('call the office')
    const message = await db
      .selectFrom('feedback_messages')
      .select('phone')
      .where('id', '=', feedback.id)
      .executeTakeFirstOrThrow()
    expect(message.phone).toBe('+79161234567')
  })
})
