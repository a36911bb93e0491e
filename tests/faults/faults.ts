import { type Engine, postgresReachable } from './programs.js'
import {
  gatewayKilledMidUpload,
  killedAfterStore,
  killedMidWrites,
  type RoundResult,
  silentDatabase,
} from './rounds.js'

/**
 * `npm run faults`: the API SIGKILLed mid-writes and restarted, killed between a file and its
 * row, started against a database that never answers, and the gateway killed mid-upload, on
 * PGlite and (when its server answers) PostgreSQL. Every round starts its own programs on
 * loopback and stops or kills only them. FAULT_KILLS (default 3) sets the kills of the first
 * round; FAULT_ENGINES=pglite runs one engine; FAULT_ROUNDS (kills, file-row, gateway,
 * silent-db, comma-separated) runs only those. Exits 1 when any round found a problem.
 */
const say = (line: string) => process.stdout.write(`${line}\n`)

async function main() {
  const kills = Number(process.env.FAULT_KILLS ?? 3)
  const asked = (process.env.FAULT_ENGINES ?? 'pglite,postgres').split(',') as Engine[]
  const engines: Engine[] = []
  for (const engine of asked) {
    if (engine === 'postgres' && !(await postgresReachable())) {
      say('PostgreSQL does not answer at TEST_DATABASE_URL: its rounds are left out')
      continue
    }
    engines.push(engine)
  }
  const only = process.env.FAULT_ROUNDS?.split(',')
  const results: RoundResult[] = []
  const run = async (key: string, round: () => Promise<RoundResult>) => {
    if (only && !only.includes(key)) return
    const started = Date.now()
    const result = await round()
    results.push(result)
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const verdict = result.problems.length === 0 ? 'ok' : `FAILED: ${result.problems.join('; ')}`
    say(
      `${result.engine.padEnd(8)} ${result.round.padEnd(34)} ${seconds.padStart(6)} s  ${result.figures}  ${verdict}`,
    )
  }
  for (const engine of engines) {
    await run('kills', () => killedMidWrites(engine, kills))
    await run('file-row', () => killedAfterStore(engine))
    await run('gateway', () => gatewayKilledMidUpload(engine))
  }
  await run('silent-db', silentDatabase)
  const failed = results.filter((result) => result.problems.length > 0)
  say(`\n${results.length - failed.length} of ${results.length} fault rounds survived`)
  process.exit(failed.length > 0 ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error('The fault rounds failed:', error)
  process.exit(1)
})
