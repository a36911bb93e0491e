import pino, { type DestinationStream } from 'pino'
import type { GatewayConfig } from './config.js'

/** Query parameters whose values are logged: they name an operation, never carry a secret. */
const LOGGED_PARAMS = new Set(['operationName', 'extensions'])

/**
 * A URL as the log may keep it: the path, but the password reset page's code; the query's
 * parameter names, but only the values of LOGGED_PARAMS. A reset link or a GraphQL GET's
 * variables (the web checks a reset code with one) would otherwise put a live secret in the log.
 */
export function loggableUrl(url: string): string {
  const search = url.indexOf('?')
  const path = (search === -1 ? url : url.slice(0, search)).replace(
    /^\/password-reset\/[^/]+/,
    '/password-reset/[redacted]',
  )
  if (search === -1) return path
  const params = url
    .slice(search + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? ''
      return LOGGED_PARAMS.has(name) ? pair : `${name}=[redacted]`
    })
  return `${path}?${params.join('&')}`
}

/**
 * The gateway's logger: one JSON line per request, without credentials (the Authorization
 * header, cookies) or secrets in URLs. `destination` is for tests, which read what is written.
 */
export function createLogger(
  config: Pick<GatewayConfig, 'logLevel'>,
  destination?: DestinationStream,
) {
  return pino(
    {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request: { method?: string; url?: string; ip?: string; host?: string }) => ({
          method: request.method,
          url: loggableUrl(request.url ?? ''),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    destination,
  )
}
