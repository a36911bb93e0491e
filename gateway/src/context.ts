import type { Lang } from './i18n/messages.js'
import type { LiveSource } from './live/live-source.js'
import type { Loaders } from './loaders/index.js'
import type { RestClients } from './rest/index.js'
import type { Ingredients, UpstreamReads } from './rest/upstream-reads.js'
import type { UploadTracker } from './uploads.js'

/** The session of one GraphQL request, and how resolvers start or end it. */
export interface Session {
  /** The bearer token: from the session cookie, or from the request's Authorization header. */
  readonly token: string | undefined
  /** Whether the token came from the session cookie (which a dead session then clears). */
  readonly fromCookie: boolean
  /** Keeps a new session in the httpOnly cookie (login, sign-up, reset). */
  start(token: string): void
  /** Clears the session cookie (logout). */
  end(): void
  /** The API's trusted-device value this browser holds (its own cookie), passed on at login. */
  readonly trustedDevice: string | undefined
  /** Keeps the trusted-device value a successful login answered (30 days, httpOnly). */
  trustDevice(value: string): void
}

/**
 * A session's answer of one request as session-answers.ts keeps it: its key, worked out once in
 * the request's hook, and what is to be kept with the bytes Apollo sends once the operation ran.
 */
export interface AnswerSlot {
  /** The SHA-256 of the session's token, never the token. */
  readonly session: string
  /** The session's, the language's and the operation's; undefined when the request has none. */
  readonly key: string | undefined
  /** Set when the answer is to be kept: what it was made of, and its Cache-Control. */
  keep?: { made: Ingredients; cacheControl: string }
}

/** What every resolver receives: REST clients and loaders for this request, its session and language. */
export interface GatewayContext {
  api: RestClients
  /** What the request's REST calls read, for the session's stored answers (session-answers.ts). */
  reads: UpstreamReads
  loaders: Loaders
  session: Session
  lang: Lang
  uploads: UploadTracker
  /** The session's answer of this request, when it has a session (session-answers.ts). */
  answerSlot?: AnswerSlot
  /** Public content changed through this request (news published): cached answers go. */
  publicContentChanged(): void
  /** A subscription's stream's events (live/stream-route.ts); absent on /graphql. */
  live?: LiveSource
}
