import { GraphQLError } from 'graphql'
import type { MutationResolvers } from '../__generated__/resolvers-types.js'
import type { GatewayContext } from '../context.js'
import { say } from '../i18n/messages.js'

/**
 * Who may call a mutation, as the API's route hooks decide it: `client` routes are a haulier's
 * cabinet (an operator gets 403), `operator` routes the office's (a haulier gets 403), both 401
 * without a session. The API checks this before it reads a body, so a refusal of the input
 * tells an outsider nothing; the gateway keeps that order when it refuses an input itself.
 */
export type Audience = 'anyone' | 'client' | 'operator'

/** The context of a mutation that knows its audience (set by `forAudience`). */
export type AudienceContext = Pick<GatewayContext, 'session' | 'loaders' | 'lang'> & {
  audience?: Audience
}

/**
 * Throws what the API would answer a caller outside the mutation's audience: UNAUTHENTICATED
 * without a session, FORBIDDEN for the other role. Asked only when the gateway refuses an input
 * without calling the API (an id that is not one): the API's answer says it otherwise.
 */
export async function checkAudience(context: AudienceContext): Promise<void> {
  const audience = context.audience ?? 'anyone'
  if (audience === 'anyone') return
  if (!context.session.token) {
    throw new GraphQLError(say(context.lang, 'session_ended'), {
      extensions: { code: 'UNAUTHENTICATED' },
    })
  }
  const me = await context.loaders.account.load('me')
  const operator = me.role === 'operator'
  if (operator !== (audience === 'operator')) {
    throw new GraphQLError(say(context.lang, operator ? 'clients_only' : 'operators_only'), {
      extensions: { code: 'FORBIDDEN' },
    })
  }
}

/** `resolvers`, each called with a context that names who may call it. */
export function forAudience(audience: Audience, resolvers: MutationResolvers): MutationResolvers {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      (parent: unknown, args: unknown, context: GatewayContext, info: unknown) =>
        (resolve as (...all: unknown[]) => unknown)(parent, args, { ...context, audience }, info),
    ]),
  ) as MutationResolvers
}
