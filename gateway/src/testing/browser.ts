/** What a GraphQL answer holds. */
export interface GraphqlAnswer<T = any> {
  status: number
  headers: Headers
  data: T
  errors: { message: string; extensions?: { code?: string; [key: string]: unknown } }[] | undefined
}

export interface UploadFile {
  /** Where the file goes in `variables`, e.g. `variables.input.documents.0.file`. */
  path: string
  name: string
  type: string
  bytes: Uint8Array
}

/**
 * A client of the gateway as a browser would be: it keeps the cookies the gateway sets and sends
 * them back, speaks GraphQL over HTTP (POST, JSON, or multipart with the preflight header).
 * `token` makes it a bearer client instead (another front end).
 */
export class Browser {
  readonly cookies = new Map<string, string>()

  constructor(
    readonly gatewayUrl: string,
    readonly options: { token?: string; lang?: string; headers?: Record<string, string> } = {},
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/graphql-response+json, application/json',
      'accept-language': this.options.lang ?? 'en',
      ...this.options.headers,
      ...extra,
    }
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    return headers
  }

  /** Sends a GraphQL operation; `raw` replaces the JSON body entirely. */
  async graphql<T = any>(
    query: string,
    variables: Record<string, unknown> = {},
    extra: { headers?: Record<string, string>; raw?: unknown } = {},
  ): Promise<GraphqlAnswer<T>> {
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json', ...extra.headers }),
      body: JSON.stringify(extra.raw ?? { query, variables }),
    })
    return this.answer<T>(response)
  }

  /**
   * A multipart request (GraphQL multipart request specification) with the preflight header.
   * `pace` sends it as a slow line does: in `pieces` parts, `pauseMs` apart.
   */
  async upload<T = any>(
    query: string,
    variables: Record<string, unknown>,
    files: UploadFile[],
    extra: {
      preflight?: boolean
      headers?: Record<string, string>
      pace?: { pieces: number; pauseMs: number }
      /** The parts' places, when not each file at its own `path` (a client's mistakes). */
      map?: Record<string, string[]>
    } = {},
  ): Promise<GraphqlAnswer<T>> {
    const form = new FormData()
    form.set('operations', JSON.stringify({ query, variables }))
    form.set(
      'map',
      JSON.stringify(
        extra.map ?? Object.fromEntries(files.map((file, i) => [String(i), [file.path]])),
      ),
    )
    files.forEach((file, i) => {
      form.set(String(i), new Blob([file.bytes], { type: file.type }), file.name)
    })
    const headers = this.headers({
      ...(extra.preflight === false ? {} : { 'apollo-require-preflight': 'true' }),
      ...extra.headers,
    })
    if (extra.pace) {
      const encoded = new Response(form)
      headers['content-type'] = encoded.headers.get('content-type') ?? ''
      const bytes = new Uint8Array(await encoded.arrayBuffer())
      const response = await fetch(`${this.gatewayUrl}/graphql`, {
        method: 'POST',
        headers,
        body: paced(bytes, extra.pace),
        duplex: 'half',
      } as RequestInit)
      return this.answer<T>(response)
    }
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers,
      body: form,
    })
    return this.answer<T>(response)
  }

  /** A plain GET on the gateway with this browser's cookies. */
  get(path: string, headers: Record<string, string> = {}) {
    return fetch(`${this.gatewayUrl}${path}`, { headers: this.headers(headers) })
  }

  private async answer<T>(response: Response): Promise<GraphqlAnswer<T>> {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === '')
        this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    let body: { data?: T; errors?: GraphqlAnswer['errors'] } = {}
    try {
      body = JSON.parse(text)
    } catch {
      throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`)
    }
    return {
      status: response.status,
      headers: response.headers,
      data: body.data as T,
      errors: body.errors,
    }
  }
}

/** `bytes` as a stream of `pieces` parts, the first at once and each next `pauseMs` later. */
function paced(bytes: Uint8Array, { pieces, pauseMs }: { pieces: number; pauseMs: number }) {
  const size = Math.ceil(bytes.length / pieces)
  let sent = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
      controller.enqueue(bytes.subarray(sent, sent + size))
      sent += size
      if (sent >= bytes.length) controller.close()
    },
  })
}

/** The data of an answer that must have no errors; fails the test with them otherwise. */
export function dataOf<T>(answer: GraphqlAnswer<T>): T {
  if (answer.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`)
  return answer.data
}
