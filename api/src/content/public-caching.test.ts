import { afterEach, describe, expect, vi } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { it, test } from '../testing/fixtures.js'
import { sealedNewsHtml } from './news-html.js'

let poster: string
test.beforeAll(async ({ server }) => {
  poster = (await server.get('/api/main')).body[0].poster
})
afterEach(() => {
  vi.useRealTimers()
})

const NEWS = 'public, max-age=60'
const PAGES = 'public, max-age=300'

describe('caching of public content', () => {
  it.for<[string, string]>([
    ['/api/main', NEWS],
    ['/api/news-all/1', NEWS],
    ['/api/news-all/2', NEWS],
    ['/api/services', PAGES],
    ['/api/about-us', PAGES],
    ['/api/contacts-page', PAGES],
    ['/rss?lang=en', NEWS],
    ['/rss', NEWS],
  ])(
    'gives %s an ETag and "%s"; a repeat read naming it gets 304 with no body',
    async ([url, cacheControl], { server }) => {
      const first = await server.get(url, { lang: 'tm' })
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^W\/".+"$/)
      expect(first.headers.get('cache-control')).toBe(cacheControl)
      expect(first.headers.get('vary')).toContain('accept-encoding')

      const repeat = await server.get(url, { lang: 'tm', headers: { 'if-none-match': etag ?? '' } })
      expect(repeat.status).toBe(304)
      expect(repeat.text).toBe('')
      expect(repeat.headers.get('etag')).toBe(etag)
      expect(repeat.headers.get('cache-control')).toBe(cacheControl)
      expect(repeat.headers.get('content-type')).toBeNull()
      expect(repeat.headers.get('content-length')).toBeNull()
    },
  )

  it('gives a poster an ETag and a week-long immutable Cache-Control; 304 on repeat', async ({
    server,
  }) => {
    const first = await server.get(`/${poster}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/svg+xml')
    expect(first.headers.get('cache-control')).toBe('public, max-age=604800, immutable')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/".+"$/)
    const repeat = await server.get(`/${poster}`, { headers: { 'if-none-match': etag } })
    expect(repeat.status).toBe(304)
    expect(repeat.text).toBe('')
  })

  it('serves each poster at /online/{poster} too, where the earlier web client looks, alike in bytes and headers', async ({
    server,
  }) => {
    const own = await server.get(`/${poster}`)
    const earlier = await server.get(`/online/${poster}`)
    expect(earlier.status).toBe(200)
    expect(earlier.text).toBe(own.text)
    for (const header of [
      'content-type',
      'cache-control',
      'etag',
      'content-security-policy',
      'x-content-type-options',
    ]) {
      expect(earlier.headers.get(header), header).toBe(own.headers.get(header))
    }
    const repeat = await server.get(`/online/${poster}`, {
      headers: { 'if-none-match': earlier.headers.get('etag') ?? '' },
    })
    expect(repeat.status).toBe(304)
    expect((await server.get('/online/storage/posters/missing.svg')).status).toBe(404)
    expect((await server.get('/online/storage/posters/..%2F..%2Fpackage.json')).status).toBe(404)
  })

  it('answers 200 with the content to a stale or foreign ETag', async ({ server }) => {
    const answer = await server.get('/api/news-all/1', { headers: { 'if-none-match': 'W/"old"' } })
    expect(answer.status).toBe(200)
    expect(answer.body.news).toHaveLength(12)
  })

  it('gives the RSS feed one ETag per language and says it varies by Accept-Language', async ({
    server,
  }) => {
    const tm = await server.get('/rss', { lang: 'tm' })
    const en = await server.get('/rss', { lang: 'en' })
    expect(tm.headers.get('vary')).toContain('accept-language')
    expect(tm.headers.get('etag')).not.toBe(en.headers.get('etag'))
    const crossed = await server.get('/rss', {
      lang: 'en',
      headers: { 'if-none-match': tm.headers.get('etag') ?? '' },
    })
    expect(crossed.status).toBe(200)
    expect(crossed.text).toContain('<language>en</language>')
  })

  it('keeps a news item out of every cache: each read counts a view and changes the answer', async ({
    server,
  }) => {
    const { body } = await server.get('/api/main')
    const id = body[2].id
    const first = await server.get(`/api/news/${id}`)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(first.headers.get('etag')).toBeNull()
    const second = await server.get(`/api/news/${id}`, { headers: { 'if-none-match': '*' } })
    expect(second.status).toBe(200)
    expect(second.body.views).toBe(first.body.views + 1)
  })

  it('answers a request with a bearer token no-store, never public', async ({ server }) => {
    const user = await createAccount(server)
    for (const url of ['/api/news-all/1', '/api/main', '/api/services', '/rss', `/${poster}`]) {
      const answer = await server.get(url, { token: user.token })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('shows a newly published item once the rendered list has expired, under a new ETag', async ({
    server,
  }) => {
    const before = await server.get('/api/news-all/1')
    const etag = before.headers.get('etag') ?? ''
    const published = await server.db
      .insertInto('news')
      .values({
        code: 'cache-test-news',
        poster: poster.replace(/^storage\//, ''),
        title_tm: 'Täze habar',
        title_ru: 'Свежая новость',
        title_en: 'Fresh news',
        ...sealedNewsHtml({
          description_tm: '<p>Täze</p>',
          description_ru: '<p>Свежая</p>',
          description_en: '<p>Fresh</p>',
        }),
        published_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()

    // Within its 10 s the rendered list is served as it was: the client's copy is still current.
    const kept = await server.get('/api/news-all/1', { headers: { 'if-none-match': etag } })
    expect(kept.status).toBe(304)

    vi.setSystemTime(Date.now() + 11_000)
    const after = await server.get('/api/news-all/1', { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(after.body.news[0].id).toBe(published.id)
    expect(after.body.news_count).toBe(before.body.news_count + 1)
  })
})
