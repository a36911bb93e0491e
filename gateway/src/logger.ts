import { loggableUrl as cleanUrl, type UrlLogRules } from '@tmulag/server-kit/loggable-url'
import pino, { type DestinationStream } from 'pino'
import type { GatewayConfig } from './config.js'

/**
 * What the gateway's log keeps of a URL: the values of `operationName` and `extensions` (they name
 * an operation), not the password reset page's code, an e-permit's verify code or a GraphQL GET's
 * variables (the web checks a reset code with one), which would put a live secret in the log.
 */
const URL_LOG_RULES: UrlLogRules = {
  keptParams: new Set(['operationName', 'extensions']),
  secretPaths: [/^(\/password-reset\/)[^/]+/, /^(\/verify\/)[^/]+/],
}

/** A URL as the gateway's log may keep it (URL_LOG_RULES). */
export const loggableUrl = (url: string) => cleanUrl(url, URL_LOG_RULES)

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
