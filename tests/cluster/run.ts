import { type Figures, passes, printed, runScenario } from './scenario.js'
import { startCluster } from './topology.js'

/**
 * `npm run cluster` (ADRs 0098 and 0102): the deployment of deploy/ on this machine's loopback
 * (topology.ts), the mixed load through nginx for CLUSTER_SECONDS (30) while one API and one
 * gateway are stopped with SIGTERM and one API killed with SIGKILL (scenario.ts). Prints the
 * failed requests, the acknowledged writes not found again, and how long a published news item
 * took to show on every instance. Exit 1 on a failed request, a lost write, or a news item slower
 * than NEWS_WITHIN_MS to show everywhere. The cluster's test in `npm test` runs the same, shorter.
 */
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 30)
const USERS = Number(process.env.CLUSTER_USERS ?? 30)
const ACCOUNTS = Number(process.env.CLUSTER_ACCOUNTS ?? 5)
const log = (line: string) => process.stdout.write(`${line}\n`)

async function main(): Promise<boolean> {
  const began = performance.now()
  const cluster = await startCluster()
  let figures: Figures | undefined
  try {
    log(`up in ${Math.round(performance.now() - began)} ms`)
    figures = await runScenario(cluster, { seconds: SECONDS, users: USERS, accounts: ACCOUNTS })
  } finally {
    await cluster.stopPrograms()
    const complaints = await cluster.close()
    if (figures) for (const line of printed(figures)) log(line)
    log(complaints.length === 0 ? '  nginx logged  nothing' : '  nginx logged')
    for (const line of complaints) log(`    ${line}`)
    log(`  took          ${Math.round((performance.now() - began) / 1000)} s in all`)
  }
  return figures !== undefined && passes(figures)
}

const passed = await main().catch((error) => {
  log(`the cluster run failed: ${error instanceof Error ? error.stack : error}`)
  return false
})
process.exitCode = passed ? 0 : 1
