import pino from 'pino'
import { describe, expect } from 'vitest'
import { daysAfter, enterpriseDayStart } from '../calendar/days.js'
import { haulier, seedDriver } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'
import { inProcessSchedule } from './reminder-schedule.js'

/** `hour`:00 in Ashgabat on `day`. */
const at = (day: string, hour: number) =>
  new Date(enterpriseDayStart(day).getTime() + hour * 3_600_000)

/** Days of their own, far from the other reminder tests' (2031–2034). */
let nextDay = 0
const expiryDay = () => daysAfter('2036-01-01', 40 * ++nextDay)

async function driverExpiringOn(server: TestServer, userId: number, day: string) {
  const id = await seedDriver(server, userId, true, { name: 'Aýna', surname: 'Muradowa' })
  await server.db
    .updateTable('drivers')
    .set({ driving_license_expired_date: day })
    .where('id', '=', id)
    .execute()
}

const lettersTo = async (server: TestServer, email: string) => {
  await server.mailDelivered()
  return server.outbox.to(email)
}

/** The in-process schedule (PGlite's) over the test server's job, started at `now`. */
function startSchedule(server: TestServer, now: Date) {
  let runs = 0
  const job = {
    async runAt(day: Date) {
      runs += 1
      return server.runReminders(day)
    },
  }
  const schedule = inProcessSchedule({
    job,
    hour: 9,
    logger: pino({ level: 'silent' }),
    clock: () => now,
  })
  return { schedule, runs: () => runs }
}

describe('the in-process schedule after a start (ADR 0105)', () => {
  it('catches up the day’s run when started after the hour; a restart sends nothing twice', async ({
    server,
  }) => {
    const expiry = expiryDay()
    const owner = await haulier(server, { lang: 'ru' })
    await driverExpiringOn(server, owner.id, expiry)
    const day = daysAfter(expiry, -7)

    // Started at 08:00: today's run is still to come, so nothing runs at once.
    const early = startSchedule(server, at(day, 8))
    await early.schedule.close()
    expect(early.runs()).toBe(0)
    expect(await lettersTo(server, owner.email)).toEqual([])

    // Started at 11:00 (the API was down at 09:00): the day's run goes at once.
    const late = startSchedule(server, at(day, 11))
    await late.schedule.close()
    expect(late.runs()).toBe(1)

    // Restarted the same day: it runs again, and the table lets nothing go twice.
    const restarted = startSchedule(server, at(day, 15))
    await restarted.schedule.close()
    expect(restarted.runs()).toBe(1)

    const letters = await lettersTo(server, owner.email)
    expect(letters.map((letter) => letter.subject)).toEqual([
      'Срок истекает через 7 дн. — Портал автотранспортного надзора',
    ])
    const notices = await server.get('/api/notices', { token: owner.token })
    expect(notices.body.unread).toBe(1)
  })

  it('tells a deactivated account of nothing', async ({ server }) => {
    const expiry = expiryDay()
    const owner = await haulier(server, { lang: 'en' })
    await driverExpiringOn(server, owner.id, expiry)
    await server.db
      .updateTable('users')
      .set({ ygtyyarnama_expire_date: expiry, status: 'deactivated' })
      .where('id', '=', owner.id)
      .execute()

    expect(await server.runReminders(at(daysAfter(expiry, -30), 10))).toBe(0)
    expect(await lettersTo(server, owner.email)).toEqual([])
    const recorded = await server.db
      .selectFrom('sent_reminders')
      .select('id')
      .where('user_id', '=', owner.id)
      .execute()
    expect(recorded).toEqual([])
  })
})
