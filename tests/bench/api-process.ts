import { once } from 'node:events'
import { loadConfig, startApi } from '@tmulag/api/testing'

/**
 * The API under test, in a process of the benchmark's own: started from the settings it is sent,
 * it answers its URL and serves until it is killed.
 */
const [env] = (await once(process, 'message')) as [Record<string, string>]
const api = await startApi(loadConfig(env))
process.send?.({ url: api.url })
