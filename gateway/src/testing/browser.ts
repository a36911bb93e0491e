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

  /** A multipart request (GraphQL multipart request specification) with the preflight header. */
  async upload<T = any>(
    query: string,
    variables: Record<string, unknown>,
    files: UploadFile[],
    extra: { preflight?: boolean; headers?: Record<string, string> } = {},
  ): Promise<GraphqlAnswer<T>> {
    const form = new FormData()
    form.set('operations', JSON.stringify({ query, variables }))
    form.set(
      'map',
      JSON.stringify(Object.fromEntries(files.map((file, i) => [String(i), [file.path]]))),
    )
    files.forEach((file, i) => {
      form.set(String(i), new Blob([file.bytes], { type: file.type }), file.name)
    })
    const headers = this.headers({
      ...(extra.preflight === false ? {} : { 'apollo-require-preflight': 'true' }),
      ...extra.headers,
    })
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers,
      body: form,
    })
    return this.answer<T>(response)
  }

  /**
   * One file sent as a slow line sends it: the operation and the map at once, then the file's
   * bytes in `pieces` parts, `pauseMs` apart, so the request lasts about pieces × pauseMs.
   */
  async uploadSlowly<T = any>(
    query: string,
    variables: Record<string, unknown>,
    file: UploadFile,
    pace: { pieces: number; pauseMs: number },
  ): Promise<GraphqlAnswer<T>> {
    const boundary = `slow-${Date.now()}`
    const part = (name: string, extra = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`
    const head = [
      `${part('operations')}\r\n${JSON.stringify({ query, variables })}\r\n`,
      `${part('map')}\r\n${JSON.stringify({ 0: [file.path] })}\r\n`,
      `${part('0', `; filename="${file.name}"`)}Content-Type: ${file.type}\r\n\r\n`,
    ].join('')
    const text = new TextEncoder()
    const size = Math.ceil(file.bytes.length / pace.pieces)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(text.encode(head)),
      async pull(controller) {
        if (sent >= file.bytes.length) {
          controller.enqueue(text.encode(`\r\n--${boundary}--\r\n`))
          controller.close()
          return
        }
        await new Promise((resolve) => setTimeout(resolve, pace.pauseMs))
        controller.enqueue(file.bytes.subarray(sent, sent + size))
        sent += size
      },
    })
    const response = await fetch(`${this.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: this.headers({
        'apollo-require-preflight': 'true',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      }),
      body,
      duplex: 'half',
    } as RequestInit)
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

/** The data of an answer that must have no errors; fails the test with them otherwise. */
export function dataOf<T>(answer: GraphqlAnswer<T>): T {
  if (answer.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors)}`)
  return answer.data
}
