import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.js'
import type { MailJobKind } from '../db/schema.js'
import { mailJobsRepository } from './mail-jobs.repository.js'

export type MailJobHandler = (payload: Record<string, unknown>) => Promise<void>

/** Tries of one job: the first at once, then after 1, 5, 30 minutes and 2 hours. */
const RETRY_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60]
/** How long a job being sent is kept from others; after it, a job whose sender died runs again. */
const LEASE_SECONDS = 120
const POLL_MS = 30_000

/**
 * Mail that is sent after the answer, from jobs kept in the database: an answer never waits for
 * (or reveals) the mail it causes, and a restart loses none. `add` stores a job and wakes the
 * sender; jobs left from before a restart, and retries, are picked up by a poll.
 */
export function createMailQueue(options: {
  db: Db
  logger: FastifyBaseLogger
  handlers: Record<MailJobKind, MailJobHandler>
}) {
  const jobs = mailJobsRepository(options.db)
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  let timer: NodeJS.Timeout | undefined

  async function drain() {
    for (;;) {
      if (stopped) return
      const job = await jobs.claimDue(LEASE_SECONDS)
      if (!job) return
      const retry = RETRY_SECONDS[job.attempts - 1]
      try {
        await options.handlers[job.kind](job.payload)
        await jobs.done(job.id)
      } catch (error) {
        options.logger.error({ err: error, jobId: job.id, kind: job.kind }, 'mail job failed')
        await jobs.failed(job.id, error instanceof Error ? error.message : String(error), retry)
      }
    }
  }

  /** Sends what is due; a wake-up during a run makes the run go round once more. */
  function wake(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await drain().catch((error) => options.logger.error({ err: error }, 'mail queue failed'))
      } while (again && !stopped)
      running = undefined
    })()
    return running
  }

  return {
    /** Keeps a job and wakes the sender; the caller does not wait for the mail. */
    async add(kind: MailJobKind, payload: Record<string, unknown>) {
      await jobs.add(kind, payload)
      void wake()
    },
    /** Sends what is due now (jobs kept by another module's transaction). */
    wake: () => void wake(),
    start() {
      timer = setInterval(() => void wake(), POLL_MS)
      timer.unref()
      void wake()
    },
    /** Waits for the job being sent, then stops. */
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
    prune: () => jobs.prune(),
  }
}

export type MailQueue = ReturnType<typeof createMailQueue>

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's mail queue: `wake` sends what another module (or instance) kept. */
    mailQueue: MailQueue
  }
}
