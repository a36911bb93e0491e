import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Page } from 'puppeteer-core'

const DEVTOOLS = /DevTools listening on ws:\/\/[^:]+:(\d+)\//

/**
 * Debian's Chromium (`CHROMIUM_PATH` for another), headless, with a fresh profile and the
 * DevTools port Lighthouse drives it through. The flags are those Lighthouse's own launcher uses
 * for a quiet browser: nothing of its own on the network while a page is measured.
 */
export async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'lighthouse-chromium-'))
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-extensions',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it listened`)))
    createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => {
      const match = DEVTOOLS.exec(line)
      if (match?.[1]) resolve(Number(match[1]))
    })
  })
  return {
    port,
    async close() {
      await stop(child)
      await rm(profile, { recursive: true, force: true })
    },
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** A haulier's session as the browser keeps it after a login. */
export interface SignedIn {
  cookies: { name: string; value: string }[]
  userName: string
}

/**
 * The state a browser is in when a haulier who logged in earlier comes back: the gateway's
 * session cookie and what the web remembers of the session (src/lib/session.ts), written on a
 * page of the portal's origin that loads none of the app (its icon), then an empty cache.
 */
export async function signIn(page: Page, url: string, { cookies, userName }: SignedIn) {
  const origin = new URL(url).origin
  await page.goto(`${origin}/favicon.svg`)
  // As text: this program's types know no DOM.
  await page.evaluate(
    `localStorage.setItem('auth', 'true'); localStorage.setItem('username', ${JSON.stringify(userName)})`,
  )
  const cdp = await page.createCDPSession()
  for (const cookie of cookies) await cdp.send('Network.setCookie', { ...cookie, url: origin })
  await cdp.send('Network.clearBrowserCache')
  await cdp.detach()
}
