import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sample } from '../testing/metrics.js'
import { startTestServer } from '../testing/test-server.js'

const TOKEN = 'metrics-token-for-tests-0123456789'

describe('/metrics with METRICS_TOKEN', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN })
  })
  afterAll(() => server?.close())

  const scrape = async () => {
    const answer = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    return answer.text()
  }

  it('is refused (as a page that does not exist) without the token or with another', async () => {
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer not-the-token-at-all-000' },
    ]
    for (const headers of refused) {
      const answer = await fetch(`${server.url}/metrics`, { headers })
      expect(answer.status).toBe(404)
      expect(await answer.text()).not.toContain('http_requests_total')
    }
  })

  it('counts requests by route template and status class, and times them', async () => {
    const series = { method: 'GET', route: '/api/news/:id', status: '4xx' }
    const before = sample(await scrape(), 'http_requests_total', series) ?? 0
    for (const id of ['900001', '900002', '900003']) {
      expect((await fetch(`${server.url}/api/news/${id}`)).status).toBe(404)
    }
    const text = await scrape()
    expect(sample(text, 'http_requests_total', series)).toBe(before + 3)
    expect(sample(text, 'http_request_duration_seconds_count', series)).toBe(before + 3)
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...series, le: '+Inf' })).toBe(
      before + 3,
    )
    expect(text).not.toContain('/api/news/900001')
  })

  it('keeps its series bounded: a thousand different URLs add a handful, not a thousand', async () => {
    const seriesCount = (text: string) =>
      text.split('\n').filter((line) => line.startsWith('http_requests_total{')).length
    const before = seriesCount(await scrape())
    for (let start = 0; start < 1000; start += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`${server.url}/no/such/page-${start + i}?q=${start + i}`).then((r) => r.text()),
        ),
      )
    }
    const text = await scrape()
    expect(seriesCount(text) - before).toBeLessThanOrEqual(2)
    expect(sample(text, 'http_requests_total', { route: 'unmatched', status: '4xx' })).toBe(1000)
  })

  it('tells the hashing threads, the mail queue and the process', async () => {
    const text = await scrape()
    expect(sample(text, 'password_hashing_tasks', { state: 'waiting' })).toBe(0)
    expect(text).toMatch(/^password_hashing_threads \d+$/m)
    expect(text).toMatch(/^mail_queue_pending \d+$/m)
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m)
  })
})

describe('/metrics without METRICS_TOKEN', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('answers a scraper on this machine, and refuses what a proxy forwards', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200)
    const forwarded = await fetch(`${server.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(forwarded.status).toBe(404)
  })
})
