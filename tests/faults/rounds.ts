import { readdir } from 'node:fs/promises'
import path from 'node:path'
import {
  failedStart,
  filesWithoutRows,
  isStored,
  type ProgramDatabase,
  rowsWithoutBytes,
  runServer,
  type Started,
  seedHaulier,
  sendApplication,
  uniquePdf,
  until,
  withDatabase,
} from '@tmulag/api/testing'
import { type Engine, exited, freshData, startGateway, startSilentServer } from './programs.js'
import { slowUpload } from './slow-upload.js'

export interface RoundResult {
  round: string
  engine: Engine
  problems: string[]
  figures: string
}

/** Stops an API started here, by its own process id, and waits for it. */
async function stop(api: Started) {
  api.child.kill('SIGTERM')
  await api.exited
}

/** A fresh database, migrated by a first start, and `count` signed-in hauliers in it. */
async function preparedData(engine: Engine, count: number) {
  const data = await freshData(engine)
  await stop(await runServer(data.env))
  const tokens: string[] = []
  for (let i = 0; i < count; i += 1) tokens.push(await seedHaulier(data.env))
  return { ...data, tokens }
}

/** What must hold after any crash: every acknowledged write is there, no file lacks its row. */
async function consistency(env: ProgramDatabase, acknowledged: number[]) {
  const problems: string[] = []
  const found = new Set(
    acknowledged.length === 0
      ? []
      : await withDatabase(env, async (db) =>
          (
            await db
              .selectFrom('online_applications')
              .select('id')
              .where('id', 'in', acknowledged)
              .execute()
          ).map((row) => row.id),
        ),
  )
  const lost = acknowledged.filter((id) => !found.has(id))
  if (lost.length > 0) problems.push(`acknowledged applications missing: ${lost.join(', ')}`)
  const { orphans, unfinished } = await filesWithoutRows(env)
  if (orphans.length > 0) problems.push(`${orphans.length} stored files without a row`)
  if (unfinished.length > 0) problems.push(`${unfinished.length} unfinished uploads left`)
  const missing = await rowsWithoutBytes(env)
  if (missing.length > 0) problems.push(`${missing.length} files rows without their bytes`)
  return problems
}

/**
 * Writers file online applications with a document each, and the API is SIGKILLed after a
 * random number of acknowledged writes, `kills` times; after a last restart (its sweep), every
 * acknowledged application must be there and every stored file must have its row.
 */
export async function killedMidWrites(engine: Engine, kills: number): Promise<RoundResult> {
  const writers = 4
  const data = await preparedData(engine, writers)
  const acknowledged: number[] = []
  // The API takes 30 uploads an hour from one account; each writer stays under it.
  const sent = new Map<string, number>()
  let refusedOrCut = 0
  try {
    for (let kill = 0; kill < kills; kill += 1) {
      const api = await runServer(data.env)
      const killAt = acknowledged.length + 2 + Math.floor(Math.random() * 6)
      let killed = false
      const writer = async (token: string) => {
        while (!killed && (sent.get(token) ?? 0) < 28) {
          sent.set(token, (sent.get(token) ?? 0) + 1)
          try {
            const answer = await sendApplication(api.url, token, uniquePdf(40_000).bytes)
            if (answer.status !== 200) refusedOrCut += 1
            else acknowledged.push(((await answer.json()) as { id: number }).id)
          } catch {
            refusedOrCut += 1
            return
          }
          if (!killed && acknowledged.length >= killAt) {
            killed = true
            api.child.kill('SIGKILL')
          }
        }
      }
      await Promise.all(data.tokens.map(writer))
      if (!killed) api.child.kill('SIGKILL')
      await api.exited
    }
    await stop(await runServer(data.env))
    return {
      round: `API SIGKILLed mid-writes ×${kills}`,
      engine,
      problems: await consistency(data.env, acknowledged),
      figures: `${acknowledged.length} acknowledged, ${refusedOrCut} cut or refused`,
    }
  } finally {
    await data.remove()
  }
}

/** The API kills itself right after storing an upload (FAULT_INJECTION); the restart sweeps. */
export async function killedAfterStore(engine: Engine): Promise<RoundResult> {
  const data = await preparedData(engine, 1)
  const [token = ''] = data.tokens
  try {
    const crashing = await runServer({ ...data.env, FAULT_INJECTION: 'kill-after-upload-stored' })
    const lost = uniquePdf()
    await sendApplication(crashing.url, token, lost.bytes).catch(() => undefined)
    await crashing.exited
    const problems: string[] = []
    if (crashing.child.signalCode !== 'SIGKILL') problems.push('the API did not kill itself')
    if (!(await isStored(data.env, lost.sha256))) problems.push('nothing was stored')
    await stop(await runServer(data.env))
    problems.push(...(await consistency(data.env, [])))
    return { round: 'API killed between file and row', engine, problems, figures: '1 kill' }
  } finally {
    await data.remove()
  }
}

/** A PostgreSQL address that accepts and never answers: the API must give up in seconds. */
export async function silentDatabase(): Promise<RoundResult> {
  const silent = await startSilentServer()
  const data = await freshData('pglite')
  try {
    const result = await failedStart(
      {
        DATA_DIR: data.env.DATA_DIR,
        DATABASE_URL: `postgres://portal@127.0.0.1:${silent.port}/portal`,
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
      },
      90_000,
    )
    const waited = Date.now() - (silent.firstAcceptedAt() ?? Date.now())
    const problems: string[] = []
    if (result.code !== 1) problems.push(`exit code ${result.code}, not 1`)
    if (!result.output.includes('did not answer within 2 s')) problems.push('no clear message')
    if (waited > 10_000) problems.push(`gave up ${waited} ms after connecting`)
    return {
      round: 'silent database at start',
      engine: 'postgres',
      problems,
      figures: `exit ${result.code} ${waited} ms after connecting`,
    }
  } finally {
    await silent.close()
    await data.remove()
  }
}

/**
 * A 5 MB upload through the gateway, the gateway SIGKILLed once the API is writing the file:
 * the API must be left with no unfinished upload and no file without its row, and go on.
 */
export async function gatewayKilledMidUpload(engine: Engine): Promise<RoundResult> {
  const data = await preparedData(engine, 1)
  const api = await runServer(data.env)
  const gateway = await startGateway(api.url)
  try {
    // Its answer never comes: the connection is cut by the kill.
    const upload = slowUpload(gateway.url, data.tokens[0] ?? '', 5_000_000).catch(() => undefined)
    const writing = await until(
      async () => (await unfinishedUploads(data.env.DATA_DIR)).length > 0,
      'the API writes the upload',
      60_000,
    ).then(
      () => true,
      () => false,
    )
    gateway.child.kill('SIGKILL')
    await exited(gateway.child)
    await upload
    const problems: string[] = []
    if (!writing) problems.push('the upload never reached the API')
    await until(
      async () => (await unfinishedUploads(data.env.DATA_DIR)).length === 0,
      'the API drops the cut upload',
      20_000,
    ).catch(() => problems.push('the cut upload stayed in uploads/tmp'))
    if ((await fetch(`${api.url}/healthz`)).status !== 200) problems.push('the API is not healthy')
    await stop(api)
    problems.push(...(await consistency(data.env, [])))
    return { round: 'gateway SIGKILLed mid-upload', engine, problems, figures: '5 MB cut' }
  } finally {
    if (gateway.child.exitCode === null && gateway.child.signalCode === null) {
      gateway.child.kill('SIGKILL')
    }
    if (api.child.exitCode === null && api.child.signalCode === null) await stop(api)
    await data.remove()
  }
}

/** Uploads the API is writing (or a crash left): while it runs, PGlite is its alone. */
function unfinishedUploads(dataDir: string) {
  return readdir(path.join(dataDir, 'uploads', 'tmp')).catch(() => [] as string[])
}
