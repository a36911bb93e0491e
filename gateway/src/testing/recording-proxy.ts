import http from 'node:http'

export interface RecordedCall {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  /** The API's status, once it answered. */
  status?: number
}

/**
 * A transparent HTTP proxy in front of the real API that writes down every call the gateway
 * makes: the way to count REST calls behind an operation without touching either program.
 */
export async function startRecordingProxy(
  target: string,
  /** What the API is asked instead (an API that knows less than ours); the call as made is recorded. */
  rewrite: (path: string) => string = (path) => path,
) {
  const calls: RecordedCall[] = []
  const server = http.createServer((request, response) => {
    const call: RecordedCall = {
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      headers: request.headers,
    }
    calls.push(call)
    const upstream = http.request(
      new URL(rewrite(request.url ?? '/'), target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        call.status = answer.statusCode
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => response.destroy())
    request.pipe(upstream)
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the proxy did not bind')
  return {
    url: `http://127.0.0.1:${address.port}`,
    calls,
    /** The calls made while `run` ran. */
    async during(run: () => Promise<unknown>): Promise<RecordedCall[]> {
      const from = calls.length
      await run()
      return calls.slice(from)
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
