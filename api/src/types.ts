import type { Lang } from './i18n/lang.js'
import type { MessageKey } from './i18n/messages.js'

/** The account behind a request's bearer token. */
export interface AuthUser {
  id: number
  name: string
  email: string
  role: 'client' | 'operator'
  lang: Lang
  tokenId: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers are given in (Accept-Language; ru when none of ours). */
    lang: Lang
    /** Set by the authenticate hook on routes that need a session. */
    user: AuthUser | null
  }
  interface FastifyContextConfig {
    /** The sentence of the 404 a malformed path parameter gets on this route. */
    notFound?: MessageKey
  }
}
