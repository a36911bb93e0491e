import { afterEach, describe, expect, it } from 'vitest'
import { createHashPool, HashQueueFull } from './hash-pool.js'

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

  it('fails what is running or waiting when it closes', async () => {
    pool = createHashPool({ threads: 1 })
    const running = expect(pool.run(task('a'), 2)).rejects.toThrow('closed')
    const waiting = expect(pool.run(task('b'), 2)).rejects.toThrow('closed')
    await pool.close()
    pool = undefined
    await Promise.all([running, waiting])
  })
})
