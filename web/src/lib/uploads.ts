import { ApolloLink } from '@apollo/client'
import type { FoundFile, UploadProgressListener } from './multipart-request'

/**
 * Files in a mutation's variables (`Upload` of the schema), sent as the GraphQL multipart request
 * specification asks — `operations` (the request as JSON, each file a `null`), `map` (which part
 * fills which `null`) and one part per file — the way the gateway's graphql-upload-minimal reads
 * them. Everything else of the request (its persisted hash, headers, answers and errors) stays
 * Apollo's HttpLink's: a link takes the files out of the variables into the fetch options, and
 * the HttpLink's `fetch` puts them back as multipart.
 *
 * A multipart request goes by XMLHttpRequest, not fetch: fetch cannot tell how much of a request
 * body has left, and a haulier sending 20 MB of scans over a slow line must see it move. A
 * mutation asks for that with `context: { fetchOptions: { onUploadProgress } }`.
 */

/** A copy of `value` with every File replaced by null, and where each one was. */
export function extractFiles(
  value: unknown,
  path = 'variables',
): { clone: unknown; files: FoundFile[] } {
  if (value instanceof File) return { clone: null, files: [{ path, file: value }] }
  if (Array.isArray(value)) {
    const files: FoundFile[] = []
    const clone = value.map((item, index) => {
      const found = extractFiles(item, `${path}.${index}`)
      files.push(...found.files)
      return found.clone
    })
    return { clone, files }
  }
  if (value !== null && typeof value === 'object') {
    const files: FoundFile[] = []
    const clone = Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const found = extractFiles(item, `${path}.${key}`)
        files.push(...found.files)
        return [key, found.clone]
      }),
    )
    return { clone, files }
  }
  return { clone: value, files: [] }
}

export type { UploadProgressListener }

/** Where the files wait between the link and the fetch (an option fetch itself ignores). */
const FILES = 'graphqlUploads'
type WithFiles = RequestInit & {
  [FILES]?: FoundFile[]
  onUploadProgress?: UploadProgressListener
}

/** Moves an operation's files out of its variables, for `multipartFetch` to send. */
export const uploadLink = new ApolloLink((operation, forward) => {
  const { clone, files } = extractFiles(operation.variables)
  if (files.length === 0) return forward(operation)
  operation.variables = clone as typeof operation.variables
  operation.setContext(({ fetchOptions = {} }: { fetchOptions?: RequestInit }) => ({
    fetchOptions: { ...fetchOptions, method: 'POST', [FILES]: files },
  }))
  return forward(operation)
})

/**
 * The HttpLink's fetch: a request with files goes as multipart (its code loaded then: only the
 * cabinet's forms send files, and the main page's first view stays as small as it was), any other
 * as it is.
 */
export async function multipartFetch(
  input: RequestInfo | URL,
  init: WithFiles = {},
): Promise<Response> {
  const { [FILES]: files, onUploadProgress, ...rest } = init
  if (!files || typeof rest.body !== 'string') return fetch(input, rest)
  const { sendMultipart } = await import('./multipart-request')
  return sendMultipart(String(input), { ...rest, body: rest.body }, files, onUploadProgress)
}
