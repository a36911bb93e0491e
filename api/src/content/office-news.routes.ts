import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import Type from 'typebox'
import type { AppContext } from '../context.js'
import type { Db } from '../db/database.js'
import type { NewsStatus } from '../db/schema.js'
import { inTransaction } from '../db/transaction.js'
import { filesRepository } from '../files/files.repository.js'
import { type MultipartBody, sentForm, type Upload, withUploads } from '../files/multipart.js'
import type { FileStore } from '../files/storage.js'
import { withBodyCheck } from '../http/ajv.js'
import { notFound, ValidationFailed } from '../http/api-error.js'
import { FieldProblems } from '../http/field-problems.js'
import { checkFields } from '../http/form-fields.js'
import { IdempotencyHeaders, idempotentCreates } from '../http/idempotency.js'
import { bearerAuth, IdParams, MessageBody, responses, Status } from '../http/schemas.js'
import { currentUser, operatorOnly } from '../sessions/authenticate.js'
import { sealedNewsHtml, servedNewsHtml } from './news-html.js'
import {
  type NewsContent,
  type OfficeNewsRow,
  officeNewsRepository,
} from './office-news.repository.js'
import {
  NEWS_POSTER_BYTES,
  NEWS_POSTER_KINDS,
  NewsForm,
  NewsFormFields,
  OfficeNewsItem,
  OfficeNewsQuery,
} from './office-news.schemas.js'
import type { PosterQueue } from './poster-queue.js'
import { checkPosterDecodes, POSTER_MAX_PIXELS, PosterUnreadable } from './poster-variants.js'

export const OFFICE_NEWS_PER_PAGE = 20

/** A news item as the office reads it: the body as it will be served, sanitized. */
export function officeNewsItem(row: OfficeNewsRow, publicUrl: string) {
  const html = servedNewsHtml(row)
  return {
    id: row.id,
    status: row.status,
    title: { tm: row.title_tm, ru: row.title_ru, en: row.title_en },
    body_html: { tm: html.description_tm, ru: html.description_ru, en: html.description_en },
    poster: `storage/${row.poster}`,
    poster_file_id: row.poster_file_id,
    poster_url:
      row.poster_file_id === null
        ? `${publicUrl}/storage/${row.poster}`
        : `${publicUrl}/api/files/${row.poster_file_id}`,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    views: row.views,
  }
}

/**
 * The office's news (ADR 0063): drafts first, sanitized on save, published and withdrawn by
 * operators. Every change the public can see clears the rendered public lists and feed at once.
 */
export const officeNewsRoutes: FastifyPluginAsyncTypebox<
  Pick<AppContext, 'config' | 'db' | 'fileStore'> & {
    /** Clears the rendered public lists and feed, in every instance. */
    newsChanged: () => void
    posterQueue: PosterQueue
  }
> = async (app, { db, config, fileStore, newsChanged, posterQueue }) => {
  const news = officeNewsRepository(db)
  const present = (row: OfficeNewsRow) => officeNewsItem(row, config.publicUrl)
  const createOnce = idempotentCreates(db)
  const ItemAnswer = Type.Object({ status: Status('success'), item: OfficeNewsItem })
  const forbidden = { 403: MessageBody }
  const onRequest = operatorOnly(db)
  const uploads = {
    store: fileStore,
    db,
    files: { poster: { accept: NEWS_POSTER_KINDS, maxBytes: NEWS_POSTER_BYTES } },
    maxFiles: 1,
  }

  app.get(
    '/api/operator/news',
    {
      onRequest,
      schema: {
        tags: ['operators'],
        summary: `Every news item, drafts included, the last changed first, ${OFFICE_NEWS_PER_PAGE} a page`,
        security: bearerAuth,
        querystring: OfficeNewsQuery,
        response: {
          ...responses(
            Type.Object({
              items: Type.Array(OfficeNewsItem),
              total: Type.Integer(),
              page: Type.Integer(),
              per_page: Type.Integer(),
            }),
            { auth: true, validation: true },
          ),
          ...forbidden,
        },
      },
    },
    async (request) => {
      const { page = 1 } = request.query
      const status = request.query.status as NewsStatus | undefined
      const [rows, total] = await Promise.all([
        news.page(status, page, OFFICE_NEWS_PER_PAGE),
        news.count(status),
      ])
      return { items: rows.map(present), total, page, per_page: OFFICE_NEWS_PER_PAGE }
    },
  )

  app.get(
    '/api/operator/news/:id',
    {
      onRequest,
      config: { notFound: 'news_not_found' },
      schema: {
        tags: ['operators'],
        summary: 'One news item in any status, for editing and preview',
        security: bearerAuth,
        params: IdParams,
        response: {
          ...responses(OfficeNewsItem, { auth: true, validation: true, notFound: true }),
          ...forbidden,
        },
      },
    },
    async (request) => {
      const row = await news.one(request.params.id)
      if (!row) throw notFound('news_not_found')
      return present(row)
    },
  )

  const saveSchema = (create: boolean) => ({
    tags: ['operators'],
    summary: create
      ? 'Create a news item as a draft: headlines and HTML bodies in tm, ru, en and a poster (multipart)'
      : 'Change a news item; a new poster replaces the old, and a published item changes on the public site at once',
    description: `multipart/form-data. The HTML is sanitized on save. The poster: ${NEWS_POSTER_KINDS.join(', ')} by content, at most ${NEWS_POSTER_BYTES} bytes${create ? ' (required)' : ' (optional)'}.`,
    security: bearerAuth,
    consumes: ['multipart/form-data'],
    ...(create ? { headers: IdempotencyHeaders } : { params: IdParams }),
    body: NewsForm,
    response: {
      ...responses(ItemAnswer, { auth: true, validation: true, notFound: !create }),
      ...forbidden,
    },
  })

  /**
   * Reads the form, stores the poster once it is known to decode, and writes the rows in one
   * transaction; the poster's smaller renderings (ADR 0073) are queued and appear when done.
   */
  const save = async (request: FastifyRequest, reply: FastifyReply, id: number | undefined) => {
    const operatorId = currentUser(request).id
    let queued: { id: number; sha256: string } | undefined
    const answer = await withUploads(request, uploads, async (body) => {
      const content = checkedContent(body, id === undefined)
      const poster = body.uploads[0]
      if (poster) await checkDecodes(fileStore, poster)
      const write = (executor: Db) =>
        inTransaction(executor, async (trx) => {
          const posterId = poster
            ? await filesRepository(trx).insert(operatorId, poster)
            : undefined
          if (poster && posterId !== undefined) {
            queued = { id: posterId, sha256: poster.stored.sha256 }
          }
          const rows = officeNewsRepository(trx)
          if (id === undefined) {
            return rows.create(`office-${randomUUID()}`, content, posterId as number)
          }
          const row = await rows.update(id, content, posterId)
          if (!row) throw notFound('news_not_found')
          return row
        })
      if (id !== undefined) return { status: 'success' as const, item: present(await write(db)) }
      // A draft made once per idempotency key: a retry answers the same item (its poster queued once).
      return createOnce(request, reply, sentForm(body), async (trx) => ({
        status: 'success' as const,
        item: present(await write(trx)),
      }))
    })
    if (queued) posterQueue.add({ ...queued, owner_id: operatorId })
    return answer
  }

  app.post(
    '/api/operator/news',
    { onRequest, validatorCompiler: withBodyCheck(() => true), schema: saveSchema(true) },
    async (request, reply) => save(request, reply, undefined),
  )

  app.post(
    '/api/operator/news/:id',
    {
      onRequest,
      config: { notFound: 'news_not_found' },
      validatorCompiler: withBodyCheck(() => true),
      schema: saveSchema(false),
    },
    async (request, reply) => {
      const answer = await save(request, reply, (request.params as { id: number }).id)
      if (answer.item.status === 'published') newsChanged()
      return answer
    },
  )

  for (const step of ['publish', 'unpublish'] as const) {
    app.post(
      `/api/operator/news/:id/${step}`,
      {
        onRequest,
        config: { notFound: 'news_not_found' },
        schema: {
          tags: ['operators'],
          summary:
            step === 'publish'
              ? 'Publish a draft or withdrawn item: on the public site and in RSS at once'
              : 'Withdraw a published item from the public site and RSS; it can be published again',
          security: bearerAuth,
          params: IdParams,
          response: {
            ...responses(ItemAnswer, { auth: true, validation: true, notFound: true }),
            ...forbidden,
          },
        },
      },
      async (request) => {
        const { id } = request.params
        const changed = await news.setStatus(id, step === 'publish' ? 'published' : 'unpublished')
        if (!changed) {
          const row = await news.one(id)
          if (!row) throw notFound('news_not_found')
          throw ValidationFailed.field('status', 'news_already', { status: row.status })
        }
        newsChanged()
        return { status: 'success' as const, item: present(changed) }
      },
    )
  }
}

/** A poster that cannot be decoded is refused under its field. */
async function checkDecodes(store: FileStore, poster: Upload) {
  try {
    await checkPosterDecodes(await store.readWhole(poster.stored.sha256))
  } catch (error) {
    if (error instanceof PosterUnreadable) {
      throw ValidationFailed.field('poster', 'news_poster_unreadable', {
        megapixels: String(POSTER_MAX_PIXELS / 1_000_000),
      })
    }
    throw error
  }
}

/** The form's text, its HTML sanitized and sealed; a poster is required to create. */
function checkedContent({ fields, uploads }: MultipartBody, create: boolean): NewsContent {
  const problems = new FieldProblems()
  const valid = checkFields<NewsFormFields>(NewsFormFields, fields, problems)
  if (create && uploads.length === 0) problems.add('poster', 'news_poster_required')
  problems.throwIfAny()
  const html = sealedNewsHtml({
    description_tm: valid.description_tm,
    description_ru: valid.description_ru,
    description_en: valid.description_en,
  })
  for (const lang of ['tm', 'ru', 'en'] as const) {
    const text = html[`description_${lang}`].replace(/<[^>]*>/g, '').trim()
    if (text === '') problems.add(`description_${lang}`, 'news_empty_after_cleaning')
  }
  problems.throwIfAny()
  return {
    title_tm: valid.title_tm.trim(),
    title_ru: valid.title_ru.trim(),
    title_en: valid.title_en.trim(),
    ...html,
  }
}
