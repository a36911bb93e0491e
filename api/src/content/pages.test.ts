import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect } from 'vitest'
import { createAccount } from '../testing/accounts.js'
import { it, test } from '../testing/fixtures.js'

test.override({
  serverEnv: {
    PUBLIC_URL: 'https://portal.example.tm',
    ALLOW_SANDBOX_PAYMENTS: 'true',
  },
})

describe('informational pages', () => {
  it('answers the services page with its three areas in three languages', async ({ server }) => {
    const { status, body } = await server.get('/api/services')
    expect(status).toBe(200)
    expect(body.services.sections.map((s: { code: string }) => s.code)).toEqual([
      'permissions',
      'services',
      'supervision',
    ])
    for (const section of body.services.sections) {
      expect(section.items.length).toBeGreaterThan(0)
      for (const lang of ['tm', 'ru', 'en']) expect(section[`title_${lang}`]).not.toBe('')
    }
  })

  it('answers the about page with the fourteen duties and the founding date', async ({
    server,
  }) => {
    const { body } = await server.get('/api/about-us')
    expect(body.about.duties).toHaveLength(14)
    expect(body.about.founded).toBe('1994-02')
  })

  it('answers the contacts with both departments and the working hours', async ({ server }) => {
    const { body } = await server.get('/api/contacts-page')
    expect(body.contacts.departments.map((d: { code: string }) => d.code)).toEqual([
      'general_dep',
      'technical_dep',
    ])
    expect(body.contacts.hours).toEqual([
      { days: 'mon-fri', from: '09:00', to: '18:00' },
      { days: 'sat', from: '09:00', to: '13:00' },
    ])
  })
})

describe('client reference data', () => {
  it('answers licence types and the regions of Turkmenistan with their cities', async ({
    server,
  }) => {
    const user = await createAccount(server)
    const { status, body } = await server.get('/api/get-client-datas', { token: user.token })
    expect(status).toBe(200)
    expect(body.licenses.length).toBeGreaterThanOrEqual(5)
    const names = body.regions.map((r: { name_en: string }) => r.name_en)
    for (const region of ['Ahal', 'Balkan', 'Dashoguz', 'Lebap', 'Mary']) {
      expect(names.some((name: string) => name.includes(region))).toBe(true)
    }
    const mary = body.regions.find((r: { name_en: string }) => r.name_en.includes('Mary'))
    expect(mary.cities.map((c: { name_tm: string }) => c.name_tm)).toContain('Baýramaly')
    for (const city of mary.cities) expect(city.region_id).toBe(mary.id)
  })

  it("names every entry in the request's language as well", async ({ server }) => {
    const user = await createAccount(server)
    const { body } = await server.get('/api/get-client-datas', { token: user.token, lang: 'tm' })
    const mary = body.regions.find((r: { name_en: string }) => r.name_en.includes('Mary'))
    expect(mary.name).toBe(mary.name_tm)
    expect(mary.cities[0].name).toBe(mary.cities[0].name_tm)
    expect(body.licenses[0].name).toBe(body.licenses[0].name_tm)
  })

  it('answers 401 without a session', async ({ server }) => {
    expect((await server.get('/api/get-client-datas')).status).toBe(401)
  })
})

describe('RSS', () => {
  it('is a valid RSS 2.0 feed of the news with links to the web', async ({ server }) => {
    const response = await fetch(`${server.url}/rss?lang=en`)
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    const xml = await response.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml)
    expect(feed.rss['@_version']).toBe('2.0')
    const channel = feed.rss.channel
    expect(channel.title).toContain('news')
    expect(channel.link).toBe('https://portal.example.tm/news-all/1')
    expect(channel.language).toBe('en')
    expect(channel.item.length).toBeGreaterThanOrEqual(12)
    const { body } = await server.get('/api/main')
    const first = channel.item[0]
    expect(first.title).toBe(body[0].title_en)
    expect(first.link).toBe(`https://portal.example.tm/single-news/${body[0].id}`)
    expect(new Date(first.pubDate).toISOString()).toBe(
      body[0].created_at.replace(/\.\d+Z$/, '.000Z'),
    )
    expect(first.description).toContain('<p>')
    expect(Number(first.enclosure['@_length'])).toBeGreaterThan(0)
    // Every address is the portal's public one, where the gateway serves the feed and posters.
    expect(first.enclosure['@_url']).toMatch(/^https:\/\/portal\.example\.tm\/storage\//)
    expect(channel['atom:link']['@_href']).toBe('https://portal.example.tm/rss?lang=en')
  })

  it('follows ?lang= first, then Accept-Language', async ({ server }) => {
    const tm = await (
      await fetch(`${server.url}/rss`, { headers: { 'accept-language': 'tm' } })
    ).text()
    expect(tm).toContain('<language>tk</language>')
    const ru = await (
      await fetch(`${server.url}/rss?lang=ru`, { headers: { 'accept-language': 'en' } })
    ).text()
    expect(ru).toContain('<language>ru</language>')
  })
})
