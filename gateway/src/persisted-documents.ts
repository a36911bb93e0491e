import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The web's operations travel as hashes of a manifest that codegen writes at build time
 * (`persisted-documents.json`: "sha256:<hex>" → document). A request naming a hash gets its
 * document from the manifest, so the web sends a few bytes per operation and the gateway parses only
 * documents it knows. With `only` set, every operation must be in the manifest; otherwise other
 * front ends may send their own documents. Hashes are never learned from requests (Apollo's
 * automatic persisted queries stay off), so a client cannot fill the gateway's memory.
 */
export class PersistedDocuments {
  private readonly byHash: Map<string, string>

  constructor(
    file: string,
    private readonly only: boolean,
  ) {
    const manifest = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
      : {}
    this.byHash = new Map(
      Object.entries(manifest).map(([hash, document]) => [bareHash(hash), document]),
    )
  }

  get size() {
    return this.byHash.size
  }

  /** The documents' texts (parsed and validated once, at start: document-store.ts). */
  documents(): Iterable<string> {
    return this.byHash.values()
  }

  /** A Fastify hook for /graphql: replaces a hash by its document, or refuses the request. */
  readonly hook = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = (request.method === 'GET' ? request.query : request.body) as
      | Record<string, unknown>
      | undefined
    if (!params || typeof params !== 'object' || Array.isArray(params)) return
    const hash = hashOf(params)
    if (hash !== undefined) {
      const document = this.byHash.get(hash)
      if (document === undefined) return refuse(reply, 'PERSISTED_QUERY_NOT_FOUND')
      params.query = document
      delete params.documentId
      const extensions = withoutPersistedQuery(params.extensions)
      if (extensions === undefined) delete params.extensions
      else params.extensions = extensions
      if (request.method === 'GET') documentNotInUrl.add(request)
      return
    }
    if (this.only && typeof params.query === 'string') {
      const known = this.byHash.has(sha256(params.query))
      if (!known) return refuse(reply, 'PERSISTED_QUERY_REQUIRED')
    }
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * A hash as the manifest is looked up by: the hex alone. Codegen writes the manifest's keys as
 * "sha256:<hex>" (and the web sends them so); other front ends send the hex alone, as Apollo's
 * persisted queries do. Both name the same document.
 */
const bareHash = (hash: string) => hash.replace(/^sha256:/i, '').toLowerCase()

/**
 * `documentId` (GraphQL over HTTP's persisted documents) or Apollo's
 * `extensions.persistedQuery.sha256Hash`, each as "sha256:<hex>" or the hex.
 */
function hashOf(params: Record<string, unknown>): string | undefined {
  if (typeof params.documentId === 'string') return bareHash(params.documentId)
  let extensions = params.extensions
  if (typeof extensions === 'string') {
    try {
      extensions = JSON.parse(extensions)
    } catch {
      return undefined
    }
  }
  const persisted = (extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)
    ?.persistedQuery
  return typeof persisted?.sha256Hash === 'string' ? bareHash(persisted.sha256Hash) : undefined
}

/**
 * Apollo's Fastify integration reads a GET's operation from the URL, not from the parsed query:
 * before Apollo runs a GET, its URL is made to carry the document its hash stood for. Not done
 * in `hook`: an answer found in a cache never needs it.
 */
export function urlForApollo(request: FastifyRequest) {
  if (!documentNotInUrl.has(request)) return
  request.raw.url = urlWith(request.url, request.query as Record<string, unknown>)
}

/** GETs whose hash `hook` replaced by a document their URL does not carry yet. */
const documentNotInUrl = new WeakSet<FastifyRequest>()

/** The request's other extensions, in the form they came (a GET carries them as JSON text). */
function withoutPersistedQuery(extensions: unknown): unknown {
  if (typeof extensions === 'string') {
    const rest = withoutPersistedQuery(JSON.parse(extensions))
    return rest === undefined ? undefined : JSON.stringify(rest)
  }
  if (!extensions || typeof extensions !== 'object') return undefined
  const { persistedQuery: _used, ...rest } = extensions as Record<string, unknown>
  return Object.keys(rest).length > 0 ? rest : undefined
}

function refuse(
  reply: FastifyReply,
  code: 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_REQUIRED',
) {
  const message =
    code === 'PERSISTED_QUERY_NOT_FOUND'
      ? 'PersistedQueryNotFound'
      : 'Only the operations of the persisted-documents manifest are accepted here.'
  return reply
    .code(code === 'PERSISTED_QUERY_NOT_FOUND' ? 200 : 400)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code } }] })
}

/** The request's path with `params` as its query string. */
function urlWith(url: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') search.set(name, value)
    else if (value !== undefined) search.set(name, JSON.stringify(value))
  }
  const path = url.split('?', 1)[0] ?? url
  return `${path}?${search}`
}
