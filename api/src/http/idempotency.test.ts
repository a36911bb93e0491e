import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect } from 'vitest'
import { haulier, referenceIds } from '../testing/cabinet.js'
import { it, test } from '../testing/fixtures.js'
import { permitReadyHaulier, permitRequestBody } from '../testing/permits.js'
import { applicationForm, pdfOfSize, permissionBody } from '../testing/requests.js'
import type { TestServer } from '../testing/test-server.js'
import { IDEMPOTENCY_KEY_HOURS } from './idempotency.js'
import { idempotencyKeysRepository } from './idempotency-keys.repository.js'

/** Creates made once per Idempotency-Key (http/idempotency.ts, ADR 0079). */

let ref: Awaited<ReturnType<typeof referenceIds>>
test.beforeAll(async ({ server }) => {
  ref = await referenceIds(server)
})

const nextYear = `${new Date().getFullYear() + 1}-03-31`

const driverBody = (surname = 'Hojamuradow') => ({
  name: 'Döwlet',
  surname,
  patronymic: 'Annaýewiç',
  driving_license_number: 'AG 123456',
  driving_license_expired_date: nextYear,
  is_legal: '1',
  driving_licence_categories: ref.categoryIds.slice(0, 1),
  transports: [],
})

const keyed = (token: string, key: string) => ({ token, headers: { 'idempotency-key': key } })

async function driversOf(server: TestServer, userId: number) {
  const rows = await server.db
    .selectFrom('drivers')
    .select('id')
    .where('user_id', '=', userId)
    .execute()
  return rows.map((row) => row.id)
}

describe('a create retried with its key', () => {
  it('answers the first answer again, marked replayed, and makes no second row', async ({
    server,
  }) => {
    const user = await haulier(server)
    const key = randomUUID()
    const first = await server.post('/api/driver', driverBody(), keyed(user.token, key))
    const again = await server.post('/api/driver', driverBody(), keyed(user.token, key))
    expect(first.status, first.text).toBe(200)
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    expect(await driversOf(server, user.id)).toEqual([first.body.id])
  })

  it('refuses the same key with another body in the three languages, and writes nothing', async ({
    server,
  }) => {
    const user = await haulier(server)
    const key = randomUUID()
    await server.post('/api/driver', driverBody(), keyed(user.token, key))
    for (const [lang, words] of [
      ['en', 'already used'],
      ['ru', 'уже использован'],
      ['tm', 'eýýäm ulanyldy'],
    ]) {
      const other = await server.post('/api/driver', driverBody('Berdiýew'), {
        ...keyed(user.token, key),
        lang,
      })
      expect(other.status).toBe(422)
      expect(other.body.errors['idempotency-key'][0]).toContain(words)
    }
    expect(await driversOf(server, user.id)).toHaveLength(1)
  })

  it('is a key of its account: another haulier with the same key gets a row of its own', async ({
    server,
  }) => {
    const [one, other] = [await haulier(server), await haulier(server)]
    const key = randomUUID()
    const first = await server.post('/api/driver', driverBody(), keyed(one.token, key))
    const second = await server.post('/api/driver', driverBody(), keyed(other.token, key))
    expect(second.status).toBe(200)
    expect(second.body.id).not.toBe(first.body.id)
    expect(second.headers.get('idempotent-replayed')).toBeNull()
  })

  it('without a key, each request is a create of its own', async ({ server }) => {
    const user = await haulier(server)
    await server.post('/api/driver', driverBody(), { token: user.token })
    await server.post('/api/driver', driverBody(), { token: user.token })
    expect(await driversOf(server, user.id)).toHaveLength(2)
  })

  it('refuses a key that is no key (too long, spaces, control characters) with a 422', async ({
    server,
  }) => {
    const user = await haulier(server)
    for (const key of ['k'.repeat(256), 'two words', 'tab\there']) {
      const answer = await server.post('/api/driver', driverBody(), keyed(user.token, key))
      expect(answer.status, key).toBe(422)
      expect(Object.keys(answer.body.errors)).toEqual(['idempotency-key'])
    }
    expect(await driversOf(server, user.id)).toHaveLength(0)
  })

  it('after a refused create (a 422), the retry with the same key is checked afresh', async ({
    server,
  }) => {
    const user = await haulier(server)
    const key = randomUUID()
    const refused = await server.post(
      '/api/driver',
      { ...driverBody(), driving_license_expired_date: '2001-01-01' },
      keyed(user.token, key),
    )
    expect(refused.status).toBe(422)
    const fixed = await server.post('/api/driver', driverBody(), keyed(user.token, key))
    // The fixed form is another body, but the refused one kept nothing: the key is free.
    expect(fixed.status, fixed.text).toBe(200)
    expect(await driversOf(server, user.id)).toEqual([fixed.body.id])
  })
})

describe('requests with one key at the same moment', () => {
  it('make one driver, and every one of them answers its id', async ({ server }) => {
    const user = await haulier(server)
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.post('/api/driver', driverBody(), keyed(user.token, key)),
      ),
    )
    const ids = await driversOf(server, user.id)
    expect(ids).toHaveLength(1)
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200)
      expect(answer.body.id).toBe(ids[0])
    }
  })

  it('make one e-permit and one history entry', async ({ server }) => {
    const user = await permitReadyHaulier(server)
    const key = randomUUID()
    const body = permitRequestBody(user)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.post('/api/request-to-permission', body, keyed(user.token, key)),
      ),
    )
    const permits = await server.db
      .selectFrom('permits')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(permits).toHaveLength(1)
    expect(answers.map((answer) => answer.body.id)).toEqual(Array(4).fill(permits[0]?.id))
    const history = await server.db
      .selectFrom('status_changes')
      .select('id')
      .where('subject', '=', 'permit')
      .where('subject_id', '=', permits[0]?.id ?? 0)
      .execute()
    expect(history).toHaveLength(1)
  })

  it('make one loading permission', async ({ server }) => {
    const user = await haulier(server)
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.post('/api/load-permission', permissionBody(), keyed(user.token, key)),
      ),
    )
    const rows = await server.db
      .selectFrom('cargo_permissions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer.body.id))).toEqual(new Set([rows[0]?.id]))
  })
})

describe('an upload retried with its key', () => {
  it('makes one online application and one file row; another file with the key is refused', async ({
    server,
  }) => {
    const user = await haulier(server)
    const key = randomUUID()
    const send = (bytes: Uint8Array) =>
      server.postForm(
        '/api/online-application',
        applicationForm([['dowlet_sanaw', bytes, 'sanaw.pdf']]),
        keyed(user.token, key),
      )
    const first = await send(pdfOfSize(4096))
    const again = await send(pdfOfSize(4096))
    expect(first.status, first.text).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const other = await send(pdfOfSize(5000))
    expect(other.status).toBe(422)
    const applications = await server.db
      .selectFrom('online_applications')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    const files = await server.db
      .selectFrom('files')
      .select('id')
      .where('owner_id', '=', user.id)
      .execute()
    expect(applications).toHaveLength(1)
    expect(files).toHaveLength(1)
  })
})

describe('without a session', () => {
  it('a feedback message retried with its key is stored and mailed once', async ({ server }) => {
    const key = randomUUID()
    const message = `Idempotent feedback ${key}`
    const body = { name: 'Merdan', phone: '+99365123456', message }
    const first = await server.post('/api/feedback-post', body, {
      headers: { 'idempotency-key': key },
    })
    const again = await server.post('/api/feedback-post', body, {
      headers: { 'idempotency-key': key },
    })
    expect(first.status, first.text).toBe(200)
    expect(again.body).toEqual(first.body)
    const stored = await server.db
      .selectFrom('feedback_messages')
      .select('id')
      .where('message', '=', message)
      .execute()
    expect(stored).toHaveLength(1)
  })
})

describe('keys are kept a day', () => {
  it('the sweep forgets keys older than a day, and the key then makes a new row', async ({
    server,
  }) => {
    const user = await haulier(server)
    const key = randomUUID()
    const first = await server.post('/api/driver', driverBody(), keyed(user.token, key))
    const keys = idempotencyKeysRepository(server.db)
    expect(await keys.sweep(IDEMPOTENCY_KEY_HOURS)).toBe(0)
    await server.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where('key', '=', key)
      .execute()
    expect(await keys.sweep(IDEMPOTENCY_KEY_HOURS)).toBe(1)
    const later = await server.post('/api/driver', driverBody(), keyed(user.token, key))
    expect(later.status).toBe(200)
    expect(later.body.id).not.toBe(first.body.id)
  })
})
