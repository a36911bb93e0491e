import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { buildASTSchema, concatAST, printSchema } from 'graphql'
import { loadTypeDefs } from './schema.js'

/** Where other front ends download the schema the gateway serves. */
export const SCHEMA_DOWNLOAD_PATH = '/graphql/schema.graphql'

/** The schema as one SDL text: every file of schema/ merged, with its descriptions. */
export function mergedSdl(): string {
  return `${printSchema(buildASTSchema(concatAST(loadTypeDefs())))}\n`
}

/**
 * `/graphql/schema.graphql`: the merged SDL for another front end's code generator, as plain
 * text. It changes only with a deployment, so a client revalidates it with its ETag and gets a
 * 304 while it is the same.
 */
export function schemaDownloadRoute(app: FastifyInstance) {
  const sdl = mergedSdl()
  const etag = `"${createHash('sha256').update(sdl).digest('base64url').slice(0, 27)}"`
  app.get(SCHEMA_DOWNLOAD_PATH, async (request, reply) => {
    reply
      .header('etag', etag)
      .header('cache-control', 'public, no-cache')
      .header('content-disposition', 'inline; filename="schema.graphql"')
    const asked = request.headers['if-none-match']
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send()
    }
    return reply.type('text/plain; charset=utf-8').send(sdl)
  })
}
