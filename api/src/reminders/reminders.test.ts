import { describe, expect } from 'vitest'
import { daysAfter, enterpriseDayStart } from '../calendar/days.js'
import { openDatabase } from '../db/database.js'
import { haulier, operator, seedDriver } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'
import { createReminderJob } from './reminder-job.js'

/** 10:00 in Ashgabat on `day`: the clock a run is given. */
const at = (day: string) => new Date(enterpriseDayStart(day).getTime() + 10 * 3_600_000)

/** Each test's documents expire on a day of their own, far from every other test's data. */
let nextDay = 0
const expiryDay = () => daysAfter('2031-01-01', 40 * ++nextDay)

async function driverExpiringOn(server: TestServer, userId: number, day: string) {
  const id = await seedDriver(server, userId, true, { name: 'Batyr', surname: 'Öwezow' })
  await server.db
    .updateTable('drivers')
    .set({ driving_license_expired_date: day })
    .where('id', '=', id)
    .execute()
  return id
}

async function certificateExpiringOn(server: TestServer, userId: number, day: string) {
  await server.db
    .updateTable('users')
    .set({ ygtyyarnama_expire_date: day })
    .where('id', '=', userId)
    .execute()
}

const lettersTo = async (server: TestServer, email: string) => {
  await server.mailDelivered()
  return server.outbox.to(email)
}

describe('reminders before an expiry', () => {
  it('sends the 30-, 7- and 1-day reminders once each, in the haulier’s language', async ({
    server,
  }) => {
    const expiry = expiryDay()
    const russian = await haulier(server, { lang: 'ru' })
    await driverExpiringOn(server, russian.id, expiry)

    // Days before the 30-day mark send nothing; each mark sends once, however often it runs.
    for (const daysLeft of [45, 31, 30, 30, 29, 8, 7, 7, 6, 2, 1, 1, 0]) {
      await server.runReminders(at(daysAfter(expiry, -daysLeft)))
    }
    const letters = await lettersTo(server, russian.email)
    expect(letters.map((letter) => letter.subject)).toEqual([
      'Срок истекает через 30 дн. — Портал автотранспортного надзора',
      'Срок истекает через 7 дн. — Портал автотранспортного надзора',
      'Срок истекает через 1 дн. — Портал автотранспортного надзора',
    ])
    expect(letters[0]?.text).toContain('водительского удостоверения Batyr Öwezow')
    expect(letters[0]?.text).toContain(expiry.split('-').reverse().join('.'))
    const sent = await server.db
      .selectFrom('sent_reminders')
      .select('days_before')
      .where('user_id', '=', russian.id)
      .orderBy('days_before', 'desc')
      .execute()
    expect(sent.map((row) => row.days_before)).toEqual([30, 7, 1])
  })

  it('writes to each haulier in their own language', async ({ server }) => {
    const expiry = expiryDay()
    const turkmen = await haulier(server, { lang: 'tm' })
    const english = await haulier(server, { lang: 'en' })
    await certificateExpiringOn(server, turkmen.id, expiry)
    await certificateExpiringOn(server, english.id, expiry)

    await server.runReminders(at(daysAfter(expiry, -7)))
    const [tm] = await lettersTo(server, turkmen.email)
    const [en] = await lettersTo(server, english.email)
    expect(tm?.subject).toBe('Möhleti 7 günden gutarýar — Awtoulag gözegçilik portaly')
    expect(tm?.text).toContain('Şahadatnamaňyzyň möhleti')
    expect(en?.subject).toBe('Expires in 7 day(s) — Road Transport Supervision portal')
    expect(en?.text).toContain('Your certificate expires on')
  })

  it('catches up a missed day with the reminder due then, not with the ones outgrown', async ({
    server,
  }) => {
    const expiry = expiryDay()
    const owner = await haulier(server, { lang: 'en' })
    await driverExpiringOn(server, owner.id, expiry)
    // The API was down from 31 days before until 5 days before.
    await server.runReminders(at(daysAfter(expiry, -5)))
    const letters = await lettersTo(server, owner.email)
    expect(letters.map((letter) => letter.subject)).toEqual([
      'Expires in 5 day(s) — Road Transport Supervision portal',
    ])
  })

  it('does not send again after a restart, nor twice from two instances at once', async ({
    server,
  }) => {
    const expiry = expiryDay()
    const owner = await haulier(server, { lang: 'en' })
    await driverExpiringOn(server, owner.id, expiry)
    const day = at(daysAfter(expiry, -30))

    // A second instance on the same database: on PostgreSQL a connection pool of its own.
    const second = server.databaseUrl
      ? await openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })
      : undefined
    try {
      const other = createReminderJob({
        db: second?.db ?? server.db,
        webPublicUrl: 'http://127.0.0.1:8080',
        wakeMail: () => {},
      })
      const counts = await Promise.all([server.runReminders(day), other.runAt(day)])
      expect(counts.filter((count) => count > 0)).toHaveLength(1)

      // A restarted API is a new job over the same table: it finds the reminder sent.
      const restarted = createReminderJob({
        db: server.db,
        webPublicUrl: 'http://127.0.0.1:8080',
        wakeMail: () => {},
      })
      await restarted.runAt(day)
      await restarted.runAt(at(daysAfter(expiry, -29)))
    } finally {
      await second?.close()
    }
    expect(await lettersTo(server, owner.email)).toHaveLength(1)
  })

  it('sends nothing of a kind the haulier turned off, and the rest as before', async ({
    server,
  }) => {
    const expiry = expiryDay()
    const owner = await haulier(server, { lang: 'en' })
    await driverExpiringOn(server, owner.id, expiry)
    await certificateExpiringOn(server, owner.id, expiry)
    const saved = await server.put(
      '/api/reminder-settings',
      { client_documents: true, driving_licences: false, e_permits: true },
      { token: owner.token, lang: 'en' },
    )
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ client_documents: true, driving_licences: false, e_permits: true })

    await server.runReminders(at(daysAfter(expiry, -30)))
    const letters = await lettersTo(server, owner.email)
    expect(letters).toHaveLength(1)
    expect(letters[0]?.text).toContain('Your certificate expires')
    const settings = await server.get('/api/reminder-settings', { token: owner.token, lang: 'en' })
    expect(settings.body).toEqual({
      client_documents: true,
      driving_licences: false,
      e_permits: true,
    })
  })
})

describe('the inbox of notices', () => {
  it('lists the reminders unread, marks one read, and keeps each haulier’s own', async ({
    server,
  }) => {
    const expiry = expiryDay()
    const owner = await haulier(server, { lang: 'en' })
    const stranger = await haulier(server, { lang: 'en' })
    const driverId = await driverExpiringOn(server, owner.id, expiry)
    await certificateExpiringOn(server, owner.id, expiry)
    await server.runReminders(at(daysAfter(expiry, -7)))

    const inbox = await server.get('/api/notices', { token: owner.token })
    expect(inbox.status).toBe(200)
    expect(inbox.body.unread).toBe(2)
    expect(inbox.body.notices).toHaveLength(2)
    const driverNotice = inbox.body.notices.find(
      (notice: { document: string }) => notice.document === 'driving-licence',
    )
    expect(driverNotice).toMatchObject({
      kind: 'reminder',
      subject_id: driverId,
      name: 'Batyr Öwezow',
      expires_on: expiry,
      days_before: 7,
      read_at: null,
    })

    const read = await server.post(`/api/notices/${driverNotice.id}/read`, undefined, {
      token: owner.token,
    })
    expect(read.status).toBe(200)
    expect(read.body.unread).toBe(1)
    expect(
      read.body.notices.find((notice: { id: number }) => notice.id === driverNotice.id).read_at,
    ).not.toBeNull()

    const foreign = await server.post(`/api/notices/${driverNotice.id}/read`, undefined, {
      token: stranger.token,
      lang: 'ru',
    })
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Уведомление не найдено.')
    expect((await server.get('/api/notices', { token: stranger.token })).body).toEqual({
      unread: 0,
      notices: [],
    })
  })

  it('answers visitors 401 and operators 403, and refuses settings that are not switches', async ({
    server,
  }) => {
    expect((await server.get('/api/notices')).status).toBe(401)
    expect((await server.get('/api/reminder-settings')).status).toBe(401)
    const staff = await operator(server)
    expect((await server.get('/api/notices', { token: staff.token })).status).toBe(403)
    const owner = await haulier(server)
    const bad = await server.put(
      '/api/reminder-settings',
      { client_documents: 'maybe', driving_licences: true, e_permits: true },
      { token: owner.token, lang: 'en' },
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toContain('client_documents')
  })
})
