import { expect } from 'vitest'

/** The token a test gateway is started with (`METRICS_TOKEN`) to read its /metrics. */
export const METRICS_TOKEN = 'gateway-metrics-token-0123456789'

export { sample } from './api-server.js'

/** The /metrics answer of the gateway at `url`, read with the test token. */
export async function scrape(url: string) {
  const answer = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(answer.status).toBe(200)
  return answer.text()
}
