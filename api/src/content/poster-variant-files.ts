import { Readable } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.js'
import { filesRepository } from '../files/files.repository.js'
import type { Upload } from '../files/multipart.js'
import type { FileStore } from '../files/storage.js'
import { renderPosterVariants } from './poster-variants.js'
import { posterVariantsRepository } from './poster-variants.repository.js'

/** A rendering of a poster, its bytes in the file store and held until its request ends. */
export interface StoredVariant {
  width: number
  height: number
  upload: Upload
}

/** An uploaded poster to render: its `files` row, its bytes and who uploaded it. */
export interface PosterToRender {
  id: number
  sha256: string
  owner_id: number
}

/**
 * Renders the stored poster `sha256` (poster-variants.ts) and stores each rendering, appending it
 * to `uploads` as soon as it is stored, so that a failure can remove what was stored.
 * Throws PosterUnreadable.
 */
export async function storePosterVariants(
  store: FileStore,
  sha256: string,
  uploads: Upload[],
): Promise<StoredVariant[]> {
  const renderings = await renderPosterVariants(await store.readWhole(sha256))
  const variants: StoredVariant[] = []
  for (const { width, height, bytes } of renderings) {
    const stored = await store.save(Readable.from([bytes]), {
      accept: ['webp'],
      maxBytes: bytes.length,
    })
    const upload: Upload = { field: 'poster', index: null, name: `poster-${width}.webp`, stored }
    uploads.push(upload)
    variants.push({ width, height, upload })
  }
  return variants
}

/** Writes the rows of stored renderings: a `files` row each, and what each renders of the poster. */
export async function recordPosterVariants(
  trx: Db,
  ownerId: number,
  posterFileId: number,
  variants: StoredVariant[],
) {
  const files = filesRepository(trx)
  const rows = []
  for (const { width, height, upload } of variants) {
    rows.push({ width, height, fileId: await files.insert(ownerId, upload) })
  }
  await posterVariantsRepository(trx).insert(posterFileId, rows)
}

/**
 * Renders one poster and records its renderings in one transaction. On failure, the renderings
 * stored so far and referred to by no row are removed, and the error is thrown.
 */
export async function renderPoster(db: Db, store: FileStore, poster: PosterToRender) {
  const uploads: Upload[] = []
  try {
    const variants = await storePosterVariants(store, poster.sha256, uploads)
    await db
      .transaction()
      .execute((trx) => recordPosterVariants(trx, poster.owner_id, poster.id, variants))
  } catch (error) {
    for (const upload of uploads) upload.stored.release()
    for (const { stored } of uploads) {
      if (!stored.created) continue
      await store.removeUnlessUsed(stored.sha256, () =>
        filesRepository(db).bytesReferenced(stored.sha256),
      )
    }
    throw error
  } finally {
    for (const upload of uploads) upload.stored.release()
  }
}

/**
 * Renders, one after the other, the posters that have no renderings yet (uploaded before
 * renderings were made, or whose rendering a stop cut short). A poster that cannot be rendered is
 * logged and served as it is. Answers how many were rendered.
 */
export async function renderMissingPosterVariants(
  db: Db,
  store: FileStore,
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  let rendered = 0
  for (const poster of await posterVariantsRepository(db).withoutVariants()) {
    try {
      await renderPoster(db, store, poster)
      rendered += 1
    } catch (error) {
      logger?.warn({ err: error, fileId: poster.id }, 'a news poster could not be rendered smaller')
    }
  }
  if (rendered > 0) logger?.info({ posters: rendered }, 'news posters rendered at smaller sizes')
  return rendered
}
