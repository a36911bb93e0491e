import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from './testing/database.js'
import { codeIn, outboxOf } from './testing/outbox.js'
import { API_DIR, refusesConnections, runServer, until } from './testing/program.js'

/** Starting the API as a program twice or three times, on a busy machine. */
const PROGRAM_TIMEOUT = 120_000

let dataDir: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let env: Record<string, string>
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-server-'))
  database = await createTestDatabase(dataDir)
  env = {
    DATA_DIR: dataDir,
    // Hashing at production cost is the login tests' business (accounts/login-storm.test.ts).
    PASSWORD_COST: '10',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  }
})
afterAll(async () => {
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the API as a program', { timeout: PROGRAM_TIMEOUT }, () => {
  it('finishes a request under way on SIGTERM, exits cleanly, and keeps its data for the next start', async () => {
    const first = await runServer(env)
    const news: any = await (await fetch(`${first.url}/api/news-all/1`)).json()
    expect(news.news).toHaveLength(12)

    // A sign-up whose account must survive the restart.
    const email = `restart-${Date.now()}@example.com`
    const phase1: any = await fetch(`${first.url}/api/registration-post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phase: 1,
        name: 'Restart',
        phone: '+99361111111',
        email,
        corpname: 'R',
        ygtyyarnama_no: '1',
        ygtyyarnama_expire_date: '2099-01-01',
        yegrpo: '1',
        privacy_accepted: true,
      }),
    }).then((r) => r.json())
    const otp = codeIn(await outboxOf(dataDir).latestTo(email))
    const post = (body: object) =>
      fetch(`${first.url}/api/registration-post`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json())
    await post({ phase: 2, otp, otp_hashed: phase1.otp_hashed })
    await post({
      phase: 3,
      otp_hashed: phase1.otp_hashed,
      passwd: 'Restart-123',
      passwd_confirmation: 'Restart-123',
    })

    // A request whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({
      name: 'In flight',
      phone: '+99361234567',
      message: 'Sent during shutdown',
    })
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(`${first.url}/api/feedback-post`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      })
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      })
      request.on('error', reject)
      request.write(body.slice(0, 10))
      // Once the server has the request (its log says so), SIGTERM; then the rest of the body.
      const logged = () => Promise.resolve(first.output().includes('"url":"/api/feedback-post"'))
      until(logged, 'the server has the request')
        .then(() => {
          first.child.kill('SIGTERM')
          return until(() => refusesConnections(first.url), 'the server stops taking connections')
        })
        .then(() => request.end(body.slice(10)), reject)
    })
    const finished = await answer
    expect(finished.status).toBe(200)
    expect(JSON.parse(finished.text).status).toBe('success')
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain('stopped cleanly')

    const second = await runServer(env)
    try {
      const again: any = await (await fetch(`${second.url}/api/news-all/1`)).json()
      expect(again.news_count).toBe(news.news_count)
      const login: any = await fetch(`${second.url}/api/login-post`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Restart-123' }),
      }).then((r) => r.json())
      expect(login.status).toBe('success')
      expect(second.output()).not.toContain('reference data loaded')
    } finally {
      second.child.kill('SIGTERM')
      expect(await second.exited).toBe(0)
    }
  })

  it('refuses to start with a readable list of what is wrong in its settings', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        API_PORT: 'abc',
        SMTP_URL: 'http://mail',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('The configuration is invalid:')
    expect(stderr).toContain('  - API_PORT must be a port number from 0 to 65535 (got "abc")')
    expect(stderr).toContain('  - SMTP_URL must be an smtp: or smtps: URL (got "http:")')
  })
})
