import { describe, expect } from 'vitest'
import { it } from '../testing/fixtures.js'

describe('news', () => {
  it('lists 12 news a page, newest first, with the total count', async ({ server }) => {
    const first = await server.get('/api/news-all/1')
    expect(first.status).toBe(200)
    expect(first.body.news).toHaveLength(12)
    expect(first.body.news_count).toBeGreaterThanOrEqual(30)
    const dates = first.body.news.map((item: { created_at: string }) => item.created_at)
    expect(dates).toEqual([...dates].sort().reverse())

    const second = await server.get('/api/news-all/2')
    const firstIds = new Set(first.body.news.map((item: { id: number }) => item.id))
    expect(second.body.news.some((item: { id: number }) => firstIds.has(item.id))).toBe(false)
  })

  it('answers the last page partly filled and 404 past it', async ({ server }) => {
    const { body } = await server.get('/api/news-all/1')
    const pages = Math.ceil(body.news_count / 12)
    const last = await server.get(`/api/news-all/${pages}`)
    expect(last.body.news).toHaveLength(body.news_count - (pages - 1) * 12)

    const past = await server.get(`/api/news-all/${pages + 1}`, { lang: 'en' })
    expect(past.status).toBe(404)
    expect(past.body.message).toBe('There is no such page.')
  })

  it.for(['0', 'abc', '-1', '1.5', '99999999999'])(
    'answers 404 for the page "%s"',
    async (page, { server }) => {
      const response = await server.get(`/api/news-all/${page}`, { lang: 'tm' })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe('Beýle sahypa ýok.')
    },
  )

  it('shows four latest news on the main page', async ({ server }) => {
    const main = await server.get('/api/main')
    const list = await server.get('/api/news-all/1')
    expect(main.body.map((n: { id: number }) => n.id)).toEqual(
      list.body.news.slice(0, 4).map((n: { id: number }) => n.id),
    )
  })

  it('gives every item in three languages with a poster the API serves', async ({ server }) => {
    const { body } = await server.get('/api/main')
    const item = body[0]
    for (const lang of ['tm', 'ru', 'en']) {
      expect(item[`title_${lang}`]).not.toBe('')
      expect(item[`description_${lang}`]).toMatch(/<p>/)
    }
    const poster = await fetch(`${server.url}/${item.poster}`)
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toBe('image/svg+xml')
    expect(await poster.text()).toMatch(/^<svg/)
    expect(item.poster_url).toBe(`${server.url}/${item.poster}`)
  })

  it('counts a view of an item and answers related news', async ({ server }) => {
    const { body } = await server.get('/api/news-all/2')
    const id = body.news[3].id
    const before = body.news[3].views
    const first = await server.get(`/api/news/${id}`)
    const second = await server.get(`/api/news/${id}`)
    expect(first.body.id).toBe(id)
    expect(first.body.views).toBe(before + 1)
    expect(second.body.views).toBe(before + 2)
    const related = first.body.related_news
    expect(related).toHaveLength(4)
    expect(related.map((n: { id: number }) => n.id)).not.toContain(id)
  })

  it('counts every view when readers come at once', async ({ server }) => {
    const { body } = await server.get('/api/main')
    const { id, views } = body[1]
    await Promise.all(Array.from({ length: 10 }, () => server.get(`/api/news/${id}`)))
    const after = await server.get(`/api/news/${id}`)
    expect(after.body.views).toBe(views + 11)
  })

  it('answers 404 with a sentence for an unknown or malformed id', async ({ server }) => {
    for (const id of ['999999', 'abc', '0']) {
      const response = await server.get(`/api/news/${id}`, { lang: 'ru' })
      expect(response.status).toBe(404)
      expect(response.body.message).toBe('Новость не найдена.')
    }
  })

  it('serves news HTML without scripts, handlers or javascript: links', async ({ server }) => {
    await server.db
      .updateTable('news')
      .set({
        description_en:
          '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)></p>',
      })
      .where('id', '=', 1)
      .execute()
    const { body } = await server.get('/api/news/1')
    expect(body.description_en).toBe('<p>Hi<a rel="noopener noreferrer" target="_blank">x</a></p>')
  })
})
