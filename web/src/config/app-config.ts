import { GRAPHQL_PATH } from './graphql-path'

/**
 * The web's settings: the one module that reads `import.meta.env`. The web is served by the
 * gateway, so every address is on the page's own origin.
 */
export const appConfig = {
  /** The gateway's GraphQL endpoint. */
  graphqlPath: GRAPHQL_PATH,
  /**
   * The news feed, passed through by the gateway to the API's `/rss`: `?lang=` names its language
   * (without it the API goes by the reader's Accept-Language, Russian when that is none of ours).
   */
  rssPath: '/rss',
  /** Development build (the Vite server): extra warnings only. */
  isDevelopment: import.meta.env.DEV,
} as const
