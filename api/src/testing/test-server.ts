import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { loadConfig } from '../config.js'
import { createLogger, startApi } from '../start.js'
import { createTestDatabase } from './database.js'
import { createOpenApiChecker, type OpenApiDocument } from './openapi-check.js'
import { outboxOf } from './outbox.js'
import { startS3Server, testStorageKind } from './s3.js'

export interface ApiAnswer<T = any> {
  status: number
  headers: Headers
  body: T
  text: string
}

export interface RequestOptions {
  body?: unknown
  /** A raw body sent as is (with its own content type). */
  raw?: { body: string | Uint8Array; type: string }
  /** A multipart body (fetch sets its content type with the boundary). */
  form?: FormData
  token?: string
  lang?: string
  headers?: Record<string, string>
}

/**
 * A real API server on an ephemeral port, with its own DATA_DIR and database, and the tools a
 * test needs around it: requests checked against the OpenAPI description, the outbox, the log.
 */
export async function startTestServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-test-'))
  const database = await createTestDatabase(dataDir)
  // On the s3 leg the uploads go to a bucket of a local S3-compatible server of this server's own.
  const s3 = testStorageKind === 's3' ? await startS3Server() : undefined
  const config = loadConfig({
    API_PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // Hashing at production cost is the login tests' business; elsewhere it only costs time.
    PASSWORD_COST: '10',
    // The tests stand where the gateway would, on loopback, and send a browser's address.
    TRUST_PROXY: '127.0.0.1',
    // The reminders' schedule runs at an hour of the day; tests run the job with a clock of
    // their own (runReminders).
    REMINDER_HOUR: 'off',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(s3 ? await s3.bucket() : {}),
    ...env,
  })
  const logs: string[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(chunk.toString())
      done()
    },
  })
  const api = await startApi(config, createLogger(config, sink))

  let checker: ReturnType<typeof createOpenApiChecker> | undefined
  const openApi = async () => {
    if (!checker) {
      const response = await fetch(`${api.url}/api/openapi.json`)
      checker = createOpenApiChecker((await response.json()) as OpenApiDocument)
    }
    return checker
  }

  async function request<T = any>(method: string, url: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers }
    if (options.lang) headers['accept-language'] = options.lang
    if (options.token) headers.authorization = `Bearer ${options.token}`
    let body: string | Uint8Array | FormData | undefined
    if (options.form) {
      body = options.form
    } else if (options.raw) {
      body = options.raw.body
      headers['content-type'] = options.raw.type
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      headers['content-type'] = 'application/json'
    }
    const response = await fetch(`${api.url}${url}`, { method, headers, body, redirect: 'manual' })
    const text = await response.text()
    const contentType = response.headers.get('content-type') ?? ''
    const parsed = contentType.startsWith('application/json') ? JSON.parse(text) : text
    ;(await openApi()).check(method, url, response.status, contentType, parsed)
    return { status: response.status, headers: response.headers, body: parsed as T, text }
  }

  return {
    url: api.url,
    /** The addresses the server names in its answers on purpose (links in pages and letters). */
    publicUrls: [api.url, config.publicUrl, config.webPublicUrl],
    dataDir,
    db: api.database.db,
    /** The server's PostgreSQL database, for a second instance on it; undefined on PGlite. */
    databaseUrl: database.url,
    /** Runs the reminders' job as if it were `now` (ADR 0105); answers how many were sent. */
    runReminders: (now: Date) => api.app.reminders.runAt(now),
    /** The server's file store (its bytes in DATA_DIR/uploads or in its S3 bucket). */
    fileStore: api.fileStore,
    /**
     * What the file store holds: `stored/<sha256>` for each stored file and `tmp/<name>` for each
     * temporary file of an upload under way or left behind, sorted.
     */
    async storedFiles(): Promise<string[]> {
      const found: string[] = []
      for await (const entry of api.fileStore.bytes.list()) found.push(`stored/${entry.sha256}`)
      const temporary = await readdir(path.join(api.fileStore.root, 'tmp')).catch(() => [])
      return [...found, ...temporary.map((name) => `tmp/${name}`)].sort()
    },
    limiter: api.limiter,
    /** The password hashing of the server: `checks` counts what went through its threads. */
    passwords: api.passwords,
    logs,
    /** The letters sent, read once the mail queue has sent what it holds (status notices wait there). */
    outbox: settledOutbox(outboxOf(dataDir), async () => {
      // Letters not yet tried, or on their first try; one waiting to be retried is not waited for.
      const until = Date.now() + 10_000
      while (Date.now() < until) {
        const unsent = await api.database.db
          .selectFrom('mail_jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('last_error', 'is', null)
          .executeTakeFirst()
        if (!unsent) return
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }),
    request,
    get: <T = any>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
    post: <T = any>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', url, { ...options, body }),
    /** POST of a multipart form */
    postForm: <T = any>(url: string, form: FormData, options?: RequestOptions) =>
      request<T>('POST', url, { ...options, form }),
    put: <T = any>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', url, { ...options, body }),
    patch: <T = any>(url: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', url, { ...options, body }),
    delete: <T = any>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
    /**
     * Waits until the mail queue has sent every letter it holds (or given up on it). Woken
     * first: a letter kept by a second instance of a test, which has no queue of its own, goes
     * now rather than at the queue's next round.
     */
    async mailDelivered(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      api.app.mailQueue.wake()
      for (;;) {
        const pending = await api.database.db
          .selectFrom('mail_jobs')
          .select('id')
          .where('done_at', 'is', null)
          .where('failed_at', 'is', null)
          .executeTakeFirst()
        if (!pending) return
        if (Date.now() > until) throw new Error('the mail queue did not empty in time')
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    },
    async close() {
      await api.close()
      await s3?.close()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** An outbox whose reads first wait for the letters the mail queue is about to send. */
function settledOutbox(outbox: ReturnType<typeof outboxOf>, settle: () => Promise<void>) {
  return {
    all: async () => {
      await settle()
      return outbox.all()
    },
    to: async (address: string) => {
      await settle()
      return outbox.to(address)
    },
    latestTo: async (address: string) => {
      await settle()
      return outbox.latestTo(address)
    },
  }
}
