import { once } from 'node:events'
import { loadConfig } from '../../api/src/config.js'
import { startApi } from '../../api/src/start.js'

/**
 * The API under test, in a process of the benchmark's own: started from the settings it is sent,
 * it answers its URL and serves until it is killed.
 */
const [env] = (await once(process, 'message')) as [Record<string, string>]
const api = await startApi(loadConfig(env))
process.send?.({ url: api.url })
