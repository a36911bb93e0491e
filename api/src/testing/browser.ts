import type { ApiAnswer, RequestOptions, TestServer } from './test-server.js'

/**
 * A browser page of the API's origin as a Sanctum-style client (axios with credentials) uses
 * it: the cookies it was given go back on every call, and the XSRF-TOKEN cookie, which a script
 * can read, is echoed as X-XSRF-TOKEN. No bearer header unless a call adds one.
 */
export function browserOf(server: TestServer) {
  const jar = new Map<string, string>()

  const keep = (answer: ApiAnswer) => {
    for (const cookie of answer.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      const expired = /max-age=0\b/i.test(cookie) || /expires=thu, 01 jan 1970/i.test(cookie)
      if (expired || value === '') jar.delete(name)
      else jar.set(name, value)
    }
    return answer
  }

  /** The headers of the next call: the jar's cookies, and the XSRF echo unless left out. */
  const headersOf = (options: BrowserCall) => {
    const headers: Record<string, string> = { ...options.headers }
    if (jar.size > 0) {
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const xsrf = jar.get('XSRF-TOKEN')
    if (xsrf && options.xsrf !== false) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    return headers
  }

  const request = async <T = any>(method: string, url: string, options: BrowserCall = {}) =>
    keep(
      (await server.request<T>(method, url, {
        ...options,
        headers: headersOf(options),
      })) as ApiAnswer,
    ) as ApiAnswer<T>

  return {
    cookies: jar,
    request,
    get: <T = any>(url: string, options?: BrowserCall) => request<T>('GET', url, options),
    post: <T = any>(url: string, body?: unknown, options?: BrowserCall) =>
      request<T>('POST', url, { ...options, body }),
    postForm: <T = any>(url: string, form: FormData, options?: BrowserCall) =>
      request<T>('POST', url, { ...options, form }),
  }
}

export interface BrowserCall extends RequestOptions {
  /** false: the call leaves out the X-XSRF-TOKEN header (what a forged request looks like). */
  xsrf?: false
}

export type Browser = ReturnType<typeof browserOf>
