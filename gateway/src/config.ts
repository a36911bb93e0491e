import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ConfigError,
  type Env,
  type SharedSettings,
  settingsReader,
  sharedSettings,
} from '@tmulag/server-kit/settings'

export { ConfigError }

/**
 * Everything the gateway reads from its environment, validated once at start. The settings the
 * API reads alike are `SharedSettings`: through REDIS_URL a change of the public news clears
 * every gateway's cached answers, and the requests in flight per address are counted across
 * gateways; without it, each gateway counts and caches for itself.
 */
export interface GatewayConfig extends SharedSettings {
  host: string
  port: number
  /** The REST API the gateway stands in front of. */
  apiUrl: string
  /** How long one REST call may take before the API counts as unavailable. */
  apiTimeoutMs: number
  /**
   * The public address of the gateway (and the web): the one printed at start; https makes the
   * session cookie Secure. Without PUBLIC_URL, the listening address (ADR 0081).
   */
  publicUrl: string
  /** Whether PUBLIC_URL was given; if not, the address follows the port actually bound. */
  publicUrlGiven: boolean
  /**
   * Settings that disagree about the portal's address without being wrong on their own (a proxy
   * may reconcile them): said at start, before the address.
   */
  warnings: string[]
  /** The built web (index.html and assets), served at `/` when the folder exists. */
  webDist: string | undefined
  /** How long public reference data, news lists and pages are reused across requests. */
  publicCacheSeconds: number
  /** Refuse every operation that is not in the persisted-documents manifest. */
  persistedDocumentsOnly: boolean
  /** The manifest of the web's operations (hash → document). */
  persistedDocumentsFile: string
  /** How long a request's body (other than an upload) may take to arrive whole. */
  requestTimeoutMs: number
  /**
   * Requests one client address may have in flight at once (the address TRUST_PROXY's proxies
   * report); the next is answered 429 with Retry-After.
   */
  maxRequestsInFlightPerAddress: number
  /**
   * Connections one client address may hold open at once (the proxies of TRUST_PROXY excepted):
   * a last guard against running out of sockets, far above what an office's browsers hold.
   */
  maxConnectionsPerAddress: number
  /** Production hides internals: masked errors, no field suggestions. */
  production: boolean
}

/** The repository's root, from src/ (tests, tsx) and from dist/ (npm start) alike. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Reads the gateway's settings from `env` (process.env by default), collecting every problem so
 * one start shows the whole list of what to fix. The only reader of the environment.
 */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = []
  const read = settingsReader(env, problems)
  const { text, integer, port: portOf, flag, url } = read

  const port = portOf('PORT', 8080)
  const apiPort = portOf('API_PORT', 8081)
  const apiUrl = url('API_URL', `http://127.0.0.1:${apiPort}`)
  const host = text('GATEWAY_HOST') ?? '127.0.0.1'
  const publicUrl = url('PUBLIC_URL', `http://127.0.0.1:${port}`)
  const publicUrlGiven = text('PUBLIC_URL') !== undefined
  const webDist = path.resolve(text('WEB_DIST') ?? path.join(REPO_ROOT, 'web', 'dist'))
  const persistedDocumentsFile = path.resolve(
    text('PERSISTED_DOCUMENTS_FILE') ??
      path.join(REPO_ROOT, 'web', 'src', 'gql', 'persisted-documents.json'),
  )
  const persistedDocumentsOnly = flag('PERSISTED_DOCUMENTS_ONLY')
  if (persistedDocumentsOnly && !existsSync(persistedDocumentsFile)) {
    problems.push(
      `PERSISTED_DOCUMENTS_ONLY is on, but the manifest ${persistedDocumentsFile} does not exist`,
    )
  }
  const nodeEnv = text('NODE_ENV') ?? 'development'

  // Read last, so that a program's own problems come first in the list.
  const shared = sharedSettings(read, problems)
  const config: GatewayConfig = {
    ...shared,
    host,
    port,
    apiUrl,
    apiTimeoutMs: integer('API_TIMEOUT_MS', 10_000, 100, 120_000),
    publicUrl,
    publicUrlGiven,
    warnings:
      problems.length > 0 ? [] : originWarnings(host, port, publicUrlGiven ? publicUrl : undefined),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    publicCacheSeconds: integer('PUBLIC_CACHE_SECONDS', 30, 0, 3600),
    persistedDocumentsOnly,
    persistedDocumentsFile,
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', 30_000, 1000, 300_000),
    maxRequestsInFlightPerAddress: integer('MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS', 128, 1, 100_000),
    maxConnectionsPerAddress: integer('MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 100_000),
    production: nodeEnv === 'production',
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

/**
 * Where the printed address, the letters' links, the QR codes and the payment's return could part
 * ways: the gateway open to other machines with links to this one, or a PUBLIC_URL on this
 * machine at a port the gateway does not listen on.
 */
function originWarnings(host: string, port: number, publicUrl: string | undefined): string[] {
  if (publicUrl === undefined) {
    if (LOOPBACK.has(host)) return []
    return [
      `GATEWAY_HOST is ${host}, so other machines may open the portal, but PUBLIC_URL is not set: links in letters, QR codes and the payment's return lead to http://127.0.0.1:${port}, which only this machine opens. Set PUBLIC_URL to the address people open.`,
    ]
  }
  const parsed = new URL(publicUrl)
  const publicPort = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80))
  if (LOOPBACK.has(parsed.hostname) && port !== 0 && publicPort !== port) {
    return [
      `PUBLIC_URL is ${publicUrl}, on this machine, but the gateway listens on port ${port} (PORT): links in letters, QR codes and the payment's return lead where the portal is not, unless a proxy of yours listens there. Make PUBLIC_URL and PORT agree.`,
    ]
  }
  return []
}
