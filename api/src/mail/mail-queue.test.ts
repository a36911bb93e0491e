import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { loadConfig } from '../config.js'
import { createLogger, startApi } from '../start.js'
import { createAccount } from '../testing/accounts.js'
import { createTestDatabase } from '../testing/database.js'
import { it } from '../testing/fixtures.js'
import { startMailServerDown } from '../testing/mail-server-down.js'
import { linkIn, outboxOf } from '../testing/outbox.js'
import { until } from '../testing/program.js'

const OPERATOR = { OPERATOR_EMAIL: 'desk@tmulag.gov.tm', OPERATOR_PASSWORD: 'Operator-pass-1' }

describe('password reset mail goes out after the answer, from a queue', () => {
  let dataDir: string
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let mailDown: Awaited<ReturnType<typeof startMailServerDown>>
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mail-queue-'))
    database = await createTestDatabase(dataDir)
    mailDown = await startMailServerDown()
  })
  afterAll(async () => {
    await mailDown.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const start = (env: Record<string, string>) => {
    const config = loadConfig({
      API_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PASSWORD_COST: '10',
      ...OPERATOR,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    })
    return startApi(config, createLogger(config))
  }

  it('answers success while the mail server is down, and sends the link after a restart', async () => {
    const first = await start({ SMTP_URL: mailDown.smtpUrl })
    const db = first.database.db
    const answer = await fetch(`${first.url}/api/passwd-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phase: 1, email: OPERATOR.OPERATOR_EMAIL }),
    })
    expect(await answer.json()).toEqual({ status: 'success' })
    const failedOnce = async () => {
      const job = await db.selectFrom('mail_jobs').selectAll().executeTakeFirst()
      return job?.attempts === 1 && job.last_error !== null
    }
    await until(failedOnce, 'the first try has failed')
    // Time passes until the retry (not slept away: the job is made due), then the API restarts.
    await db
      .updateTable('mail_jobs')
      .set({ run_after: sql<Date>`now() - interval '1 second'` })
      .execute()
    await first.close()

    const second = await start({})
    try {
      const outbox = outboxOf(dataDir)
      await until(
        async () => (await outbox.to(OPERATOR.OPERATOR_EMAIL)).length === 1,
        'the letter is in the outbox',
      )
      const link = linkIn(await outbox.latestTo(OPERATOR.OPERATOR_EMAIL))
      const check = await fetch(`${second.url}/api/passwd-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          phase: 2,
          user_id: Number(link.searchParams.get('user_id')),
          link_value: decodeURIComponent(link.pathname.split('/').at(-1) ?? ''),
        }),
      })
      expect(await check.json()).toEqual({ status: 'success' })
      const job = await second.database.db
        .selectFrom('mail_jobs')
        .select(['done_at', 'attempts'])
        .executeTakeFirstOrThrow()
      expect(job.attempts).toBe(2)
      expect(job.done_at).toBeInstanceOf(Date)
    } finally {
      await second.close()
    }
  })
})

describe('password reset timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

  it('takes the same time whether or not the e-mail has an account', async ({ server }) => {
    const accounts = await Promise.all(Array.from({ length: 12 }, () => createAccount(server)))
    await server.post('/api/passwd-reset', { phase: 1, email: 'warm-up@example.com' })
    const known: number[] = []
    const unknown: number[] = []
    const timedReset = async (email: string, address: string) => {
      const started = performance.now()
      const answer = await server.post(
        '/api/passwd-reset',
        { phase: 1, email },
        { headers: { 'x-forwarded-for': address } },
      )
      expect(answer.body).toEqual({ status: 'success' })
      return performance.now() - started
    }
    for (const [i, account] of accounts.entries()) {
      known.push(await timedReset(account.email, `10.7.${i}.1`))
      unknown.push(await timedReset(`nobody-${i}@example.com`, `10.7.${i}.2`))
    }
    // Known e-mails got their letter; the answers did not wait for it.
    await server.mailDelivered()
    expect(await server.outbox.to(accounts[0]?.email ?? '')).toHaveLength(1)
    expect(median(known)).toBeLessThan(median(unknown) * 2 + 5)
    expect(median(unknown)).toBeLessThan(median(known) * 2 + 5)
  })
})
