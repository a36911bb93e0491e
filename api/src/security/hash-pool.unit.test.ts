import { availableParallelism } from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { createHashPool, HashQueueFull } from './hash-pool.js'
import { createPasswords, type PasswordSettings } from './passwords.js'

const task = (password: string) => ({
  password,
  salt: new Uint8Array(16),
  keyLength: 32,
  options: { N: 2 ** 12, r: 8, p: 1, maxmem: 64 * 1024 * 1024 },
})

let pool: ReturnType<typeof createHashPool> | undefined
afterEach(async () => {
  await pool?.close()
})

describe('the hashing pool', () => {
  it('runs scrypt in its own threads and gives the same key as node:crypto', async () => {
    pool = createHashPool({ threads: 2 })
    const { scryptSync } = await import('node:crypto')
    const { key, computeMs } = await pool.run(task('parol'), 4)
    expect(computeMs).toBeGreaterThan(0)
    expect(key).toEqual(scryptSync('parol', new Uint8Array(16), 32, task('parol').options))
  })

  it('refuses at once, without waiting, when every thread is busy and the queue is full', async () => {
    pool = createHashPool({ threads: 1 })
    const runs = Array.from({ length: 5 }, (_, i) =>
      pool?.run(task(`p${i}`), 2).then(
        () => 'done',
        (error) => (error instanceof HashQueueFull ? 'busy' : 'failed'),
      ),
    )
    // One running and two waiting are done; the other two were refused.
    expect(await Promise.all(runs)).toEqual(['done', 'done', 'done', 'busy', 'busy'])
  })

  it('takes urgent tasks before those waiting longer', async () => {
    pool = createHashPool({ threads: 1 })
    const order: string[] = []
    const run = (name: string, priority?: 'urgent') =>
      pool?.run(task(name), 10, priority).then(() => order.push(name))
    await Promise.all([run('first'), run('second'), run('third'), run('trusted', 'urgent')])
    expect(order).toEqual(['first', 'trusted', 'second', 'third'])
  })

  it('fails what is running or waiting when it closes', async () => {
    pool = createHashPool({ threads: 1 })
    const running = expect(pool.run(task('a'), 2)).rejects.toThrow('closed')
    const waiting = expect(pool.run(task('b'), 2)).rejects.toThrow('closed')
    await pool.close()
    pool = undefined
    await Promise.all([running, waiting])
  })
})

describe('password hashing sized to the machine', () => {
  const settings = (overrides: Partial<PasswordSettings> = {}): PasswordSettings => {
    const config = loadConfig({ PASSWORD_COST: '12' })
    return {
      cost: config.passwordCost,
      threads: config.passwordThreads,
      queueMs: config.passwordQueueMs,
      ...overrides,
    }
  }

  it('hashes on every core at once by default', async () => {
    const passwords = createPasswords(settings())
    try {
      await passwords.ready
      const cores = availableParallelism()
      const hashes = Array.from({ length: cores }, (_, i) => passwords.hash(`parol-${i}`))
      expect(passwords.load).toEqual({ threads: cores, running: cores, waiting: 0 })
      await Promise.all(hashes)
    } finally {
      await passwords.close()
    }
  })

  it('queues as many hashes as fit in the wait bound, and answers the rest busy at once', async () => {
    const sent = 200
    const admitted = async (queueMs: number) => {
      const passwords = createPasswords(settings({ threads: 1, queueMs }))
      try {
        await passwords.ready
        const answers = await Promise.allSettled(
          Array.from({ length: sent }, (_, i) =>
            passwords.verify(`p-${i}`, 'scrypt$4096$8$3$AA==$AA=='),
          ),
        )
        const busy = answers.filter(
          (answer) => answer.status === 'rejected' && answer.reason?.messageKey === 'server_busy',
        )
        expect(busy.length + answers.filter((a) => a.status === 'fulfilled').length).toBe(sent)
        return sent - busy.length
      } finally {
        await passwords.close()
      }
    }
    // The bound is a time: how many it admits follows each hash's measured speed, which a
    // loaded machine changes, so the two bounds are far apart.
    const short = await admitted(100)
    const long = await admitted(30_000)
    expect(short).toBeGreaterThanOrEqual(2)
    expect(short).toBeLessThan(sent)
    expect(long).toBeGreaterThan(short * 3)
  }, 90_000)
})
