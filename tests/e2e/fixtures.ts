import { test as base, expect } from '@playwright/test'
import { type ProfileKind, seedProfile } from './support/cabinet.js'
import { type Account, GatewayClient, type Lang, signUpThroughGateway } from './support/gateway.js'
import { type Outbox, outboxOf } from './support/outbox.js'
import { e2eOperator, portalEnv } from './support/portal.js'

export type Theme = 'light' | 'dark'

interface Options {
  /** The language the visitor chose on an earlier visit (localStorage 'lang'); none: Turkmen. */
  lang: Lang | undefined
  /** The theme the visitor chose on an earlier visit (localStorage 'theme'); none: the system's. */
  theme: Theme | undefined
  /** The client profile the `haulier` fixture saves for its account; none by default. */
  profile: ProfileKind | undefined
}

/** A haulier signed in in the test's browser, and the same session for seeding through GraphQL. */
export type Haulier = Account & {
  /** The account's id (`me.id`): what an operator names it by. */
  id: string
  /** The gateway, signed in as this haulier: drivers, vehicles… made from the test. */
  gateway: GatewayClient
  /** The profile saved for it (the `profile` option), if any. */
  profile: { kind: ProfileKind; id: string } | undefined
}

interface Fixtures {
  /** The letters the portal's API "sent" in this run. */
  outbox: Outbox
  /** A fresh haulier account, made through the gateway (not the browser), logged out. */
  account: Account
  /**
   * A fresh haulier account, signed in in the browser: made through the gateway, its session
   * cookie put into the browser's context, and the page remembering the sign-in as a returning
   * visitor's would. A journey starts in the cabinet at once, with no login screens.
   */
  haulier: Haulier
  /** The gateway signed in as the portal's operator (sets deposits, moves requests along). */
  operator: GatewayClient
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
  profile: [undefined, { option: true }],
  outbox: async ({ portal }, use) => use(outboxOf(portal.dataDir)),
  haulier: async ({ baseURL, outbox, context, profile }, use) => {
    const gateway = await GatewayClient.open(baseURL as string)
    const account = await signUpThroughGateway(baseURL as string, outbox, gateway)
    const { me } = await gateway.call<{ me: { id: string } }>('{ me { id } }')
    const saved = profile ? { kind: profile, ...(await seedProfile(gateway, profile)) } : undefined
    await context.addCookies(await gateway.cookies())
    await context.addInitScript((name: string) => {
      if (localStorage.getItem('auth') !== null) return
      localStorage.setItem('auth', 'true')
      localStorage.setItem('username', name)
    }, account.name)
    await use({ ...account, id: me.id, gateway, profile: saved })
    await gateway.close()
  },
  operator: async ({ baseURL }, use) => {
    const gateway = await GatewayClient.open(baseURL as string)
    const answer = await gateway.call<{ logIn: { userName: string | null } }>(
      `mutation ($input: LogInInput!) { logIn(input: $input) { userName userErrors { code } } }`,
      { input: { email: e2eOperator.email, password: e2eOperator.password } },
    )
    if (!answer.logIn.userName) throw new Error('the operator could not log in')
    await use(gateway)
    await gateway.close()
  },
  account: async ({ baseURL, outbox }, use) =>
    use(await signUpThroughGateway(baseURL as string, outbox)),
})

export { expect }
