import { createHash } from 'node:crypto'
import type { Db } from '../db/database.js'
import { newsRepository } from './news.repository.js'
import { NEWS_HTML_POLICY, sanitizeNewsHtml } from './sanitize.js'

/**
 * News HTML is sanitized once, when it is stored, and sealed: `html_seal` is a digest of the
 * policy and the stored HTML. Reads serve sealed HTML as it is; a row whose seal does not match
 * (stored before seals, under an older policy, or edited by hand in the database) is sanitized
 * again, on read until the next start reseals it in the table.
 */
export interface NewsHtml {
  description_tm: string
  description_ru: string
  description_en: string
}

export interface SealedNewsHtml extends NewsHtml {
  html_seal: string | null
}

export function sealOf(html: NewsHtml): string {
  return createHash('sha256')
    .update(
      // PostgreSQL text holds no NUL, so the parts cannot run into each other.
      [NEWS_HTML_POLICY, html.description_tm, html.description_ru, html.description_en].join('\0'),
    )
    .digest('base64url')
}

const sanitized = (html: NewsHtml): NewsHtml => ({
  description_tm: sanitizeNewsHtml(html.description_tm),
  description_ru: sanitizeNewsHtml(html.description_ru),
  description_en: sanitizeNewsHtml(html.description_en),
})

/** HTML as it is stored: sanitized under the current policy, with its seal. */
export function sealedNewsHtml(html: NewsHtml): SealedNewsHtml {
  const clean = sanitized(html)
  return { ...clean, html_seal: sealOf(clean) }
}

const isSealed = (row: SealedNewsHtml) => row.html_seal === sealOf(row)

/** HTML as it is served: as stored when sealed, sanitized now when not. */
export function servedNewsHtml(row: SealedNewsHtml): NewsHtml {
  if (!isSealed(row)) return sanitized(row)
  const { description_tm, description_ru, description_en } = row
  return { description_tm, description_ru, description_en }
}

/**
 * Sanitizes and seals every stored item whose seal does not hold, a batch at a time; run at
 * start, so the table holds sanitized HTML whatever wrote it. Answers how many it resealed.
 */
export async function sealNewsHtml(db: Db): Promise<number> {
  const news = newsRepository(db)
  let resealed = 0
  let after = 0
  for (;;) {
    const rows = await news.htmlAfter(after, 200)
    for (const row of rows) {
      if (isSealed(row)) continue
      await news.saveHtml(row.id, sealedNewsHtml(row))
      resealed += 1
    }
    const last = rows.at(-1)
    if (!last) return resealed
    after = last.id
  }
}
