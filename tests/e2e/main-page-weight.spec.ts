import { execFileSync } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { expect, test } from './fixtures.js'
import { ROOT } from './support/portal.js'

/**
 * The main page's JavaScript weighed as a browser fetches it (ADR 0085): a cold load of `/` in
 * Turkmen (the default) at 1280×720, until the network is idle, and every JavaScript response of
 * that load — the entry, its modulepreloads, the page's chunks and catalogs, and whatever lazy
 * part the first view brings in — counted at its gzip size as the gateway serves it. The browser
 * itself is offered Brotli (smaller); the budget is set in gzip, so each file the browser fetched
 * is asked for again with `Accept-Encoding: gzip` and its bytes on the wire are summed.
 * The build's own count (web/scripts/bundle-budget.mjs) must agree with this one within 1 KB.
 */
const BUDGET_KB = 150

test.use({ viewport: { width: 1280, height: 720 } })

/** The body's length as sent, gzip-encoded: node:http does not decode it. */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ask = httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => {
        const encoding = response.headers['content-encoding']
        // Files under 1 KB are not compressed (precompress.mjs): counted as they are.
        if (encoding && encoding !== 'gzip') reject(new Error(`${url} came as ${encoding}`))
        else resolve(bytes)
      })
    })
    ask.on('error', reject)
    ask.end()
  })
}

test("the main page's JavaScript on a cold load stays within the budget", async ({ page }) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (/javascript/.test(type)) scripts.add(response.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const sizes = await Promise.all([...scripts].map(async (url) => [url, await gzipBytes(url)]))
  const kb = sizes.reduce((sum, [, bytes]) => sum + (bytes as number), 0) / 1024
  const list = sizes.map(([url, bytes]) => `${new URL(url as string).pathname} ${bytes}`)
  test.info().annotations.push({ type: 'main page JS (gzip)', description: `${kb.toFixed(1)} KB` })
  test.info().annotations.push({ type: 'files', description: list.join(', ') })
  expect(scripts.size, 'no JavaScript was fetched: the count would be empty').toBeGreaterThan(2)
  // The build's own count, over the same build the portal serves.
  const script = path.join(ROOT, 'web', 'scripts', 'bundle-budget.mjs')
  const printed = execFileSync(process.execPath, [script], { encoding: 'utf8' })
  const built = Number(/first view: ([\d.]+) KB/.exec(printed)?.[1])
  expect(
    Math.abs(built - kb),
    `the build counts ${built} KB, the browser ${kb.toFixed(1)} KB`,
  ).toBeLessThanOrEqual(1)
  expect(
    kb,
    `the main page's JavaScript, gzipped, as fetched: ${list.join(', ')}`,
  ).toBeLessThanOrEqual(BUDGET_KB)
})
