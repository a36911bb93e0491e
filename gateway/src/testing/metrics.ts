import { expect } from 'vitest'

/** The token a test gateway is started with (`METRICS_TOKEN`) to read its /metrics. */
export const METRICS_TOKEN = 'gateway-metrics-token-0123456789'

/** The value of one series in a Prometheus text answer, or undefined when there is none. */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue
    const inside = line.slice(name.length + 1, line.indexOf('}'))
    if (wanted.every((pair) => inside.split(',').includes(pair)))
      return Number(line.split(' ').pop())
  }
  return undefined
}

/** The /metrics answer of the gateway at `url`, read with the test token. */
export async function scrape(url: string) {
  const answer = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(answer.status).toBe(200)
  return answer.text()
}
