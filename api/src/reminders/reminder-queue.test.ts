import pino from 'pino'
import { describe, expect } from 'vitest'
import { daysAfter, enterpriseDayStart } from '../calendar/days.js'
import { haulier, seedDriver } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { CATCH_UP, pgBossSchedule, REMINDER_QUEUE } from './reminder-schedule.js'

// PostgreSQL only (vitest.config.ts): the job queue of a cluster, pg-boss, in two instances.
describe('the reminders’ queue on PostgreSQL (pg-boss)', () => {
  // First in the file: pg-boss has not yet made its schema in this server's database.
  it('starts in two instances at once on a database pg-boss has never set up', async ({
    server,
  }) => {
    const options = {
      job: { runAt: async () => 0 },
      hour: 9,
      logger: pino({ level: 'silent' }),
      databaseUrl: server.databaseUrl as string,
      schedule: false,
      database: { db: server.db, kind: 'postgres' as const },
    }
    const started = await Promise.all([pgBossSchedule(options), pgBossSchedule(options)])
    await Promise.all(started.map((each) => each.close()))
    expect(started).toHaveLength(2)
  })

  it('runs a job once with two instances working the queue, and its reminders go out once', async ({
    server,
  }) => {
    const expiry = '2033-05-20'
    const owner = await haulier(server, { lang: 'en' })
    const driverId = await seedDriver(server, owner.id, false)
    await server.db
      .updateTable('drivers')
      .set({ driving_license_expired_date: expiry })
      .where('id', '=', driverId)
      .execute()
    const now = new Date(enterpriseDayStart(daysAfter(expiry, -7)).getTime() + 10 * 3_600_000)

    let runs = 0
    const job = {
      async runAt(at: Date) {
        runs += 1
        return server.runReminders(at)
      },
    }
    const logger = pino({ level: 'silent' })
    const databaseUrl = server.databaseUrl as string
    const options = { job, hour: 9, logger, clock: () => now, databaseUrl, schedule: false }
    const first = await pgBossSchedule(options)
    const second = await pgBossSchedule(options)
    try {
      const id = await first.boss.send(REMINDER_QUEUE, {})
      expect(id).toBeTruthy()
      await expect
        .poll(async () => (await first.boss.getJobById(REMINDER_QUEUE, id as string))?.state, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe('completed')
    } finally {
      await Promise.all([first.close(), second.close()])
    }
    expect(runs).toBe(1)
    await server.mailDelivered()
    const letters = await server.outbox.to(owner.email)
    expect(letters.map((letter) => letter.subject)).toEqual([
      'Expires in 7 day(s) — Road Transport Supervision portal',
    ])
  })

  it('queues one catch-up run when two instances start after the hour, and it sends once', async ({
    server,
  }) => {
    const expiry = '2033-09-20'
    const owner = await haulier(server, { lang: 'tm' })
    const driverId = await seedDriver(server, owner.id, false)
    await server.db
      .updateTable('drivers')
      .set({ driving_license_expired_date: expiry })
      .where('id', '=', driverId)
      .execute()
    // 11:00 in Ashgabat: both APIs start after the 09:00 run, which no instance was up for.
    const now = new Date(enterpriseDayStart(daysAfter(expiry, -30)).getTime() + 11 * 3_600_000)
    const job = { runAt: (at: Date) => server.runReminders(at) }
    const logger = pino({ level: 'silent' })
    const options = {
      job,
      hour: 9,
      logger,
      clock: () => now,
      databaseUrl: server.databaseUrl as string,
    }
    const first = await pgBossSchedule(options)
    const second = await pgBossSchedule(options)
    try {
      const catchUps = () =>
        first.boss
          .getDb()
          .executeSql(`select state from pgboss.job where name = $1 and singleton_key = $2`, [
            REMINDER_QUEUE,
            CATCH_UP,
          ])
      await expect
        .poll(async () => (await catchUps()).rows.map((row: { state: string }) => row.state), {
          timeout: 20_000,
          interval: 100,
        })
        .toEqual(['completed'])
    } finally {
      // The daily schedule is kept in the database: no later test's instance is to run it.
      await first.boss.unschedule(REMINDER_QUEUE)
      await Promise.all([first.close(), second.close()])
    }
    await server.mailDelivered()
    const letters = await server.outbox.to(owner.email)
    expect(letters.map((letter) => letter.subject)).toEqual([
      'Möhleti 30 günden gutarýar — Awtoulag gözegçilik portaly',
    ])
  })
})
