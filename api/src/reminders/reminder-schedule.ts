import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import { ENTERPRISE_TIME_ZONE } from '../calendar/days.js'
import type { DatabaseHandle } from '../db/database.js'
import { whilePreparing } from '../db/preparation-lock.js'
import type { ReminderJob } from './reminder-job.js'

export const REMINDER_QUEUE = 'reminders'
/** Where pg-boss keeps a run that failed every retry: the dead letters an operator looks at. */
export const REMINDER_DEAD_LETTERS = 'reminders-failed'
/** The singleton key of the run an API queues when it starts after the day's hour. */
export const CATCH_UP = 'catch-up'
const RETRIES = 3
const RETRY_DELAY_SECONDS = 60

export interface ReminderSchedule {
  close(): Promise<void>
}

export interface ScheduleOptions {
  job: ReminderJob
  /** The hour of Ashgabat's day when the reminders go out */
  hour: number
  logger: FastifyBaseLogger
  /** Now; tests move it */
  clock?: () => Date
}

/**
 * On PostgreSQL: pg-boss in its own schema. Its cron schedule puts one job a day in the queue
 * however many APIs run (pg-boss keeps one schedule per name across instances), a job is taken
 * by one worker at a time (SKIP LOCKED), retried three times a minute apart and then moved to
 * the dead-letter queue. The guarantee of "once" is still the `sent_reminders` table's.
 */
export async function pgBossSchedule(
  options: ScheduleOptions & {
    databaseUrl: string
    schedule?: boolean
    /** The API's database: pg-boss is set up under its preparation lock, one instance at a time */
    database?: Pick<DatabaseHandle, 'db' | 'kind'>
  },
): Promise<ReminderSchedule & { boss: PgBoss }> {
  const clock = options.clock ?? (() => new Date())
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'pgboss', max: 2 })
  boss.on('error', (error) => options.logger.error({ err: error }, 'reminder queue failed'))
  // pg-boss makes its schema and a table per queue as it starts: two APIs starting together on
  // a new database did so at once, and PostgreSQL ended one start with "deadlock detected".
  const setUp = async () => {
    await boss.start()
    await boss.createQueue(REMINDER_DEAD_LETTERS, { name: REMINDER_DEAD_LETTERS })
    await boss.createQueue(REMINDER_QUEUE, {
      name: REMINDER_QUEUE,
      retryLimit: RETRIES,
      retryDelay: RETRY_DELAY_SECONDS,
      deadLetter: REMINDER_DEAD_LETTERS,
    })
    if (options.schedule !== false) {
      await boss.schedule(
        REMINDER_QUEUE,
        `0 ${options.hour} * * *`,
        {},
        {
          tz: ENTERPRISE_TIME_ZONE,
        },
      )
      // A cron time no instance was up for is not run by pg-boss: an API starting after the
      // hour queues a catch-up run, one per 12-hour slot however many instances start (pg-boss
      // allows no longer a slot than its archive interval; the table still makes a run send
      // only what was not sent).
      if (pastTodaysRun(clock(), options.hour)) {
        await boss.send(REMINDER_QUEUE, {}, { singletonKey: CATCH_UP, singletonSeconds: 43_200 })
      }
    }
  }
  if (options.database) await whilePreparing(options.database, setUp)
  else await setUp()
  await boss.work(REMINDER_QUEUE, async () => {
    const sent = await options.job.runAt(clock())
    options.logger.info({ sent }, 'reminders sent: %d', sent)
  })
  return { boss, close: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) }
}

/** The milliseconds from `now` to the next `hour`:00 in Ashgabat (UTC+5 all year). */
export function untilNextRun(now: Date, hour: number): number {
  const ashgabat = new Date(now.getTime() + 5 * 3_600_000)
  const next = Date.UTC(
    ashgabat.getUTCFullYear(),
    ashgabat.getUTCMonth(),
    ashgabat.getUTCDate(),
    hour,
  )
  const at = next > ashgabat.getTime() ? next : next + 86_400_000
  return at - ashgabat.getTime()
}

/** Whether `now` is at or after today's `hour`:00 in Ashgabat: a start then catches up. */
export function pastTodaysRun(now: Date, hour: number): boolean {
  return new Date(now.getTime() + 5 * 3_600_000).getUTCHours() >= hour
}

/**
 * On PGlite (one process owns the database): the same job, at the same hour, run by a timer in
 * the process; a failed run is tried again three times a minute apart, then logged as given up
 * (the in-process dead letter) and the next day's run catches up. A start at or after the hour
 * runs the day's job at once, so a restart (or an API down at the hour) never skips a day; the
 * `sent_reminders` table makes that run send only what was not sent, never twice.
 */
export function inProcessSchedule(options: ScheduleOptions): ReminderSchedule {
  const clock = options.clock ?? (() => new Date())
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false

  const run = async (attempt: number): Promise<void> => {
    try {
      const sent = await options.job.runAt(clock())
      options.logger.info({ sent }, 'reminders sent: %d', sent)
    } catch (error) {
      if (attempt > RETRIES) {
        options.logger.error({ err: error, attempts: attempt }, 'reminders given up until tomorrow')
        return
      }
      options.logger.warn({ err: error, attempt }, 'reminders failed; trying again')
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_SECONDS * 1000).unref())
      if (!stopped) await run(attempt + 1)
    }
  }
  const plan = () => {
    if (stopped) return
    timer = setTimeout(
      () => {
        running = run(1).finally(plan)
      },
      untilNextRun(clock(), options.hour),
    )
    timer.unref()
  }
  if (pastTodaysRun(clock(), options.hour)) running = run(1).finally(plan)
  else plan()
  return {
    async close() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

/** The schedule of this API: pg-boss on PostgreSQL, the in-process timer on PGlite, or none. */
export async function startReminderSchedule(
  config: { reminderHour: number | null; databaseUrl: string | undefined },
  job: ReminderJob,
  logger: FastifyBaseLogger,
  database?: Pick<DatabaseHandle, 'db' | 'kind'>,
): Promise<ReminderSchedule> {
  if (config.reminderHour === null) return { close: async () => {} }
  const options = { job, hour: config.reminderHour, logger }
  if (config.databaseUrl) {
    return pgBossSchedule({ ...options, databaseUrl: config.databaseUrl, database })
  }
  return inProcessSchedule(options)
}
