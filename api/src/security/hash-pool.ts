import { Worker } from 'node:worker_threads'

/**
 * scrypt in worker threads of our own. Node's asynchronous scrypt runs on libuv's thread pool,
 * which file and mail work share: a crowd of logins would starve them. Here hashing has its own
 * threads and a short queue; past it, callers are told at once that the server is busy.
 */

/** Evaluated as CommonJS inside each worker; no file to ship beside the build. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads')
const { scryptSync } = require('node:crypto')
// Below the request thread (nice 10, this thread only; Linux names it in /proc/thread-self): with
// a thread per core, a storm of logins takes what the requests leave, not the other way round.
try {
  const thread = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop())
  if (thread > 0) require('node:os').setPriority(thread, 10)
} catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const started = performance.now()
    const key = scryptSync(password, Buffer.from(salt), keyLength, options)
    parentPort.postMessage({ id, key, ms: performance.now() - started })
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
`

export interface ScryptOptions {
  N: number
  r: number
  p: number
  maxmem: number
}

export interface ScryptTask {
  password: string
  salt: Uint8Array
  keyLength: number
  options: ScryptOptions
}

/** Every thread is busy and the queue is full: answer "busy" rather than wait without end. */
export class HashQueueFull extends Error {
  constructor() {
    super('the password hashing queue is full')
    this.name = 'HashQueueFull'
  }
}

export interface Derived {
  key: Buffer
  /** How long the hashing itself took, without the wait for a thread */
  computeMs: number
}

interface Pending {
  task: ScryptTask
  resolve(result: Derived): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker
  current: (Pending & { id: number }) | undefined
}

export function createHashPool(options: { threads: number }) {
  const queue: Pending[] = []
  /** Checks of devices trusted by their account (ADR 0074): taken before the others. */
  const urgent: Pending[] = []
  const slots: Slot[] = []
  let nextId = 0
  let closed = false

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_SOURCE, { eval: true }), current: undefined }
    slot.worker.unref()
    type Answer = { id: number; key?: Uint8Array; ms?: number; error?: string }
    slot.worker.on('message', (message: Answer) => {
      const job = slot.current
      if (!job || job.id !== message.id) return
      slot.current = undefined
      if (message.key) job.resolve({ key: Buffer.from(message.key), computeMs: message.ms ?? 0 })
      else job.reject(new Error(`scrypt failed: ${message.error}`))
      next(slot)
    })
    // A worker that dies takes its task with it; a fresh one takes its place.
    slot.worker.on('error', (error) => {
      slot.current?.reject(error)
      slot.current = undefined
      const index = slots.indexOf(slot)
      if (!closed && index >= 0) {
        slots[index] = spawn()
        next(slots[index] as Slot)
      }
    })
    return slot
  }

  function next(slot: Slot) {
    const job = urgent.shift() ?? queue.shift()
    if (!job || closed) return
    nextId += 1
    slot.current = { ...job, id: nextId }
    slot.worker.postMessage({ id: nextId, ...job.task })
  }

  for (let i = 0; i < options.threads; i += 1) slots.push(spawn())

  return {
    /**
     * The derived key; rejects with HashQueueFull at once when `maxQueue` tasks wait already.
     * An urgent task waits in a line of its own, bounded alike, that threads take first.
     */
    run(
      task: ScryptTask,
      maxQueue: number,
      priority: 'urgent' | 'normal' = 'normal',
    ): Promise<Derived> {
      if (closed) return Promise.reject(new Error('the hash pool is closed'))
      const line = priority === 'urgent' ? urgent : queue
      const idle = slots.find((slot) => slot.current === undefined)
      if (!idle && line.length >= maxQueue) return Promise.reject(new HashQueueFull())
      return new Promise<Derived>((resolve, reject) => {
        line.push({ task, resolve, reject })
        if (idle) next(idle)
      })
    },

    /** Tasks running on a thread now. */
    get running() {
      return slots.filter((slot) => slot.current !== undefined).length
    },

    /** Tasks waiting for a thread (not counting those running). */
    get waiting() {
      return queue.length + urgent.length
    },

    async close() {
      closed = true
      const closedError = () => new Error('the hash pool is closed')
      for (const job of [...urgent.splice(0), ...queue.splice(0)]) job.reject(closedError())
      for (const slot of slots) {
        slot.current?.reject(closedError())
        slot.current = undefined
      }
      await Promise.all(slots.map((slot) => slot.worker.terminate()))
    },
  }
}

export type HashPool = ReturnType<typeof createHashPool>
