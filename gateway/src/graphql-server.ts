import { ApolloServer, type ApolloServerPlugin } from '@apollo/server'
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled'
import { ApolloArmor } from '@escape.tech/graphql-armor'
import { makeExecutableSchema } from '@graphql-tools/schema'
import type { FastifyInstance } from 'fastify'
import { cachePolicyFromSchema } from './cache-policy.js'
import type { GatewayConfig } from './config.js'
import type { GatewayContext } from './context.js'
import { DOCUMENT_LIMITS } from './document-limits.js'
import { ValidatedDocuments } from './document-store.js'
import { formatError } from './errors.js'
import { listCostRule } from './list-cost.js'
import { resolvers } from './resolvers/index.js'
import { loadTypeDefs } from './schema.js'

/**
 * Limits sized on the web's operations: the e-permit history with its countries, drivers,
 * vehicles and timelines is depth 5 and costs about 230 (graphql-armor's measure: 1 a scalar,
 * 2 an object, growing with depth); a public page about 150. Honest operations pass with several
 * times that to spare; abusive ones are refused before any resolver runs. Fragments are
 * flattened when counting, so a deep selection cannot hide in them.
 */
export const LIMITS = {
  maxDepth: 10,
  maxCost: 2000,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: DOCUMENT_LIMITS.maxTokens,
}

/** A dead session read from the cookie clears the cookie, so the browser stops sending it. */
const clearDeadSession: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : []
        const dead = errors?.some((error) => error.extensions?.code === 'UNAUTHENTICATED')
        if (dead && contextValue.session.fromCookie) contextValue.session.end()
      },
    }
  },
}

/** Errors the gateway did not expect are logged with their cause; clients get no details. */
function logUnexpected(app: FastifyInstance): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const code = error.extensions?.code
            if (code === 'UPSTREAM_UNAVAILABLE')
              app.log.warn({ err: error.originalError }, error.message)
            else if (!code || code === 'INTERNAL_SERVER_ERROR')
              app.log.error({ err: error.originalError ?? error }, 'resolver failed')
          }
        },
      }
    },
  }
}

export async function createGraphqlServer(
  app: FastifyInstance,
  config: GatewayConfig,
  /** The answer caches' plugins: they keep the answers their hooks send again. */
  cachePlugins: ApolloServerPlugin<GatewayContext>[],
  persistedDocuments: Iterable<string>,
) {
  const armor = new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth, flattenFragments: true },
    costLimit: { maxCost: LIMITS.maxCost, flattenFragments: true },
    maxAliases: { n: LIMITS.maxAliases },
    maxDirectives: { n: LIMITS.maxDirectives },
    // graphql-js counts tokens while parsing (`parseOptions` below); armor's own counter
    // re-parses in a plugin, where a syntax error becomes a 500 instead of a 400.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: config.production },
  })
  const protection = armor.protect()
  // armor's cost counts fields, not how many items a list returns; this rule multiplies them.
  const validationRules = [...protection.validationRules, listCostRule()]
  // The schema built once here (as Apollo would build it from the same parts), so the persisted
  // documents are validated against the very schema that executes them.
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never })
  const parseOptions = { maxTokens: LIMITS.maxTokens }
  const documents = ValidatedDocuments.prepare(
    persistedDocuments,
    schema,
    validationRules,
    parseOptions,
  )
  for (const problem of documents.problems) {
    app.log.warn({ problem }, 'a persisted document does not validate; requests naming it fail')
  }
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    // Its own handler would stop GraphQL at once on SIGTERM and raise the signal again, cutting
    // the drain short; the program stops it after the drain (server.ts, ADR 0095).
    stopOnTerminationSignals: false,
    documentStore: documents.store,
    csrfPrevention: true,
    parseOptions,
    introspection: true,
    persistedQueries: false,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatError(config.production),
    validationRules,
    plugins: [
      // graphql-armor types Apollo Server's CommonJS build; the plugins are the same objects.
      // (Fastify drains requests itself on close; the integration's drain plugin would call
      // close from inside close.)
      ...(protection.plugins as unknown as ApolloServerPlugin<GatewayContext>[]),
      ApolloServerPluginLandingPageDisabled(),
      cachePolicyFromSchema<GatewayContext>(),
      clearDeadSession,
      ...cachePlugins,
      logUnexpected(app),
    ],
  })
  await apollo.start()
  // The subscriptions' stream (live/stream-route.ts) checks its documents as Apollo does.
  return { apollo, schema, validationRules, parseOptions }
}
