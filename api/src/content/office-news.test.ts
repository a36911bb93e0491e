import { describe, expect } from 'vitest'
import { operator } from '../testing/cabinet.js'
import { tinyPng } from '../testing/clients.js'
import { it } from '../testing/fixtures.js'
import type { TestServer } from '../testing/test-server.js'

/** The office's news: drafts, sanitizing on save, publishing at once to the site and RSS. */

function newsForm(overrides: Record<string, string> = {}, poster: Blob | null = pngPoster()) {
  const form = new FormData()
  const fields = {
    title_tm: 'Serhet geçelgesi täzelendi',
    title_ru: 'Пограничный переход обновлён',
    title_en: 'Border crossing renewed',
    description_tm: '<p>Täze <strong>ýollar</strong></p><script>alert(1)</script>',
    description_ru: '<p onclick="steal()">Новые дороги</p>',
    description_en: '<p>New roads <a href="javascript:alert(1)">here</a></p>',
    ...overrides,
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (poster) form.append('poster', poster, 'poster.png')
  return form
}
const pngPoster = () => new Blob([tinyPng()], { type: 'image/png' })

const publicTitles = async (server: TestServer) =>
  (await server.get('/api/news-all/1')).body.news.map((item: { title_en: string }) => item.title_en)

describe('news written in the office', () => {
  it('is saved as a sanitized draft, shows on the site and in RSS at once when published, and can be withdrawn', async ({
    server,
  }) => {
    const staff = await operator(server)
    const title = `Border crossing renewed ${Date.now()}`
    // The public list and the feed are read first, so their rendered answers are kept.
    expect(await publicTitles(server)).not.toContain(title)
    expect((await server.get('/rss?lang=en')).text).not.toContain(title)

    const created = await server.postForm('/api/operator/news', newsForm({ title_en: title }), {
      token: staff.token,
    })
    expect(created.status).toBe(200)
    const draft = created.body.item
    expect(draft).toMatchObject({ status: 'draft', published_at: null, title: { en: title } })
    expect(draft.body_html).toEqual({
      tm: '<p>Täze <strong>ýollar</strong></p>',
      ru: '<p>Новые дороги</p>',
      en: '<p>New roads <a rel="noopener noreferrer" target="_blank">here</a></p>',
    })
    const preview = await server.get(`/api/operator/news/${draft.id}`, { token: staff.token })
    expect(preview.body.body_html).toEqual(draft.body_html)
    const posterPath = `/storage/news-posters/${draft.poster_file_id}`
    expect(draft.poster).toBe(`storage/news-posters/${draft.poster_file_id}`)
    // A draft is the office's alone: not on the site, not in RSS, its poster not public.
    expect(await publicTitles(server)).not.toContain(title)
    expect((await server.get(posterPath)).status).toBe(404)
    expect((await server.get(`/api/news/${draft.id}`)).status).toBe(404)

    const published = await server.post(
      `/api/operator/news/${draft.id}/publish`,
      {},
      { token: staff.token },
    )
    expect(published.body.item).toMatchObject({
      status: 'published',
      published_at: expect.any(String),
    })
    expect(await publicTitles(server)).toContain(title)
    expect((await server.get('/api/main')).body[0].title_en).toBe(title)
    const feed = (await server.get('/rss?lang=en')).text
    expect(feed).toContain(`<title>${title}</title>`)
    expect(feed).toContain(`${posterPath}" length="${tinyPng().length}" type="image/png"`)
    const poster = await server.get(posterPath)
    expect(poster.status).toBe(200)
    expect(poster.headers.get('content-type')).toBe('image/png')

    const withdrawn = await server.post(
      `/api/operator/news/${draft.id}/unpublish`,
      {},
      { token: staff.token },
    )
    expect(withdrawn.body.item.status).toBe('unpublished')
    expect(await publicTitles(server)).not.toContain(title)
    expect((await server.get('/rss?lang=en')).text).not.toContain(title)
    const again = await server.post(
      `/api/operator/news/${draft.id}/unpublish`,
      {},
      { token: staff.token, lang: 'en' },
    )
    expect(again.status).toBe(422)
    const republished = await server.post(
      `/api/operator/news/${draft.id}/publish`,
      {},
      { token: staff.token },
    )
    // Republishing keeps the first publication's time: the item does not jump to the top.
    expect(republished.body.item.published_at).toBe(published.body.item.published_at)
    expect(await publicTitles(server)).toContain(title)
  })

  it('changes a published item on the site at once, keeping its poster unless a new one is sent', async ({
    server,
  }) => {
    const staff = await operator(server)
    const created = await server.postForm('/api/operator/news', newsForm(), { token: staff.token })
    const id = created.body.item.id
    await server.post(`/api/operator/news/${id}/publish`, {}, { token: staff.token })
    const edited = await server.postForm(
      `/api/operator/news/${id}`,
      newsForm({ title_en: `Edited ${id}` }, null),
      { token: staff.token },
    )
    expect(edited.body.item).toMatchObject({
      status: 'published',
      title: { en: `Edited ${id}` },
      poster_file_id: created.body.item.poster_file_id,
    })
    expect(await publicTitles(server)).toContain(`Edited ${id}`)
  })

  it('refuses a missing or wrong poster, a body that is only markup, and unknown items', async ({
    server,
  }) => {
    const staff = await operator(server)
    const post = (form: FormData) =>
      server.postForm('/api/operator/news', form, { token: staff.token, lang: 'en' })
    const noPoster = await post(newsForm({}, null))
    expect(noPoster.status).toBe(422)
    expect(noPoster.body.errors).toEqual({ poster: ['Add the news item’s poster image.'] })
    const pdf = await post(
      newsForm({}, new Blob([Buffer.from('%PDF-1.4 not an image')], { type: 'image/png' })),
    )
    expect(pdf.status).toBe(422)
    expect(Object.keys(pdf.body.errors)).toEqual(['poster'])
    const onlyMarkup = await post(newsForm({ description_ru: '<script>x()</script>' }))
    expect(onlyMarkup.body.errors).toEqual({
      description_ru: ['The text is empty once unsafe markup is removed: write plain text.'],
    })
    const blankTitle = await post(newsForm({ title_tm: '  ' }))
    expect(Object.keys(blankTitle.body.errors)).toEqual(['title_tm'])
    const missing = await server.postForm('/api/operator/news/2147483647', newsForm(), {
      token: staff.token,
    })
    expect(missing.status).toBe(404)
    const list = await server.get('/api/operator/news?status=draft', { token: staff.token })
    expect(list.body.items.every((item: { status: string }) => item.status === 'draft')).toBe(true)
  })
})
