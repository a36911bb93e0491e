import { Gauge, type Registry } from 'prom-client'
import type { DatabaseHandle } from '../db/database.js'
import { mailJobsRepository } from '../mail/mail-jobs.repository.js'
import type { Passwords } from '../security/passwords.js'

/**
 * What waits inside the API, read at each scrape (ADR 0097): password hashes running and queued
 * for the hashing threads, mail not yet sent, and PostgreSQL's connection pool.
 */
export function registerApiGauges(
  registry: Registry,
  deps: { passwords: Passwords; database: DatabaseHandle },
) {
  const { passwords, database } = deps
  new Gauge({
    name: 'password_hashing_tasks',
    help: 'Password hashes by state: running on a hashing thread, or waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const load = passwords.load
      this.set({ state: 'running' }, load.running)
      this.set({ state: 'waiting' }, load.waiting)
    },
  })
  new Gauge({
    name: 'password_hashing_threads',
    help: 'Threads that hash passwords',
    registers: [registry],
    collect() {
      this.set(passwords.load.threads)
    },
  })
  const mailJobs = mailJobsRepository(database.db)
  new Gauge({
    name: 'mail_queue_pending',
    help: 'Letters waiting to be sent (including retries not yet due)',
    registers: [registry],
    async collect() {
      // A database that does not answer shows as NaN; /metrics still answers.
      this.set(await mailJobs.pending().catch(() => Number.NaN))
    },
  })
  const pool = database.pool
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: connections open and idle, and queries waiting for a connection',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const now = pool()
        this.set({ state: 'total' }, now.total)
        this.set({ state: 'idle' }, now.idle)
        this.set({ state: 'waiting' }, now.waiting)
      },
    })
  }
}
