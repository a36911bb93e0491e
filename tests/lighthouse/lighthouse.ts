import { mkdir, writeFile } from 'node:fs/promises'
import os from 'node:os'
import lighthouse from 'lighthouse'
import puppeteer, { type Browser } from 'puppeteer-core'
import { GatewayClient, signUpThroughGateway } from '../e2e/support/gateway.js'
import { outboxOf } from '../e2e/support/outbox.js'
import { startPortal } from '../e2e/support/portal.js'
import { launchChromium, type SignedIn, signIn } from './chromium.js'
import { type Measured, median, printReport } from './report.js'

/**
 * `npm run lighthouse`: Lighthouse 12 (its default, mobile preset: a mid-range phone on a slow
 * 4G network, simulated) on the main page, the news list, the login page and the cabinet's first
 * tab of a signed-in haulier, against the portal as `npm start` starts it (built, free ports,
 * fresh data). Each page is measured LIGHTHOUSE_RUNS times (default 3) and the median run of
 * its performance score is printed beside the budgets. A missed budget is printed, not an error:
 * the figures depend on the machine (journeys check layout shift, which does not). Every run's
 * report is kept in lighthouse/output/ (`<page>-<run>.html` and `.json`, git-ignored).
 */
const OUTPUT = new URL('./output/', import.meta.url)
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const PAGES = ['/', '/news-all/1', '/login', '/online-application']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** A new haulier, logged in: the session cookie and the name the web shows. */
async function haulierSession(url: string, dataDir: string): Promise<SignedIn> {
  const account = await signUpThroughGateway(url, outboxOf(dataDir))
  const gateway = await GatewayClient.open(url)
  try {
    await gateway.call(
      'mutation ($input: LogInInput!) { logIn(input: $input) { userName userErrors { message } } }',
      { input: { email: account.email, password: account.password } },
    )
    const { cookies } = await gateway.http.storageState()
    return { cookies: cookies.map(({ name, value }) => ({ name, value })), userName: account.name }
  } finally {
    await gateway.close()
  }
}

async function measure(
  browser: Browser,
  url: string,
  signedIn: SignedIn | null,
  name: string,
): Promise<Measured> {
  const page = await browser.newPage()
  // Lighthouse clears the origin's storage and the cache before it loads a page; a signed-in
  // visit keeps its storage (the cookie, what the web remembers), so the cache is cleared here.
  if (signedIn) await signIn(page, url, signedIn)
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      output: ['html', 'json'],
      onlyCategories: CATEGORIES,
      disableStorageReset: signedIn !== null,
    },
    undefined,
    page,
  )
  await page.close()
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`)
  const [html, json] = result.report
  await writeFile(new URL(`${name}.html`, OUTPUT), html ?? '')
  await writeFile(new URL(`${name}.json`, OUTPUT), json ?? '')
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  }
}

await mkdir(OUTPUT, { recursive: true })
const portal = await startPortal()
const chromium = await launchChromium()
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromium.port}` })
try {
  const haulier = await haulierSession(portal.url, portal.dataDir)
  const rows: { page: string; runs: Measured[] }[] = []
  for (const page of PAGES) {
    const runs: Measured[] = []
    for (let run = 0; run < RUNS; run++) {
      const name = `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}`
      const signedIn = page.startsWith('/online') ? haulier : null
      runs.push(await measure(browser, portal.url + page, signedIn, name))
    }
    rows.push({ page, runs })
  }
  printReport(
    rows.map(({ page, runs }) => ({ page, ...median(runs) })),
    `Lighthouse 12, mobile preset, ${RUNS} run(s) a page, median by performance; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  )
} finally {
  await browser.disconnect()
  await chromium.close()
  await portal.stop()
}
