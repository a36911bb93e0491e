import { Readable } from 'node:stream'
import sharp from 'sharp'
import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { it } from '../testing/fixtures.js'
import { photoJpeg, pngClaiming } from '../testing/images.js'
import { until } from '../testing/program.js'
import type { TestServer } from '../testing/test-server.js'
import { renderMissingPosterVariants } from './poster-variant-files.js'

/** A poster the office uploads is also served as WebP renderings sized for phones and screens. */

function newsForm(title: string, poster: Buffer, type = 'image/jpeg') {
  const form = new FormData()
  for (const lang of ['tm', 'ru', 'en']) {
    form.append(`title_${lang}`, `${title} (${lang})`)
    form.append(`description_${lang}`, `<p>${title}</p>`)
  }
  form.append('poster', new Blob([Uint8Array.from(poster)], { type }), 'photo.jpg')
  return form
}

interface Variant {
  path: string
  width: number
  height: number
  type: string
}

/** An image the API serves, as bytes, with what the test needs of its headers. */
async function image(server: TestServer, path: string) {
  const response = await fetch(`${server.url}/${path.replace(/^\//, '')}`)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** The renderings a public answer names for news item `id`, once there are some. */
async function renderedVariants(server: TestServer, id: number): Promise<Variant[]> {
  let variants: Variant[] = []
  await until(
    async () => {
      variants = (await server.get(`/api/news/${id}`)).body.poster_variants
      return variants.length > 0
    },
    `the poster of news ${id} is rendered`,
    60_000,
  )
  return variants
}

describe('an uploaded poster', () => {
  it('is rendered at phone and screen widths, named by every public news answer, and served while its item is published', async ({
    server,
  }) => {
    const staff = await operator(server)
    const photo = await photoJpeg(2000, 1125)
    const created = await server.postForm(
      '/api/operator/news',
      newsForm(`Photo ${Date.now()}`, photo),
      { token: staff.token },
    )
    expect(created.status).toBe(200)
    const { id, poster_file_id: fileId } = created.body.item
    const variantPath = (width: number) => `storage/news-posters/${fileId}/${width}.webp`
    // A draft's renderings are no more public than its poster.
    expect((await image(server, variantPath(800))).status).toBe(404)

    await server.post(`/api/operator/news/${id}/publish`, {}, { token: staff.token })
    // Rendered after the save answered (ADR 0076).
    await renderedVariants(server, id)
    const [first] = (await server.get('/api/news-all/1')).body.news
    expect(first.id).toBe(id)
    const expected = [
      [400, 225],
      [800, 450],
      [1200, 675],
      [1600, 900],
    ].map(([width, height]) => ({
      path: variantPath(width as number),
      width,
      height,
      type: 'image/webp',
    }))
    expect(first.poster_variants).toEqual(expected)
    expect((await server.get('/api/main')).body[0].poster_variants).toEqual(expected)
    const article = (await server.get(`/api/news/${id}`)).body
    expect(article.poster_variants).toEqual(expected)
    // The seeded news have drawn posters, which scale themselves: no renderings.
    expect(article.related_news[0].poster).toMatch(/^storage\/posters\/.+\.svg$/)
    expect(article.related_news[0].poster_variants).toEqual([])

    for (const variant of first.poster_variants as Variant[]) {
      const served = await image(server, variant.path)
      expect(served.status).toBe(200)
      expect(served.type).toBe('image/webp')
      expect(served.cacheControl).toBe('public, max-age=300')
      const { width, height, format } = await sharp(served.bytes).metadata()
      expect({ width, height, format }).toEqual({
        width: variant.width,
        height: variant.height,
        format: 'webp',
      })
      expect(served.bytes.length).toBeLessThan(photo.length)
    }
    // Only the widths made, only as WebP.
    for (const path of [variantPath(500), `storage/news-posters/${fileId}/800.png`]) {
      expect((await image(server, path)).status).toBe(404)
    }

    await server.post(`/api/operator/news/${id}/unpublish`, {}, { token: staff.token })
    expect((await image(server, variantPath(400))).status).toBe(404)
  })

  it('that cannot be decoded is refused under its field, in the reader’s language, and nothing of it is kept', async ({
    server,
  }) => {
    const staff = await operator(server)
    const before = await server.storedFiles()
    const post = (poster: Buffer, lang: 'en' | 'ru') =>
      server.postForm('/api/operator/news', newsForm('Broken', poster, 'image/png'), {
        token: staff.token,
        lang,
      })
    // A PNG header claiming 10,000 × 10,000 pixels: refused before it is decoded.
    const bomb = await post(pngClaiming(10_000, 10_000), 'en')
    expect(bomb.status).toBe(422)
    expect(bomb.body.errors).toEqual({
      poster: [
        'The poster could not be read: it is damaged or larger than 40 megapixels. Save it again as a JPEG, PNG or WebP image.',
      ],
    })
    const cut = await post((await photoJpeg(300, 200)).subarray(0, 300), 'ru')
    expect(cut.status).toBe(422)
    expect(cut.body.errors.poster[0]).toMatch(/^Не удалось прочитать изображение/)
    expect(await server.storedFiles()).toEqual(before)
  })

  it('saved many at once, each save answers before its renderings exist, which follow one at a time and are named only once they exist', {
    // Four photographs rendered one after the other, on a machine that may be busy.
    timeout: 120_000,
  }, async ({ server }) => {
    const staff = await operator(server)
    const photos = await Promise.all([0, 1, 2, 3].map((i) => photoJpeg(2400 + i * 8, 1600)))
    const saves = await Promise.all(
      photos.map((photo, i) =>
        server.postForm('/api/operator/news', newsForm(`Many ${i} ${Date.now()}`, photo), {
          token: staff.token,
        }),
      ),
    )
    const ids: number[] = saves.map((save) => {
      expect(save.status).toBe(200)
      return save.body.item.id
    })
    for (const id of ids) {
      await server.post(`/api/operator/news/${id}/publish`, {}, { token: staff.token })
    }
    // Every save has answered; the renderings of at least the last ones are still to come, and
    // the answers name none of them meanwhile.
    const named = await Promise.all(
      ids.map(async (id) => (await server.get(`/api/news/${id}`)).body.poster_variants.length),
    )
    expect(named.filter((count) => count === 0).length).toBeGreaterThan(0)
    expect(named.every((count) => count === 0 || count === 4)).toBe(true)

    for (const id of ids) {
      const variants = await renderedVariants(server, id)
      expect(variants.map((variant) => variant.width)).toEqual([400, 800, 1200, 1600])
      for (const variant of variants) expect((await image(server, variant.path)).status).toBe(200)
    }
    // The public list, cleared by each rendering, names them too.
    const listed = (await server.get('/api/news-all/1')).body.news
    for (const id of ids) {
      const item = listed.find((news: { id: number }) => news.id === id)
      expect(item.poster_variants).toHaveLength(4)
    }
  })

  it('uploaded before renderings were made is rendered at the next start', async ({ server }) => {
    const staff = await operator(server)
    const store = server.fileStore
    const photo = await photoJpeg(1000, 500)
    const stored = await store.save(Readable.from([photo]), { accept: ['jpeg'], maxBytes: 2e6 })
    stored.release()
    const file = await server.db
      .insertInto('files')
      .values({ owner_id: staff.id, sha256: stored.sha256, size: stored.size, mime: stored.mime })
      .returning('id')
      .executeTakeFirstOrThrow()
    const news = await server.db
      .insertInto('news')
      .values({
        code: `older-${file.id}`,
        poster: `news-posters/${file.id}`,
        poster_file_id: file.id,
        status: 'published',
        published_at: new Date(),
        title_tm: 'Köne',
        title_ru: 'Старая',
        title_en: 'Older',
        description_tm: '<p>Köne</p>',
        description_ru: '<p>Старая</p>',
        description_en: '<p>Older</p>',
      })
      .returning('id')
      .executeTakeFirstOrThrow()

    expect(await renderMissingPosterVariants(server.db, store)).toBe(1)
    const article = (await server.get(`/api/news/${news.id}`)).body
    expect(article.poster_variants.map((variant: Variant) => variant.width)).toEqual([
      400, 800, 1000,
    ])
    expect((await image(server, article.poster_variants[2].path)).status).toBe(200)
    // Done once: the next start has nothing left to render.
    expect(await renderMissingPosterVariants(server.db, store)).toBe(0)
  })
})
