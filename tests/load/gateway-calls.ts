import { createHash, randomUUID } from 'node:crypto'

/**
 * The GraphQL calls of the mixed load, made as a browser makes them through the gateway: queries
 * as GETs, mutations as JSON POSTs with an Idempotency-Key as the web's forms send them (and
 * multipart for uploads, with Apollo's preflight header), each user from its own
 * address (X-Forwarded-For, which the gateway started for the load trusts from loopback).
 */

/** What one call came to: `ok`, or why not (an HTTP status, a GraphQL or user error code). */
export interface CallOutcome {
  outcome: string
  data?: Record<string, unknown>
  /** The seconds the answer asked to wait before a retry, when it named them. */
  retryAfter?: number
}

export interface Caller {
  gatewayUrl: string
  address: string
  token?: string
  /**
   * Given, an answer saying the API could not be reached (`UPSTREAM_UNAVAILABLE`, 502, 503, 504)
   * is sent once more, unchanged and with the same Idempotency-Key, after its Retry-After (1 s
   * when none), as the web does and a person pressing again does; `retried` hears each such
   * first answer. Without it, the first answer is the outcome.
   */
  retryUnavailable?: { retried: (outcome: string) => void }
}

const unavailable = (outcome: string) => /^(UPSTREAM_UNAVAILABLE|HTTP 50[234]\b)/.test(outcome)

/** Sends with `send`, and once more after an unavailable answer when the caller asks for it. */
async function withRetry(caller: Caller, send: () => Promise<Response>): Promise<CallOutcome> {
  const response = await send()
  const first = await outcomeOf(response)
  if (!caller.retryUnavailable || !unavailable(first.outcome)) return first
  caller.retryUnavailable.retried(first.outcome)
  const seconds = Number(response.headers.get('retry-after') ?? first.retryAfter ?? 1)
  await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(seconds, 0.2), 5) * 1000))
  return outcomeOf(await send())
}

function headersOf(caller: Caller, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'x-forwarded-for': caller.address,
    'accept-language': 'en',
    ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
    ...extra,
  }
}

async function outcomeOf(response: Response): Promise<CallOutcome> {
  const text = await response.text()
  let body: {
    data?: Record<string, unknown>
    errors?: { extensions?: { code?: string; retryAfter?: number } }[]
  }
  try {
    body = JSON.parse(text)
  } catch {
    return { outcome: `HTTP ${response.status}` }
  }
  const code = body.errors?.[0]?.extensions?.code
  // A 5xx is counted as one whatever its body says (the load fails on any).
  if (response.status >= 500) return { outcome: `HTTP ${response.status}${code ? ` ${code}` : ''}` }
  const retryAfter = body.errors?.[0]?.extensions?.retryAfter
  // An API that answered when to come back (busy hashing passwords, or still starting), told
  // apart from one that could not be reached, though both are UPSTREAM_UNAVAILABLE.
  if (code === 'UPSTREAM_UNAVAILABLE' && retryAfter !== undefined)
    return { outcome: `${code} retry-after ${retryAfter}`, retryAfter }
  if (code) return { outcome: code, retryAfter }
  if (!response.ok) return { outcome: `HTTP ${response.status}` }
  const payload = Object.values(body.data ?? {})[0] as { userErrors?: { code: string }[] } | null
  const userError = payload?.userErrors?.[0]
  if (userError) return { outcome: `userError ${userError.code}`, data: body.data }
  return { outcome: 'ok', data: body.data }
}

/**
 * A GraphQL request as the web sends it: a query as a GET (its answer may be cached, and a
 * balancer may send it again elsewhere), a mutation as a JSON POST; `key` is its Idempotency-Key.
 */
export async function graphql(
  caller: Caller,
  query: string,
  variables: Record<string, unknown> = {},
  key?: string,
): Promise<CallOutcome> {
  if (!query.trimStart().startsWith('mutation')) {
    const search = new URLSearchParams({ query, variables: JSON.stringify(variables) })
    return withRetry(caller, () =>
      fetch(`${caller.gatewayUrl}/graphql?${search}`, {
        headers: headersOf(caller, { 'apollo-require-preflight': 'true' }),
      }),
    )
  }
  return withRetry(caller, () =>
    fetch(`${caller.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: headersOf(caller, {
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
      }),
      body: JSON.stringify({ query, variables }),
    }),
  )
}

/** A GraphQL multipart request with one file at `path` of the variables. */
export async function upload(
  caller: Caller,
  query: string,
  variables: Record<string, unknown>,
  file: { path: string; name: string; type: string; bytes: Uint8Array },
  key: string,
): Promise<CallOutcome> {
  const form = new FormData()
  form.set('operations', JSON.stringify({ query, variables }))
  form.set('map', JSON.stringify({ 0: [file.path] }))
  form.set('0', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name)
  return withRetry(caller, () =>
    fetch(`${caller.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: headersOf(caller, { 'apollo-require-preflight': 'true', 'idempotency-key': key }),
      body: form,
    }),
  )
}

/** A PDF of `size` bytes unlike any other (its bytes hashed for the recount). */
export function uniquePdf(size: number): { bytes: Uint8Array; sha256: string } {
  const bytes = new Uint8Array(size).fill(0x20)
  bytes.set(new TextEncoder().encode(`%PDF-1.4\n% ${randomUUID()}\n`), 0)
  bytes.set(new TextEncoder().encode('%%EOF\n'), size - 6)
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') }
}

export const QUERIES = {
  publicPage: `query LoadPublic { newsPage(page: 1) { items { id title { tm ru en } } pageInfo { totalCount } }
    checkpoints { id } }`,
  reference: '{ countries { id } brands { id } }',
  logIn:
    'mutation LoadLogIn($input: LogInInput!) { logIn(input: $input) { userName userErrors { code } } }',
  cabinet: `query LoadCabinet { drivers(kind: LEGAL_ENTITY) { id surname }
    requests { items { id status } pageInfo { totalCount } } }`,
  createDriver: `mutation LoadDriver($input: CreateDriverInput!) {
    createDriver(input: $input) { driver { id } userErrors { code } } }`,
  fileLoading: `mutation LoadPermission($input: CargoPermissionInput!) {
    fileLoadingPermission(input: $input) { permission { id } userErrors { code } } }`,
  feedback: `mutation LoadFeedback($input: FeedbackInput!) {
    sendFeedback(input: $input) { sent userErrors { code } } }`,
  onlineApplication: `mutation LoadApplication($input: OnlineApplicationInput!) {
    sendOnlineApplication(input: $input) { application { id } userErrors { code } } }`,
}
