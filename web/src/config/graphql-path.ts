/** The gateway's GraphQL endpoint, on the page's own origin (also read by the web's build). */
export const GRAPHQL_PATH = '/graphql'
