/** A file of a mutation's variables, and where in them it was (`variables.input.file`). */
export type FoundFile = { path: string; file: File }

/** Told, as the request's body leaves, how many of its bytes have been sent. */
export type UploadProgressListener = (sent: number, total: number) => void

/**
 * A GraphQL multipart request (operations, map, one part per file) sent with its upload's
 * progress told: loaded by `multipartFetch` when a mutation carries files.
 */
export function sendMultipart(
  url: string,
  init: RequestInit & { body: string },
  files: readonly FoundFile[],
  onProgress?: UploadProgressListener,
): Promise<Response> {
  const body = new FormData()
  body.append('operations', init.body)
  body.append('map', JSON.stringify(Object.fromEntries(files.map((f, i) => [i, [f.path]]))))
  files.forEach(({ file }, index) => {
    body.append(String(index), file, file.name)
  })
  // The browser writes the multipart content type with its boundary.
  const headers = new Headers(init.headers)
  headers.delete('content-type')
  return sendWithProgress(url, { ...init, headers, body }, onProgress)
}

/**
 * fetch's contract over XMLHttpRequest, for a request whose body's progress is wanted: the same
 * Response (status, headers, text), a TypeError when the network fails, an AbortError when the
 * signal aborts. Cookies go as fetch's `same-origin` sends them (the gateway is the page's origin).
 */
export function sendWithProgress(
  url: string,
  init: RequestInit & { headers: Headers },
  onProgress?: UploadProgressListener,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init
    if (signal?.aborted) return reject(new DOMException('The request was aborted', 'AbortError'))
    const request = new XMLHttpRequest()
    request.open(init.method ?? 'POST', url)
    for (const [name, value] of init.headers) request.setRequestHeader(name, value)
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total)
      }
    }
    const abort = () => request.abort()
    signal?.addEventListener('abort', abort, { once: true })
    const settle = () => signal?.removeEventListener('abort', abort)
    request.onload = () => {
      settle()
      const headers = headersOf(request.getAllResponseHeaders())
      const empty = [101, 204, 205, 304].includes(request.status)
      resolve(
        new Response(empty ? null : request.responseText, { status: request.status, headers }),
      )
    }
    request.onerror = request.ontimeout = () => {
      settle()
      reject(new TypeError('Failed to fetch'))
    }
    request.onabort = () => {
      settle()
      reject(new DOMException('The request was aborted', 'AbortError'))
    }
    request.send(init.body as XMLHttpRequestBodyInit | null)
  })
}

/** The raw header block of an XMLHttpRequest (`name: value` lines) as Headers. */
function headersOf(raw: string): Headers {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}
