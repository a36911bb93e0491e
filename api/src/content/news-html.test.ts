import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect } from 'vitest'
import { loadConfig } from '../config.js'
import { startApi } from '../start.js'
import { createTestDatabase } from '../testing/database.js'
import { it } from '../testing/fixtures.js'
import { sealOf } from './news-html.js'
import { sanitizeNewsHtml } from './sanitize.js'

const UNSAFE = '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>'
const SAFE = '<p>Hi</p>'

describe('news HTML, sanitized once', () => {
  it('stores the loaded news sanitized and sealed', async ({ server }) => {
    const rows = await server.db.selectFrom('news').selectAll().execute()
    expect(rows.length).toBeGreaterThanOrEqual(30)
    for (const row of rows) {
      expect(row.html_seal).toBe(sealOf(row))
      for (const html of [row.description_tm, row.description_ru, row.description_en]) {
        expect(sanitizeNewsHtml(html)).toBe(html)
      }
    }
  })

  it('serves sealed HTML exactly as stored, without sanitizing it again on each read', async ({
    server,
  }) => {
    // The sanitizer would write this <br/> as <br />: an answer with <br/> was not re-sanitized.
    const html = {
      description_tm: '<p>Bir<br/>iki</p>',
      description_ru: '<p>Раз<br/>два</p>',
      description_en: '<p>One<br/>two</p>',
    }
    await server.db
      .updateTable('news')
      .set({ ...html, html_seal: sealOf(html) })
      .where('id', '=', 2)
      .execute()
    const { body } = await server.get('/api/news/2')
    expect(body.description_en).toBe('<p>One<br/>two</p>')
    expect(body.description_tm).toBe('<p>Bir<br/>iki</p>')
  })
})

describe('news HTML at start', () => {
  it('sanitizes and seals the rows stored before seals, under another policy or edited by hand', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-news-html-'))
    const database = await createTestDatabase(dataDir)
    const config = () =>
      loadConfig({
        API_PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      })
    try {
      const first = await startApi(config())
      const db = first.database.db
      const oldVersion = { description_ru: UNSAFE, html_seal: null }
      const otherPolicy = { html_seal: 'sealed under an older policy' }
      const handEdit = { description_tm: UNSAFE }
      await db.updateTable('news').set(oldVersion).where('id', '=', 1).execute()
      await db.updateTable('news').set(otherPolicy).where('id', '=', 2).execute()
      await db.updateTable('news').set(handEdit).where('id', '=', 3).execute()
      await first.close()

      const second = await startApi(config())
      try {
        const rows = await second.database.db
          .selectFrom('news')
          .selectAll()
          .where('id', 'in', [1, 2, 3])
          .orderBy('id')
          .execute()
        for (const row of rows) expect(row.html_seal).toBe(sealOf(row))
        expect(rows[0]?.description_ru).toBe(SAFE)
        expect(rows[2]?.description_tm).toBe(SAFE)
      } finally {
        await second.close()
      }
    } finally {
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
