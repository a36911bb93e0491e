import type { paths } from '../__generated__/rest-api.js'
import { queryOf } from './query.js'

/**
 * The REST API's shapes as the gateway reads them, from `__generated__/rest-api.ts` (generated
 * from the API's own OpenAPI description). A client names an operation by its OpenAPI path and
 * method, and its answer and body are typed from there: no shape of the API is written twice.
 */

/** An OpenAPI path of the API, such as `/api/driver/{id}`. */
export type ApiPath = keyof paths

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

type Operation<P extends ApiPath, M extends Method> = M extends keyof paths[P]
  ? NonNullable<paths[P][M]>
  : never

/** The paths that have an operation for `method`. */
export type PathFor<M extends Method> = {
  [P in ApiPath]: Operation<P, M> extends { responses: unknown } ? P : never
}[ApiPath]

type Success = 200 | 201
type JsonOf<Response> = Response extends { content: { 'application/json': infer Json } }
  ? Json
  : undefined

/** What the operation answers when it succeeds (its 200 or 201 JSON). */
export type Answer<P extends ApiPath, M extends Method> =
  Operation<P, M> extends {
    responses: infer Responses
  }
    ? JsonOf<Responses[Extract<keyof Responses, Success>]>
    : never

/** The JSON body the operation takes. */
export type Body<P extends ApiPath, M extends Method> =
  Operation<P, M> extends {
    requestBody?: { content: { 'application/json': infer Json } }
  }
    ? Json
    : never

/** The path parameters of the path's GET. */
export type PathParameters<P extends PathFor<'get'>> =
  Operation<P, 'get'> extends {
    parameters: { path: infer Parameters }
  }
    ? Parameters
    : never

/** The query parameters the operation takes. */
export type Query<P extends ApiPath, M extends Method> =
  Operation<P, M> extends {
    parameters: { query?: infer Parameters }
  }
    ? NonNullable<Parameters>
    : never

/** An element of an array type. */
export type Item<List> = List extends readonly (infer Element)[] ? Element : never

/**
 * A shape some of whose fields an API before them does not send (the enterprise's earlier
 * server, or this API before a field was added): the gateway reads them as possibly absent.
 */
export type OmittedByEarlierApis<Shape, Field extends keyof Shape> = Omit<Shape, Field> &
  Partial<Pick<Shape, Field>>

/** The names of a path's parameters: `id` of `/api/driver/{id}`. */
type ParameterNames<Path> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParameterNames<Rest>
  : never

declare const template: unique symbol

/** An address of the API that remembers the OpenAPI path it was made from (for its types). */
export type ApiUrl<P extends ApiPath> = string & { readonly [template]: P }

/**
 * The address of `path` with its parameters filled in (each encoded) and a query string of the
 * values of `query` that are set (undefined, null and empty ones are left out).
 */
export function apiUrl<P extends ApiPath>(
  path: P,
  parameters: Record<ParameterNames<P>, string | number>,
  query: object = {},
): ApiUrl<P> {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((parameters as Record<string, string | number>)[name] ?? ''),
  )
  // A comma may stand in a query as it is, so lists of ids stay readable in logs and tests.
  const search = queryOf(query).toString().replaceAll('%2C', ',')
  return (search ? `${filled}?${search}` : filled) as ApiUrl<P>
}
