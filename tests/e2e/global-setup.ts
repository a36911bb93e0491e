import { rm } from 'node:fs/promises'
import path from 'node:path'
import { OUTPUT, portalEnv, startPortal } from './support/portal.js'

/**
 * One portal for the whole run, shared by every worker: started before the first test, stopped
 * after the last. The workers find it through the environment they inherit.
 */
export default async function globalSetup() {
  // This run's screenshots only: none left over from pages since renamed.
  await rm(path.join(OUTPUT, 'screenshots'), { recursive: true, force: true })
  const started = performance.now()
  const portal = await startPortal()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  process.stdout.write(`Portal ready at ${portal.url} in ${seconds} s (data ${portal.dataDir})\n`)
  process.env[portalEnv.url] = portal.url
  process.env[portalEnv.dataDir] = portal.dataDir
  process.env[portalEnv.apiUrl] = portal.apiUrl
  return () => portal.stop()
}
