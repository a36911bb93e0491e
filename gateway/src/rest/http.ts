import { Readable } from 'node:stream'
import { request } from 'undici'
import type { Lang } from '../i18n/messages.js'
import { createKey } from '../idempotency.js'
import type { Answer, ApiUrl, Body, PathFor } from './api-types.js'
import { failureOf, type RestErrorBody, upstreamUnavailable } from './failures.js'
import type { MultipartPart } from './multipart.js'
import { multipartBody } from './multipart.js'
import { readRetriedOnce, sentAgainIfNotStarted } from './safe-retry.js'
import { failureKindOf, type Upstream } from './upstream.js'
import {
  type ConditionalRead,
  type UpstreamAnswer,
  type UpstreamOutcome,
  UpstreamReads,
} from './upstream-reads.js'

/** Who is calling, carried on every REST call made for one GraphQL request. */
export interface Caller {
  /** The session's bearer token (from the cookie or the request's Authorization header). */
  token: string | undefined
  lang: Lang
  requestId: string
  /** The browser's address, sent as X-Forwarded-For (the API trusts it from loopback only). */
  clientAddress: string
  /** The GraphQL request's Idempotency-Key, from which each create's key is made (idempotency.ts). */
  idempotencyKey?: string | undefined
}

/** A JSON body: an object or an array. */
type Json = object

/** A body already encoded, streamed as it is. */
interface StreamBody {
  contentType: string
  stream: Readable
  /** A failure of what feeds the stream (the browser's upload), as opposed to the API's side. */
  sourceFailure: () => unknown
}

interface CallOptions {
  /**
   * Who the call is made as: the session (the default); `anonymous`, without it (a public answer
   * of this request's own, such as a news item whose reading is counted); `shared`, without it,
   * for the public cache (public-cache.ts), whose value the request notes instead of the call.
   */
  access?: 'session' | 'anonymous' | 'shared'
  /** Headers of this call alone (a login's trusted-device cookie, a create's idempotency key). */
  headers?: Record<string, string>
}

/**
 * The one HTTP client of the gateway: JSON (or multipart) to the REST API over the pooled agent,
 * with the caller's token, language, request id and address. Every failure leaves through
 * `failureOf` or `upstreamUnavailable`, never as a raw HTTP error. What each call answered is
 * written down in `reads` (upstream-reads.ts), and an answer a revalidation already received is
 * taken from there instead of being asked for again.
 */
export class RestHttp {
  /** Creates made so far for this GraphQL request: the next one's place in the key. */
  private creates = 0

  constructor(
    private readonly upstream: Upstream,
    readonly caller: Caller,
    readonly reads = new UpstreamReads(),
  ) {}

  get<P extends PathFor<'get'>>(
    url: P | ApiUrl<P>,
    options: CallOptions = {},
  ): Promise<Answer<P, 'get'>> {
    return this.call('GET', url, undefined, options)
  }

  post<P extends PathFor<'post'>>(
    url: P | ApiUrl<P>,
    body: Body<P, 'post'>,
    headers?: Record<string, string>,
  ): Promise<Answer<P, 'post'>> {
    return this.call('POST', url, body as Json, { headers })
  }

  /**
   * A POST that makes a row, sent with its idempotency key when the GraphQL request has one, so
   * a retried request answers the first answer again instead of making a second row.
   */
  create<P extends PathFor<'post'>>(
    url: P | ApiUrl<P>,
    body: Body<P, 'post'>,
  ): Promise<Answer<P, 'post'>> {
    return this.call('POST', url, body as Json, { headers: this.nextCreateKey() })
  }

  /** `create` for a multipart form (a scan, an attachment, a poster). */
  createMultipart<P extends PathFor<'post'>>(
    url: P | ApiUrl<P>,
    parts: MultipartPart[],
  ): Promise<Answer<P, 'post'>> {
    return this.postMultipart(url, parts, this.nextCreateKey())
  }

  put<P extends PathFor<'put'>>(
    url: P | ApiUrl<P>,
    body: Body<P, 'put'>,
  ): Promise<Answer<P, 'put'>> {
    return this.call('PUT', url, body as Json)
  }

  patch<P extends PathFor<'patch'>>(
    url: P | ApiUrl<P>,
    body: Body<P, 'patch'>,
  ): Promise<Answer<P, 'patch'>> {
    return this.call('PATCH', url, body as Json)
  }

  delete<P extends PathFor<'delete'>>(url: P | ApiUrl<P>): Promise<Answer<P, 'delete'>> {
    return this.call('DELETE', url)
  }

  /** Streams a multipart form (text fields, then files) to the API without buffering the files. */
  postMultipart<P extends PathFor<'post'>>(
    url: P | ApiUrl<P>,
    parts: MultipartPart[],
    headers?: Record<string, string>,
  ): Promise<Answer<P, 'post'>> {
    const { boundary, stream, sourceFailure } = multipartBody(parts)
    return this.call(
      'POST',
      url,
      { contentType: `multipart/form-data; boundary=${boundary}`, stream, sourceFailure },
      { headers },
    )
  }

  /** The next create's key: the request's own for its first, `key.2`, `key.3`… after it. */
  private nextCreateKey(): Record<string, string> {
    const key = this.caller.idempotencyKey
    if (key === undefined) return {}
    this.creates += 1
    return { 'idempotency-key': createKey(key, this.creates) }
  }

  /**
   * Asks again for a read an answer was made of, naming the ETag it had: a 304 while it is the
   * same, otherwise what a plain read answers now (a new list, or a 401 for an ended session).
   */
  async revalidate(read: ConditionalRead): Promise<UpstreamOutcome> {
    try {
      return {
        answer: await readRetriedOnce(() =>
          this.exchange('GET', read.path, read.anonymous ? 'anonymous' : 'session', {
            'if-none-match': read.etag,
          }),
        ),
      }
    } catch (failure) {
      return { failure }
    }
  }

  /** One call; its answer is typed by the public method that made it. */
  private async call<T>(
    method: string,
    path: string,
    body?: Json | StreamBody,
    options: CallOptions = {},
  ): Promise<T> {
    const { caller, reads } = this
    const access = options.access ?? 'session'
    const anonymous = access !== 'session'
    let headers: Record<string, string> = { ...options.headers }
    let payload: string | Readable | undefined
    if (isStream(body)) {
      headers = { ...headers, 'content-type': body.contentType }
      payload = body.stream
    } else if (body !== undefined) {
      headers = { ...headers, 'content-type': 'application/json' }
      payload = JSON.stringify(body)
    }

    let answer: UpstreamAnswer
    const prefetched = method === 'GET' ? reads.takePrefetched(path, anonymous) : undefined
    try {
      if (prefetched && 'failure' in prefetched) throw prefetched.failure
      const send = () => this.exchange(method, path, access, headers, payload)
      answer =
        prefetched?.answer ??
        (await (method === 'GET'
          ? readRetriedOnce(send)
          : typeof payload === 'string' || payload === undefined
            ? sentAgainIfNotStarted(send)
            : send()))
    } catch (error) {
      if (access !== 'shared') reads.called(method, path, anonymous, undefined)
      // A file cut short is the browser's failure and is answered as such; anything else (the
      // stream destroyed by a refused or dropped connection included) is the API unreachable.
      const sourceFailure = isStream(body) ? body.sourceFailure() : undefined
      if (sourceFailure) throw sourceFailure
      this.upstream.failed(failureKindOf({ error }) ?? 'unreachable')
      throw upstreamUnavailable(caller.lang, error)
    }
    if (access !== 'shared') reads.called(method, path, anonymous, answer)
    const parsed = parse(answer.text, answer.contentType)
    if (answer.status >= 200 && answer.status < 300) return parsed as T
    const failure = failureKindOf({ status: answer.status })
    if (failure) this.upstream.failed(failure)
    throw failureOf(answer.status, (parsed ?? {}) as RestErrorBody, caller.lang, answer.retryAfter)
  }

  /** One request to the API and its whole answer; throws when there is none. */
  private async exchange(
    method: string,
    path: string,
    access: NonNullable<CallOptions['access']>,
    extraHeaders: Record<string, string>,
    payload?: string | Readable,
  ): Promise<UpstreamAnswer> {
    const { caller, upstream } = this
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': caller.lang,
      'x-request-id': caller.requestId,
      'x-forwarded-for': caller.clientAddress,
      ...extraHeaders,
    }
    if (caller.token && access === 'session') headers.authorization = `Bearer ${caller.token}`
    const answer = await request(`${upstream.baseUrl}${path}`, {
      dispatcher: upstream.agent,
      method: method as 'GET',
      headers,
      body: payload,
      ...timeoutOf(payload, upstream.timeoutMs),
    })
    return {
      status: answer.statusCode,
      contentType: firstOf(answer.headers['content-type']),
      etag: firstOf(answer.headers.etag),
      retryAfter: firstOf(answer.headers['retry-after']),
      phase: firstOf(answer.headers['x-api-phase']),
      text: await answer.body.text(),
    }
  }
}

/**
 * How long the API may take. A body the gateway holds whole gives the call a deadline; a streamed
 * upload goes only as fast as the browser sends it (a 7 MB scan over a slow line takes minutes,
 * which the browser's own limits bound: connection-limits.ts), so its call times out only on the
 * API's side: the API not reading what is sent, no answer within the time once all is sent, or
 * the answer's bytes stopping.
 */
function timeoutOf(payload: string | Readable | undefined, ms: number) {
  return payload instanceof Readable
    ? { headersTimeout: ms, bodyTimeout: ms }
    : { signal: AbortSignal.timeout(ms) }
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

function isStream(body: unknown): body is StreamBody {
  return (
    typeof body === 'object' && body !== null && 'stream' in body && body.stream instanceof Readable
  )
}

function parse(text: string, type: string | undefined): unknown {
  if (!type?.startsWith('application/json') || text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
