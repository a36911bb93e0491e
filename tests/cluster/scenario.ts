import { randomBytes } from 'node:crypto'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { picturePng } from '@tmulag/api/testing'
import { Browser, createHaulier, dataOf } from '@tmulag/gateway/testing'
import pg from 'pg'
import { loadReport } from '../load/load-report.js'
import { type Account, type LoadResult, runMixedLoad } from '../load/mixed-load.js'
import { recount } from '../load/recount.js'
import { type Cluster, type Instance, log, OPERATOR, restart, until } from './topology.js'

/**
 * The cluster's scenario (ADRs 0098 and 0102): the mixed load through nginx for `seconds` while
 * one API and one gateway are stopped with SIGTERM and one API killed with SIGKILL, each started
 * again; then the acknowledged writes looked for in the database and the bucket, and a news item
 * published and timed until every instance shows it. `npm run cluster` prints the figures (30 s);
 * the cluster's test in `npm test` asserts them (a shorter run).
 */

/** Answers that are not failures: success, a user error, and the limits saying "slow down". */
const ACCEPTED = /^(ok|userError .*|RATE_LIMITED)$/
/**
 * A login the API shed, after its one retry, because its password-hashing queue was full: it
 * answered, busy, with when to come back (ADR 0075). The same "slow down" as a rate limit, but
 * counted apart: on a machine starved by other work, the one API left while the other restarts
 * hashes too slowly for the load's logins.
 */
const shed = (kind: string, outcome: string) =>
  kind === 'login' && /^UPSTREAM_UNAVAILABLE retry-after \d+$/.test(outcome)
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** How soon a news change must show on every instance. */
export const NEWS_WITHIN_MS = 5_000

/** The figures as `npm run cluster` prints them. */
export function printed(figures: Figures): string[] {
  const retried = new Map<string, number>()
  for (const outcome of figures.retried) retried.set(outcome, (retried.get(outcome) ?? 0) + 1)
  return [
    figures.report,
    `  sent again    ${figures.retried.length === 0 ? 'none' : [...retried].map(([o, n]) => `${n}× ${o}`).join(', ')} (first answers saying "unavailable", sent once more with the same key, as the web does)`,
    ...(figures.shed.length > 0
      ? [`  shed          ${figures.shed.join('; ')} (the hashing queue full: "busy, come back")`]
      : []),
    `  failed        ${figures.failures.length === 0 ? 'none' : figures.failures.join('; ')}`,
    ...figures.failedAt.slice(0, 20).map((line) => `    ${line}`),
    `  recount       ${figures.checked} acknowledged writes: ${figures.lost.length === 0 ? 'none lost, each found exactly once' : `${figures.lost.length} LOST OR WRONG`}`,
    ...figures.lost.slice(0, 20).map((line) => `    ${line}`),
    ...(figures.retryMismatches > 0
      ? [`  retries answered otherwise: ${figures.retryMismatches}`]
      : []),
    `  news shown    ${figures.newsShown.map(([name, ms]) => `${name} ${Math.round(ms)} ms`).join(', ')} after the publish answered`,
  ]
}

/** Whether the figures are a pass: nothing failed, nothing lost, the news everywhere in time. */
export function passes(figures: Figures): boolean {
  return (
    figures.failures.length === 0 &&
    figures.lost.length === 0 &&
    figures.retryMismatches === 0 &&
    figures.newsShown.every(([, ms]) => ms < NEWS_WITHIN_MS)
  )
}

export interface Figures {
  /** The load's report (requests, latencies per kind), for printing. */
  report: string
  /** Each kind of answer that is not accepted, with how often: empty when none failed. */
  failures: string[]
  /** Logins shed by a full hashing queue, with how often (not failures, see `shed`). */
  shed: string[]
  /** When each failed answer's request was sent, seconds into the load, and what it was. */
  failedAt: string[]
  /** First answers saying "unavailable" that were sent once more (their outcomes). */
  retried: string[]
  /** Acknowledged writes looked for again, and those lost or found other than once. */
  checked: number
  lost: string[]
  retryMismatches: number
  /** Milliseconds from the publish's answer until each instance showed the item. */
  newsShown: (readonly [string, number])[]
  /** The stops and kills, as they happened. */
  events: string[]
}

export async function runScenario(
  cluster: Cluster,
  settings: { seconds: number; users: number; accounts: number },
): Promise<Figures> {
  const { apis, gateways, publicUrl } = cluster
  const first = apis[0] as Instance
  const accounts: Account[] = []
  for (let i = 0; i < settings.accounts; i++) {
    accounts.push(
      await createHaulier(`http://127.0.0.1:${first.port}`, first.env.DATA_DIR as string),
    )
  }
  log(`${settings.users} users through nginx for ${settings.seconds} s; meanwhile:`)
  const loadBegan = performance.now()
  const second = (at: number) => ((at - loadBegan) / 1000).toFixed(1)
  const failedAt: string[] = []
  const events: string[] = []
  // Each at its moment into the load, or once the one before is ready again: never both of
  // a pair down at once.
  const at = (fraction: number) =>
    pause(Math.max(0, loadBegan + settings.seconds * 1000 * fraction - performance.now()))
  const event = async (what: () => Promise<{ instance: Instance; told: string }>) => {
    const begun = performance.now()
    const { instance, told } = await what()
    const line = `${told}; from ${second(begun)} s to ${second(performance.now())} s`
    events.push(line)
    log(`  ${line}`)
    return instance
  }
  const chaos = (async () => {
    await at(0.1)
    apis[0] = await event(() => restart(apis[0] as Instance, 'SIGTERM'))
    await at(0.35)
    gateways[0] = await event(() => restart(gateways[0] as Instance, 'SIGTERM'))
    await at(0.6)
    apis[1] = await event(() => restart(apis[1] as Instance, 'SIGKILL'))
  })()
  const load = runMixedLoad({
    gatewayUrl: publicUrl,
    accounts,
    users: settings.users,
    seconds: settings.seconds,
    thinkMs: 200,
    retryUnavailable: true,
    alsoUntil: chaos,
    onOutcome(kind, outcome, sentAt) {
      if (!ACCEPTED.test(outcome) && !shed(kind, outcome))
        // How long it took, both tries: a refusal is quick, a timeout takes API_TIMEOUT_MS.
        failedAt.push(
          `${second(sentAt)} s ${kind}: ${outcome} after ${Math.round(performance.now() - sentAt)} ms`,
        )
    },
  })
  const [result] = await Promise.all([load, chaos])
  const newsShown = await newsSpread(gateways, apis)
  const recounted = await recountWrites(cluster, result)
  return {
    report: loadReport(
      `${settings.users} users for ${settings.seconds} s through nginx, 2 gateways, 2 APIs`,
      result,
      { checked: 0, problems: [] },
    )
      .split('\n')
      .filter((line) => !line.includes('recount'))
      .join('\n'),
    failures: failuresOf(result, (kind, outcome) => !shed(kind, outcome)),
    shed: failuresOf(result, shed),
    failedAt,
    retried: result.unavailableRetried,
    checked: recounted.checked,
    lost: recounted.problems,
    retryMismatches: result.retryMismatches.length,
    newsShown,
    events,
  }
}

/** The acknowledged writes looked for in the database, their files in the bucket. */
async function recountWrites(cluster: Cluster, result: LoadResult) {
  const { bucket } = cluster
  const client = new S3Client({
    endpoint: bucket.S3_ENDPOINT,
    region: bucket.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: bucket.S3_ACCESS_KEY_ID as string,
      secretAccessKey: bucket.S3_SECRET_ACCESS_KEY as string,
    },
  })
  const db = new pg.Client({ connectionString: cluster.databaseUrl })
  await db.connect()
  return recount(
    result.writes,
    async (text, params) => (await db.query(text, params)).rows,
    async (sha256) => {
      const Key = `uploads/${sha256.slice(0, 2)}/${sha256}`
      return client.send(new HeadObjectCommand({ Bucket: bucket.S3_BUCKET, Key })).then(
        () => undefined,
        () => `${Key} is not in the bucket`,
      )
    },
  ).finally(() => {
    client.destroy()
    return db.end()
  })
}

/** The answers of the load not accepted that `which` takes, by kind and outcome. */
function failuresOf(
  result: LoadResult,
  which: (kind: string, outcome: string) => boolean,
): string[] {
  const failures: string[] = []
  for (const [kind, { outcomes }] of result.kinds) {
    for (const [outcome, n] of outcomes) {
      if (!ACCEPTED.test(outcome) && which(kind, outcome))
        failures.push(`${n}× ${kind}: ${outcome}`)
    }
  }
  return failures
}

const LATEST = '{ latestNews { id } }'

/**
 * Publishes a news item through the first gateway, then asks each gateway and each API directly
 * until it lists the item: the milliseconds from the publish's answer to each first sighting.
 */
export async function newsSpread(gateways: Instance[], apis: Instance[]) {
  const gatewayUrl = (gateway: Instance) => `http://127.0.0.1:${gateway.port}`
  const apiUrl = (api: Instance) => `http://127.0.0.1:${api.port}`
  const operator = new Browser(gatewayUrl(gateways[0] as Instance))
  const logIn = dataOf(
    await operator.graphql(
      'mutation ($input: LogInInput!) { logIn(input: $input) { userErrors { code } } }',
      { input: OPERATOR },
    ),
  ).logIn
  if (logIn.userErrors.length > 0) throw new Error(`operator login: ${JSON.stringify(logIn)}`)
  const readers = gateways.map((gateway) => new Browser(gatewayUrl(gateway)))
  // Read first on every instance, so that each holds the list in its caches.
  for (const reader of readers) await reader.graphql(LATEST)
  for (const api of apis) await fetch(`${apiUrl(api)}/api/news-all/1`).then((r) => r.text())
  const title = `Cluster news ${randomBytes(4).toString('hex')}`
  const saved = dataOf(
    await operator.upload(
      'mutation ($input: SaveNewsInput!) { saveNews(input: $input) { newsItem { id } userErrors { code } } }',
      {
        input: {
          title: { tm: `${title} tm`, ru: `${title} ru`, en: title },
          bodyHtml: { tm: '<p>Täzelik</p>', ru: '<p>Новость</p>', en: '<p>News</p>' },
          poster: null,
        },
      },
      [
        {
          path: 'variables.input.poster',
          name: 'p.png',
          type: 'image/png',
          bytes: picturePng(400, 250),
        },
      ],
    ),
  ).saveNews
  if (saved.userErrors.length > 0) throw new Error(`saveNews: ${JSON.stringify(saved)}`)
  const id: string = saved.newsItem.id
  const published = dataOf(
    await operator.graphql(
      'mutation ($input: NewsItemInput!) { publishNews(input: $input) { userErrors { code } } }',
      { input: { id } },
    ),
  ).publishNews
  if (published.userErrors.length > 0) throw new Error(`publishNews: ${JSON.stringify(published)}`)
  const since = performance.now()
  const seen = async (what: string, sees: () => Promise<boolean>) => {
    await until(sees, `${what} shows the published news`, 10_000)
    return [what, performance.now() - since] as const
  }
  return Promise.all([
    ...gateways.map((gateway, index) =>
      seen(gateway.name, async () => {
        const ids = dataOf(await (readers[index] as Browser).graphql(LATEST)).latestNews.map(
          (item: { id: string }) => item.id,
        )
        return ids.includes(id)
      }),
    ),
    ...apis.map((api) =>
      seen(api.name, async () =>
        (await (await fetch(`${apiUrl(api)}/api/news-all/1`)).text()).includes(title),
      ),
    ),
  ])
}
