import { afterEach, expect, test, vi } from 'vitest'
import { extractFiles, multipartFetch } from './uploads'

const scan = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' })

afterEach(() => {
  vi.unstubAllGlobals()
})

test('files leave the variables as nulls, each named by its path', () => {
  const licence = scan('licence.png')
  const extract = scan('extract.png')
  const { clone, files } = extractFiles({
    input: {
      cityId: '4',
      documents: [
        { type: 'LICENCE', file: licence },
        { type: 'X', file: extract },
      ],
    },
  })
  expect(clone).toEqual({
    input: {
      cityId: '4',
      documents: [
        { type: 'LICENCE', file: null },
        { type: 'X', file: null },
      ],
    },
  })
  expect(files).toEqual([
    { path: 'variables.input.documents.0.file', file: licence },
    { path: 'variables.input.documents.1.file', file: extract },
  ])
})

/**
 * The browser's XMLHttpRequest as far as `sendWithProgress` uses it: it keeps what was sent,
 * reports the body leaving in two steps, then answers as `respond` says.
 */
function fakeXhr(respond: { status: number; headers: string; body: string } | 'network-error') {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = {
    headers: {},
  }
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
    status = 0
    responseText = ''
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    ontimeout: (() => void) | null = null
    onabort: (() => void) | null = null
    private headers = ''
    open(method: string, url: string) {
      Object.assign(sent, { method, url })
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value
    }
    getAllResponseHeaders() {
      return this.headers
    }
    abort() {
      this.onabort?.()
    }
    send(body: unknown) {
      sent.body = body
      queueMicrotask(() => {
        for (const loaded of [500, 1000]) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total: 1000 } as ProgressEvent)
        }
        if (respond === 'network-error') return this.onerror?.()
        this.status = respond.status
        this.headers = respond.headers
        this.responseText = respond.body
        this.onload?.()
      })
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}

test('a request with files goes as operations, map and one part per file, its progress told; others by fetch as they are', async () => {
  const sent = fakeXhr({
    status: 200,
    headers: 'Content-Type: application/graphql-response+json\r\nX-Thing: a: b\r\n',
    body: '{"data":{}}',
  })
  const plain = vi.fn<(input: unknown, init: RequestInit) => Promise<Response>>(async () =>
    Response.json({ data: {} }),
  )
  vi.stubGlobal('fetch', plain)
  const file = scan('licence.png')
  const body = JSON.stringify({ operationName: 'Save', variables: { input: { file: null } } })
  const progress: number[][] = []
  const response = await multipartFetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body,
    graphqlUploads: [{ path: 'variables.input.file', file }],
    onUploadProgress: (loaded: number, total: number) => progress.push([loaded, total]),
  } as RequestInit)
  const form = sent.body as FormData
  expect(sent).toMatchObject({ method: 'POST', url: '/graphql' })
  expect(form.get('operations')).toBe(body)
  expect(form.get('map')).toBe('{"0":["variables.input.file"]}')
  expect((form.get('0') as File).name).toBe('licence.png')
  expect(sent.headers['content-type']).toBeUndefined()
  expect(sent.headers['apollo-require-preflight']).toBe('true')
  expect(progress).toEqual([
    [500, 1000],
    [1000, 1000],
  ])
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/graphql-response+json')
  expect(response.headers.get('x-thing')).toBe('a: b')
  expect(await response.json()).toEqual({ data: {} })
  expect(plain).not.toHaveBeenCalled()

  await multipartFetch('/graphql', { method: 'POST', body: '{}' })
  expect(plain.mock.calls[0]?.[1]).toEqual({ method: 'POST', body: '{}' })
})

test('a multipart request fails as fetch fails: a TypeError when the network does, an AbortError when aborted', async () => {
  fakeXhr('network-error')
  const init = () =>
    ({
      method: 'POST',
      body: '{}',
      graphqlUploads: [{ path: 'variables.file', file: scan('a.png') }],
    }) as RequestInit
  await expect(multipartFetch('/graphql', init())).rejects.toBeInstanceOf(TypeError)
  const controller = new AbortController()
  controller.abort()
  await expect(
    multipartFetch('/graphql', { ...init(), signal: controller.signal }),
  ).rejects.toMatchObject({ name: 'AbortError' })
})
