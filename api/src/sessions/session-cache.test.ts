import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { it } from '../testing/fixtures.js'
import type { AuthUser } from '../types.js'
import { SESSION_CACHE_MS, sessionCache } from './session-cache.js'

const someone = (id: number, tokenId: number): AuthUser => ({
  id,
  tokenId,
  name: `User ${id}`,
  email: `user-${id}@example.com`,
  role: 'client',
  lang: 'tm',
  companyId: id,
  memberRole: 'administrator',
})

describe('the session cache', () => {
  it('believes a checked session for two seconds, then asks again', () => {
    const now = 1_000_000
    sessionCache.set('hash-a', someone(-1, -11), now)
    expect(sessionCache.get('hash-a', now + SESSION_CACHE_MS - 1)).toMatchObject({ id: -1 })
    expect(sessionCache.get('hash-a', now + SESSION_CACHE_MS)).toBeUndefined()
  })

  it('hands out copies: a request cannot change what the next one sees', () => {
    sessionCache.set('hash-b', someone(-2, -12))
    const first = sessionCache.get('hash-b')
    if (!first) throw new Error('not cached')
    first.lang = 'en'
    expect(sessionCache.get('hash-b')?.lang).toBe('tm')
  })

  it('forgets a revoked token, and every session of an account that changed', () => {
    sessionCache.set('hash-c', someone(-3, -13))
    sessionCache.set('hash-d', someone(-3, -14))
    sessionCache.set('hash-e', someone(-4, -15))
    sessionCache.forgetToken(-13)
    expect(sessionCache.get('hash-c')).toBeUndefined()
    expect(sessionCache.get('hash-d')).toBeDefined()
    sessionCache.forgetUser(-3)
    expect(sessionCache.get('hash-d')).toBeUndefined()
    expect(sessionCache.get('hash-e')).toBeDefined()
  })

  it('tells a revocation to its listeners, and remembers the revoked session of no one for two seconds', () => {
    const told: unknown[] = []
    const stop = sessionCache.onForget((change) => told.push(change))
    const now = Date.now()
    sessionCache.set('hash-f', someone(-5, -16), now)
    sessionCache.forgetUser(-5)
    sessionCache.forgetToken(-17)
    stop()
    expect(told).toEqual([
      { kind: 'user', userId: -5 },
      { kind: 'token', tokenId: -17 },
    ])
    // A read during the revocation's transaction would bring the session back: not kept.
    sessionCache.set('hash-f', someone(-5, -16))
    expect(sessionCache.get('hash-f')).toBeUndefined()
    sessionCache.set('hash-f', someone(-5, -16), now + SESSION_CACHE_MS + 100)
    expect(sessionCache.get('hash-f', now + SESSION_CACHE_MS + 101)).toBeDefined()
  })

  it('forgets what another instance revoked without telling it again', () => {
    const told: unknown[] = []
    const stop = sessionCache.onForget((change) => told.push(change))
    sessionCache.set('hash-g', someone(-6, -18))
    sessionCache.apply({ kind: 'token', tokenId: -18 })
    stop()
    expect(sessionCache.get('hash-g')).toBeUndefined()
    expect(told).toEqual([])
  })

  it('holds at most 10,000 sessions, the oldest going first', () => {
    for (let i = 0; i <= 10_000; i++) sessionCache.set(`bulk-${i}`, someone(-100 - i, -100 - i))
    expect(sessionCache.size).toBeLessThanOrEqual(10_000)
    expect(sessionCache.get('bulk-0')).toBeUndefined()
    expect(sessionCache.get('bulk-10000')).toBeDefined()
  })

  it('ends a session at logout at once, though it was checked a moment before', async ({
    server,
  }) => {
    const user = await createAccount(server)
    expect((await server.get('/api/profile', { token: user.token })).status).toBe(200)
    expect((await server.get('/api/get-client-datas', { token: user.token })).status).toBe(200)
    expect((await server.get('/api/logout', { token: user.token })).status).toBe(200)
    expect((await server.get('/api/profile', { token: user.token })).status).toBe(401)
    expect((await server.get('/api/get-client-datas', { token: user.token })).status).toBe(401)
  })
})
