import { mkdir, open, readFile, stat, unlink, utimes } from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { StartupError } from './startup-error.js'

/** How often a running API touches its lock, and when an untouched one counts as abandoned. */
const HEARTBEAT_MS = 10_000
const ABANDONED_MS = 35_000
const LOCK_FILE = 'api.lock'

interface Holder {
  pid: number
  host: string
  started: string
}

/** Another API process holds the data folder: the one sentence the second start prints. */
export class DataDirBusy extends StartupError {
  constructor(dataDir: string, holder: Holder | undefined) {
    const who = holder
      ? ` (pid ${holder.pid} on ${holder.host}, started ${holder.started})`
      : ' that is starting'
    super(
      `The data folder ${dataDir} is in use by another API process${who}; stop it first, or give this one its own DATA_DIR.`,
    )
    this.name = 'DataDirBusy'
  }
}

/**
 * Makes the API the only process using DATA_DIR (its embedded database, uploads and outbox):
 * two processes on one folder would each write and lose the other's acknowledged work. The lock
 * is a file naming its holder, touched every few seconds. A crash leaves it behind but not stuck:
 * a lock whose process is gone (same host) or that nobody touched for a while is taken over.
 */
export async function lockDataDir(dataDir: string) {
  await mkdir(dataDir, { recursive: true })
  const file = path.join(dataDir, LOCK_FILE)
  const me: Holder = { pid: process.pid, host: hostname(), started: new Date().toISOString() }
  const mine = JSON.stringify(me)

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600)
      await handle.writeFile(mine)
      await handle.close()
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const found = await readFile(file, 'utf8').catch(() => '')
    const holder = parseHolder(found)
    if (!(await abandoned(file, holder))) throw new DataDirBusy(dataDir, holder)
    // Removed only if it is still the lock judged abandoned, then created anew by the loop.
    if ((await readFile(file, 'utf8').catch(() => '')) === found) await unlink(file).catch(() => {})
    if (attempt === 2) throw new Error(`Could not take the lock ${file}`)
  }

  const heartbeat = setInterval(() => {
    const now = new Date()
    utimes(file, now, now).catch(() => {})
  }, HEARTBEAT_MS)
  heartbeat.unref()

  return {
    async release() {
      clearInterval(heartbeat)
      if ((await readFile(file, 'utf8').catch(() => '')) === mine)
        await unlink(file).catch(() => {})
    },
  }
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>
    if (typeof value.pid === 'number' && typeof value.host === 'string') {
      return { pid: value.pid, host: value.host, started: String(value.started) }
    }
  } catch {}
  return undefined
}

/** A lock without a holder may be one another process is writing this very moment. */
const UNWRITTEN_GRACE_MS = 2_000

async function abandoned(file: string, holder: Holder | undefined): Promise<boolean> {
  const touched = await stat(file).then(
    (info) => info.mtimeMs,
    () => 0,
  )
  if (!holder) return Date.now() - touched > UNWRITTEN_GRACE_MS
  if (holder.host === hostname()) {
    // Our own pid in an old lock: this process is new, so its holder was an earlier one.
    if (holder.pid === process.pid) return true
    if (!isAlive(holder.pid)) return true
  }
  return Date.now() - touched > ABANDONED_MS
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
