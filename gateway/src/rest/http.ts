import { Readable } from 'node:stream'
import { request } from 'undici'
import type { Lang } from '../i18n/messages.js'
import { failureOf, type RestErrorBody, upstreamUnavailable } from './failures.js'
import type { MultipartPart } from './multipart.js'
import { multipartBody } from './multipart.js'
import type { Upstream } from './upstream.js'

/** Who is calling, carried on every REST call made for one GraphQL request. */
export interface Caller {
  /** The session's bearer token (from the cookie or the request's Authorization header). */
  token: string | undefined
  lang: Lang
  requestId: string
  /** The browser's address, sent as X-Forwarded-For (the API trusts it from loopback only). */
  clientAddress: string
}

type Json = Record<string, unknown> | unknown[]

/** A body already encoded, streamed as it is. */
interface StreamBody {
  contentType: string
  stream: Readable
}

interface CallOptions {
  /** Public endpoints are called without the session, so their answers can be shared. */
  anonymous?: boolean
}

/**
 * The one HTTP client of the gateway: JSON (or multipart) to the REST API over the pooled agent,
 * with the caller's token, language, request id and address. Every failure leaves through
 * `failureOf` or `upstreamUnavailable`, never as a raw HTTP error.
 */
export class RestHttp {
  constructor(
    private readonly upstream: Upstream,
    readonly caller: Caller,
  ) {}

  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.call<T>('GET', path, undefined, options)
  }

  post<T>(path: string, body?: Json): Promise<T> {
    return this.call<T>('POST', path, body)
  }

  put<T>(path: string, body: Json): Promise<T> {
    return this.call<T>('PUT', path, body)
  }

  delete<T>(path: string): Promise<T> {
    return this.call<T>('DELETE', path)
  }

  /** Streams a multipart form (text fields, then files) to the API without buffering the files. */
  postMultipart<T>(path: string, parts: MultipartPart[]): Promise<T> {
    const { boundary, stream } = multipartBody(parts)
    return this.call<T>('POST', path, {
      contentType: `multipart/form-data; boundary=${boundary}`,
      stream,
    })
  }

  private async call<T>(
    method: string,
    path: string,
    body?: Json | StreamBody,
    options: CallOptions = {},
  ): Promise<T> {
    const { caller, upstream } = this
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': caller.lang,
      'x-request-id': caller.requestId,
      'x-forwarded-for': caller.clientAddress,
    }
    if (caller.token && !options.anonymous) headers.authorization = `Bearer ${caller.token}`
    let payload: string | Readable | undefined
    if (isStream(body)) {
      headers['content-type'] = body.contentType
      payload = body.stream
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }

    let answer: Awaited<ReturnType<typeof request>>
    let text: string
    try {
      answer = await request(`${upstream.baseUrl}${path}`, {
        dispatcher: upstream.agent,
        method: method as 'GET',
        headers,
        body: payload,
        signal: AbortSignal.timeout(upstream.timeoutMs),
      })
      text = await answer.body.text()
    } catch (error) {
      if (payload instanceof Readable && payload.errored) throw payload.errored
      throw upstreamUnavailable(caller.lang, error)
    }
    const parsed = parse(text, answer.headers['content-type'])
    if (answer.statusCode >= 200 && answer.statusCode < 300) return parsed as T
    throw failureOf(answer.statusCode, (parsed ?? {}) as RestErrorBody, caller.lang)
  }
}

function isStream(body: unknown): body is StreamBody {
  return (
    typeof body === 'object' && body !== null && 'stream' in body && body.stream instanceof Readable
  )
}

function parse(text: string, contentType: string | string[] | undefined): unknown {
  const type = Array.isArray(contentType) ? contentType[0] : contentType
  if (!type?.startsWith('application/json') || text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
