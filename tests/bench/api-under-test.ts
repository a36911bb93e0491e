import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { codeIn, newHaulier, outboxOf } from '@tmulag/api/testing'

export interface Client {
  email: string
  password: string
  token: string
  /** The trusted-device cookie of a login before, sent back as a returning browser does. */
  device?: string
}

const apiProcess = fileURLToPath(new URL('./api-process.ts', import.meta.url))

/**
 * The real API (`startApi(loadConfig(env))`) on a free loopback port, with the embedded database
 * in a fresh temporary DATA_DIR. It runs in a child process rather than in this one: the failed
 * logins a storm leaves queued keep the thread pool busy for minutes, and a process cannot exit
 * before its thread pool has drained; a child can simply be killed. Request logs are off (warn
 * level), so the figures measure the API's own work rather than a terminal's.
 */
export async function startApiUnderTest(settings: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-bench-'))
  const child = fork(apiProcess, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    }
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    // The load's clients pass their own addresses, as a gateway on loopback would.
    const url = await apiUrl(child, {
      API_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ...settings,
    })
    return {
      url,
      /** A client account made the way a haulier makes one: sign-up with the e-mailed code. */
      signUpClient: () => signUp(url, dataDir),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function apiUrl(child: ChildProcess, env: Record<string, string>): Promise<string> {
  child.send(env)
  const [answer] = (await Promise.race([once(child, 'message'), once(child, 'exit')])) as [unknown]
  if (typeof answer !== 'object' || answer === null || !('url' in answer)) {
    throw new Error(`the API did not start (exit code ${String(answer)})`)
  }
  return String(answer.url)
}

async function signUp(url: string, dataDir: string): Promise<Client> {
  const details = newHaulier()
  const password = `Bench-${randomBytes(6).toString('hex')}`
  const first = await register(url, details)
  const code = codeIn(await outboxOf(dataDir).latestTo(details.email))
  await register(url, { phase: 2, otp: code, otp_hashed: first.otp_hashed })
  const third = await register(url, {
    phase: 3,
    otp_hashed: first.otp_hashed,
    passwd: password,
    passwd_confirmation: password,
  })
  if (typeof third.token !== 'string') throw new Error('sign-up phase 3 answered no token')
  return { email: details.email, password, token: third.token }
}

async function register(url: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}/api/registration-post`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as Record<string, unknown>
  if (answer.status !== 'success') {
    throw new Error(`sign-up failed (${response.status}): ${JSON.stringify(answer)}`)
  }
  return answer
}

export interface LoginTiming {
  ms: number
  /** No answer within the cap: `ms` is the cap, the real time is longer. */
  timedOut: boolean
}

/**
 * Logs in with the client's credentials (and its device cookie, if it has one), waiting at most
 * `capMs`; answers how long it took. A "busy" answer is followed, as the web does, by one more
 * try after its Retry-After, and the time counts both.
 */
export async function timeLogin(url: string, client: Client, capMs: number): Promise<LoginTiming> {
  const started = performance.now()
  const signal = AbortSignal.timeout(capMs)
  const send = () =>
    fetch(`${url}/api/login-post`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(client.device ? { cookie: client.device } : {}),
      },
      body: JSON.stringify({ email: client.email, password: client.password }),
      signal,
    })
  try {
    let response = await send()
    if (response.status === 503) {
      const seconds = Number(response.headers.get('retry-after') ?? 1)
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
      response = await send()
    }
    const answer = (await response.json()) as { status?: string }
    if (answer.status !== 'success') {
      throw new Error(`a real login failed (${response.status}): ${JSON.stringify(answer)}`)
    }
    const device = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('trusted_device='))
    if (device) client.device = device.split(';')[0]
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { ms: capMs, timedOut: true }
    }
    throw error
  }
  return { ms: performance.now() - started, timedOut: false }
}
