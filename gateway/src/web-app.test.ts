import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { request as rawRequest } from 'undici'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { stackForThisFile } from './testing/stack.js'

// The gateway as the web's server (web-app.ts, security-headers.ts): the built files, the page's
// history fallback, caching and the protective headers of every answer.

const stack = stackForThisFile()
const gatewayWith = stack.gatewayWith
let scratch: string

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'gateway-web-'))
})

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('serving the web', () => {
  const inlineScript = "document.documentElement.dataset.theme = 'dark'"
  const webDist = async (folder = 'web-dist') => {
    const dist = path.join(scratch, folder)
    await mkdir(path.join(dist, 'assets'), { recursive: true })
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Portal</title><script>${inlineScript}</script><script type="module" src="/assets/app.js"></script>`,
    )
    await writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)')
    await writeFile(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'))
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    return dist
  }

  test('the built web at / with history fallback; unknown files stay 404', async () => {
    const server = await gatewayWith({ WEB_DIST: await webDist() })
    const root = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })
    expect(await root.text()).toContain('<title>Portal</title>')
    const deep = await fetch(`${server.url}/online-application/ePermitHistory`, {
      headers: { accept: 'text/html' },
    })
    expect(deep.status).toBe(200)
    expect(await deep.text()).toContain('<title>Portal</title>')
    const asset = await fetch(`${server.url}/assets/app.js`)
    expect(await asset.text()).toBe('console.log(1)')
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404)
    const rss = await fetch(`${server.url}/rss`)
    expect(rss.headers.get('content-type')).toContain('rss')
    expect(await rss.text()).toContain('<rss')
  })

  test('hashed files are kept a year, the page is revalidated, its inline script alone allowed, previews of chosen files shown', async () => {
    const server = await gatewayWith({ WEB_DIST: await webDist() })
    const asset = await fetch(`${server.url}/assets/app.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch(`${server.url}/favicon.svg`)).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    )
    for (const pagePath of ['/', '/news-all/1']) {
      const page = await fetch(`${server.url}${pagePath}`, { headers: { accept: 'text/html' } })
      expect(page.headers.get('cache-control')).toBe('no-cache')
      const policy = page.headers.get('content-security-policy') ?? ''
      const hash = createHash('sha256').update(inlineScript).digest('base64')
      expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`)
      expect(policy).toContain("frame-ancestors 'none'")
      // A file chosen in a form is previewed from a blob: address before anything is uploaded.
      expect(policy).toContain("img-src 'self' data: blob:")
      expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  test('every HTML answer, whichever way it is reached, 404s included, carries the same protection', async () => {
    const server = await gatewayWith({ WEB_DIST: await webDist() })
    const html = { accept: 'text/html' }
    const answers = {
      root: await fetch(`${server.url}/`, { headers: html }),
      indexFile: await fetch(`${server.url}/index.html`, { headers: html }),
      fallback: await fetch(`${server.url}/login`, { headers: html }),
      explorer: await fetch(`${server.url}/graphql`, { headers: html }),
      missingAsset: await fetch(`${server.url}/assets/missing.js`, { headers: html }),
      missingJson: await fetch(`${server.url}/nowhere`),
    }
    expect(answers.indexFile.status).toBe(200)
    expect(await answers.indexFile.text()).toContain('<title>Portal</title>')
    expect(answers.missingAsset.status).toBe(404)
    expect(answers.missingJson.status).toBe(404)
    const pagePolicy = answers.root.headers.get('content-security-policy')
    expect(pagePolicy).toContain("frame-ancestors 'none'")
    expect(answers.indexFile.headers.get('content-security-policy')).toBe(pagePolicy)
    expect(answers.fallback.headers.get('content-security-policy')).toBe(pagePolicy)
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers.get('x-frame-options'), name).toBe('DENY')
      expect(answer.headers.get('referrer-policy'), name).toBe('strict-origin-when-cross-origin')
      expect(answer.headers.get('x-content-type-options'), name).toBe('nosniff')
      expect(answer.headers.get('content-security-policy'), name).toContain(
        "frame-ancestors 'none'",
      )
    }
  })

  test('an address that cannot be decoded is not found: the page for a browser, a 404 in the caller’s language otherwise', async () => {
    const server = await gatewayWith({ WEB_DIST: await webDist() })
    const pagePolicy = (
      await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })
    ).headers.get('content-security-policy')
    for (const address of ['/%', '/verify/%ZZ', '/single-news/%E0%A4%A']) {
      const page = await rawRequest(`${server.url}${address}`, {
        headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en' },
      })
      expect(page.statusCode, address).toBe(404)
      expect(page.headers['content-type'], address).toContain('text/html')
      expect(await page.body.text(), address).toContain('<title>Portal</title>')
      // The page's own protection, as every page answer has it (security-headers.ts).
      expect(page.headers['content-security-policy'], address).toBe(pagePolicy)
      expect(page.headers['x-frame-options'], address).toBe('DENY')

      const other = await rawRequest(`${server.url}${address}`, {
        headers: { 'accept-language': 'ru' },
      })
      expect(other.statusCode, address).toBe(404)
      const text = await other.body.text()
      expect(text, address).not.toMatch(/FST_|Bad Request|valid url/)
      expect(JSON.parse(text), address).toEqual({ message: expect.stringMatching(/[а-я]/) })
    }
  })

  test('an address that names none of the pages is the page with the status 404; a page’s address is the page, as the router matches it', async () => {
    // As the web's build writes it from its route table (web/scripts/route-preloads.mjs).
    const dist = await webDist('web-dist-with-pages')
    const patterns = [
      '^/$',
      '^/about-us/?$',
      '^/news-all/(?<pageId>[^/]+)/?$',
      '^(?:/office(?:/.*)?)/?$',
    ]
    await writeFile(path.join(dist, 'pages.json'), JSON.stringify({ patterns }))
    const server = await gatewayWith({ WEB_DIST: dist })
    const html = { accept: 'text/html', 'accept-language': 'en' }
    for (const address of ['/', '/about-us', '/About-Us/', '/news-all/2?x=1', '/office/permits']) {
      const page = await fetch(`${server.url}${address}`, { headers: html })
      expect(page.status, address).toBe(200)
      expect(await page.text(), address).toContain('<title>Portal</title>')
    }
    for (const address of ['/no-such-page', '/about-us/deeper', '/news-all', '/officers']) {
      const page = await fetch(`${server.url}${address}`, { headers: html })
      expect(page.status, address).toBe(404)
      expect(page.headers.get('content-type'), address).toContain('text/html')
      expect(page.headers.get('cache-control'), address).toBe('no-cache')
      expect(page.headers.get('content-security-policy'), address).toContain(
        "frame-ancestors 'none'",
      )
      // The page itself: its router shows the not-found page in the visitor's language.
      expect(await page.text(), address).toContain('<title>Portal</title>')
      // Asked again with what a browser remembers of it, still the page, never an empty answer.
      const again = await fetch(`${server.url}${address}`, {
        headers: { ...html, 'if-modified-since': new Date().toUTCString(), 'if-none-match': '*' },
      })
      expect(again.status, address).toBe(404)
      expect(await again.text(), address).toContain('<title>Portal</title>')
    }
    // Not a page: the usual 404 in the caller's language.
    const data = await fetch(`${server.url}/no-such-page`, { headers: { 'accept-language': 'en' } })
    expect(data.status).toBe(404)
    expect(await data.json()).toEqual({ message: expect.any(String) })
  })

  test("a returning visitor's revalidated page (304) keeps the page's policy, so its scripts still run", async () => {
    // As the build leaves it: the page with its compressed copy beside it.
    const dist = await webDist()
    const page = await readFile(path.join(dist, 'index.html'))
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync(page))
    const server = await gatewayWith({ WEB_DIST: dist })
    // As a browser revalidates its stored copy (fetch() would add `cache-control: no-cache`).
    const ask = (pagePath: string, headers: Record<string, string>) =>
      rawRequest(`${server.url}${pagePath}`, { headers })
    for (const encoding of ['br', 'identity']) {
      const html = { accept: 'text/html', 'accept-encoding': encoding }
      for (const pagePath of ['/', '/index.html', '/news-all/1']) {
        const first = await ask(pagePath, html)
        await first.body.dump()
        const tag = String(first.headers.etag ?? '')
        expect(tag, pagePath).not.toBe('')
        const again = await ask(pagePath, { ...html, 'if-none-match': tag })
        await again.body.dump()
        expect(again.statusCode, pagePath).toBe(304)
        // The browser puts these headers on its stored copy: they must be the page's own.
        expect(again.headers['content-security-policy'], `${pagePath} ${encoding}`).toBe(
          first.headers['content-security-policy'],
        )
      }
    }
    // A script revalidated by a script's request keeps the policy that allows nothing.
    const asset = await ask('/assets/app.js', { accept: '*/*' })
    await asset.body.dump()
    const assetAgain = await ask('/assets/app.js', {
      accept: '*/*',
      'if-none-match': String(asset.headers.etag ?? ''),
    })
    await assetAgain.body.dump()
    expect(assetAgain.statusCode).toBe(304)
    expect(assetAgain.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  test('source maps are never served, even when the build left them in the folder', async () => {
    const dist = await webDist()
    await writeFile(path.join(dist, 'assets', 'app.js.map'), '{"sources":["src/secret.ts"]}')
    await writeFile(path.join(dist, 'assets', 'app.js.map.br'), brotliCompressSync('{}'))
    const server = await gatewayWith({ WEB_DIST: dist })
    const tries: Record<string, string>[] = [
      {},
      { accept: 'text/html' },
      { 'accept-encoding': 'br' },
    ]
    for (const headers of tries) {
      const answer = await fetch(`${server.url}/assets/app.js.map`, { headers })
      expect(answer.status).toBe(404)
      expect(await answer.text()).not.toContain('sources')
    }
  })

  test('with an https public address, every answer asks for https from then on', async () => {
    const server = await gatewayWith({
      WEB_DIST: await webDist(),
      PUBLIC_URL: 'https://portal.example.tm',
    })
    for (const pagePath of ['/', '/graphql?query=%7B__typename%7D', '/nowhere']) {
      const answer = await fetch(`${server.url}${pagePath}`, {
        headers: { accept: 'text/html', 'apollo-require-preflight': 'true' },
      })
      expect(answer.headers.get('strict-transport-security'), pagePath).toBe('max-age=31536000')
    }
    const plain = await fetch(`${stack.gateway.url}/`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })

  test('a browser accepting Brotli gets the copy the build compressed', async () => {
    const server = await gatewayWith({ WEB_DIST: await webDist() })
    const response = await rawRequest(`${server.url}/assets/app.js`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    const body = Buffer.from(await response.body.arrayBuffer())
    expect(brotliDecompressSync(body).toString()).toBe('console.log(1)')
  })
})
