/**
 * The one door from the gateway's tests into the API's code, through the API's public testing
 * entry (`@tmulag/api/testing`): it starts a real API server in this process.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { copiesOfPermit, createTestDatabase, loadConfig, startApi } from '@tmulag/api/testing'

// Several API instances over one PostgreSQL database, as programs of their own (cluster tests).
// A real PNG picture (one an image decoder reads), as a news poster is. One series of a
// Prometheus answer (/metrics), read as the API's own metrics test reads it.
export { createPostgresDatabase, picturePng, runServer, sample } from '@tmulag/api/testing'

export const OPERATOR = { email: 'operator@tmulag.test', password: 'operator-pass-2026' }

export interface ApiServer {
  url: string
  dataDir: string
  /** `count` copies of e-permit `permitId`, a second apart, straight into the database: ids. */
  copiesOfPermit(permitId: number, count: number): Promise<number[]>
  /** Runs the API's reminders as if it were `now` (ADR 0105); answers how many were sent. */
  runReminders(now: Date): Promise<number>
  /** Stops the API (its port stops answering); `close` also removes its data. */
  stop(): Promise<void>
  close(): Promise<void>
}

/**
 * A real API on an ephemeral loopback port with its own DATA_DIR and embedded database, copied
 * from the run's migrated, seeded template (the API's global test setup), so it starts quickly.
 */
export async function startApiServer(): Promise<ApiServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-test-api-'))
  await createTestDatabase(dataDir)
  const api = await startApi(
    loadConfig({
      API_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OPERATOR_EMAIL: OPERATOR.email,
      OPERATOR_PASSWORD: OPERATOR.password,
      // The gateway in front of it, on loopback, passes each browser's address.
      TRUST_PROXY: '127.0.0.1',
      // Tests run the reminders with a clock of their own (runReminders).
      REMINDER_HOUR: 'off',
    }),
  )
  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    await api.close()
  }
  return {
    url: api.url,
    dataDir,
    copiesOfPermit: (permitId, count) => copiesOfPermit(api.database, permitId, count),
    runReminders: (now) => api.app.reminders.runAt(now),
    stop,
    async close() {
      await stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

// The fuzz settings and hostile values of the API's own fuzz test, for the gateway's; the API's
// outbox reader (mailparser), so codes and links are read as a mail client would.
export {
  codeIn,
  fuzzSettings,
  hostileJson,
  jsonText,
  LongText,
  leakIn,
  linkIn,
  outboxOf,
  runsEach,
} from '@tmulag/api/testing'
