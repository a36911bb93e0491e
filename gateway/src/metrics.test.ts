import { describe, expect, test } from 'vitest'
import { Browser } from './testing/browser.js'
import { startGateway } from './testing/gateway-server.js'
import { METRICS_TOKEN, sample, scrape } from './testing/metrics.js'
import { stackForThisFile } from './testing/stack.js'

const stack = stackForThisFile({ METRICS_TOKEN })

describe('the gateway /metrics', () => {
  test('is refused without the token', async () => {
    const answer = await fetch(`${stack.gateway.url}/metrics`)
    expect(answer.status).toBe(404)
    expect(await answer.text()).not.toContain('graphql_operation_duration_seconds')
  })

  test('times GraphQL operations by known name; unknown names and none share one label', async () => {
    const browser = stack.browser()
    const before = await scrape(stack.gateway.url)
    const count = (text: string, operation: string) =>
      sample(text, 'graphql_operation_duration_seconds_count', { operation, outcome: 'ok' }) ?? 0
    expect((await browser.graphql('query AboutPage { __typename }')).status).toBe(200)
    for (let i = 0; i < 20; i += 1) {
      expect((await browser.graphql(`query MadeUpName${i} { __typename }`)).status).toBe(200)
    }
    expect((await browser.graphql('{ __typename }')).status).toBe(200)
    const after = await scrape(stack.gateway.url)
    expect(count(after, 'AboutPage')).toBe(count(before, 'AboutPage') + 1)
    expect(count(after, 'other')).toBe(count(before, 'other') + 20)
    expect(count(after, 'anonymous')).toBe(count(before, 'anonymous') + 1)
    expect(after).not.toContain('MadeUpName')
    const route = { method: 'POST', route: '/graphql', status: '2xx' }
    expect(sample(after, 'http_requests_total', route)).toBe(
      (sample(before, 'http_requests_total', route) ?? 0) + 22,
    )
  })

  test('counts calls to an API that does not answer as upstream errors', async () => {
    // A port nothing listens on: the API is unreachable.
    const gateway = await startGateway('http://127.0.0.1:9', { METRICS_TOKEN })
    try {
      const answer = await new Browser(gateway.url).graphql(
        'query AboutPage { aboutPage { foundedIn } }',
      )
      expect(answer.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE')
      const text = await scrape(gateway.url)
      expect(sample(text, 'upstream_errors_total', { kind: 'unreachable' })).toBeGreaterThan(0)
      expect(
        sample(text, 'graphql_operation_duration_seconds_count', {
          operation: 'AboutPage',
          outcome: 'error',
        }),
      ).toBe(1)
    } finally {
      await gateway.close()
    }
  })
})
