import type { Access } from './access/rules.js'
import type { MemberRole } from './db/schema.js'
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
  /** The company the session works for, while the person is an active member of it (ADR 0103). */
  companyId: number | null
  /** The person's role in that company. */
  memberRole: MemberRole | null
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers are given in (Accept-Language; ru when none of ours). */
    lang: Lang
    /** Set by the authenticate hook on routes that need a session. */
    user: AuthUser | null
    /** How many live events the instance had written when the request began (ADR 0107). */
    liveEventsAtStart: number
  }
  interface FastifyContextConfig {
    /** The sentence of the 404 a malformed path parameter gets on this route. */
    notFound?: MessageKey
    /** Who may call the route: set from access/rules.ts as the route is registered. */
    access?: Access
  }
}
