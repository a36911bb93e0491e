import { test as base, expect } from '@playwright/test'
import { type Account, type Lang, signUpThroughGateway } from './support/gateway.js'
import { type Outbox, outboxOf } from './support/outbox.js'
import { portalEnv } from './support/portal.js'

export type Theme = 'light' | 'dark'

interface Options {
  /** The language the visitor chose on an earlier visit (localStorage 'lang'); none: Turkmen. */
  lang: Lang | undefined
  /** The theme the visitor chose on an earlier visit (localStorage 'theme'); none: the system's. */
  theme: Theme | undefined
}

interface Fixtures {
  /** The letters the portal's API "sent" in this run. */
  outbox: Outbox
  /** A fresh haulier account, made through the gateway (not the browser), logged out. */
  account: Account
}

interface WorkerFixtures {
  portal: { url: string; dataDir: string }
}

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const url = process.env[portalEnv.url]
      const dataDir = process.env[portalEnv.dataDir]
      if (!url || !dataDir) throw new Error('the portal is not running: globalSetup starts it')
      await use({ url, dataDir })
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ portal }, use) => use(portal.url),
  lang: [undefined, { option: true }],
  theme: [undefined, { option: true }],
  context: async ({ context, lang, theme }, use) => {
    // Stored as an earlier visit would have left them, and only when absent: a choice made
    // during the test (the switch, the toggle) must survive reloads as it does for a person.
    await context.addInitScript(
      (stored: { lang?: string; theme?: string }) => {
        for (const [key, value] of Object.entries(stored)) {
          if (value && localStorage.getItem(key) === null) localStorage.setItem(key, value)
        }
      },
      { lang, theme },
    )
    await use(context)
  },
  outbox: async ({ portal }, use) => use(outboxOf(portal.dataDir)),
  account: async ({ baseURL, outbox }, use) =>
    use(await signUpThroughGateway(baseURL as string, outbox)),
})

export { expect }
