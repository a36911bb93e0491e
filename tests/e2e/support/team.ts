import type { Browser, BrowserContext } from '@playwright/test'
import { GatewayClient, type Lang } from './gateway.js'
import type { Outbox } from './outbox.js'

/** Journeys of a company's team (ADRs 0103, 0104, 0111): a second person, a link, a session. */

/** A browser context of its own, in `lang`, for a second person. */
export async function personIn(browser: Browser, baseURL: string, lang: Lang) {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript((stored: string) => {
    if (localStorage.getItem('lang') === null) localStorage.setItem('lang', stored)
  }, lang)
  return context
}

/** The link of the newest invitation letter to `email`: its path and query, on this portal. */
export async function invitationLink(outbox: Outbox, email: string) {
  const letter = await outbox.waitFor(email, (one) => one.text.includes('/invitation?token='))
  const url = new URL(/https?:\/\/\S+\/invitation\?token=\S+/.exec(letter.text)?.[0] ?? '')
  return `${url.pathname}${url.search}`
}

/** Signs `context` in as whoever `gateway` is signed in as (the gateway's session cookie). */
export async function signedIn(context: BrowserContext, gateway: GatewayClient, name: string) {
  await context.addCookies(await gateway.cookies())
  await context.addInitScript((userName: string) => {
    if (localStorage.getItem('auth') !== null) return
    localStorage.setItem('auth', 'true')
    localStorage.setItem('username', userName)
  }, name)
}

/** Invites `email` into `admin`'s company with `role`, through the gateway. */
export async function inviteThroughGateway(
  admin: GatewayClient,
  email: string,
  role: 'ADMINISTRATOR' | 'DISPATCHER' | 'VIEWER',
  language: 'TM' | 'RU' | 'EN' = 'EN',
) {
  await admin.call(
    `mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { done } }`,
    { input: { email, role, language } },
  )
}

/**
 * A newcomer invited into `admin`'s company signs up with the e-mailed link, through the
 * gateway; answers their gateway, signed in.
 */
export async function newcomerThroughGateway(
  baseURL: string,
  outbox: Outbox,
  admin: GatewayClient,
  person: { email: string; name: string; role: 'ADMINISTRATOR' | 'DISPATCHER' | 'VIEWER' },
  lang: Lang = 'en',
) {
  await inviteThroughGateway(admin, person.email, person.role, lang.toUpperCase() as 'EN')
  const token = new URLSearchParams((await invitationLink(outbox, person.email)).split('?')[1]).get(
    'token',
  )
  const gateway = await GatewayClient.open(baseURL, lang)
  await gateway.call(
    `mutation ($input: RegisterWithInvitationInput!) {
      registerWithInvitation(input: $input) { userName } }`,
    { input: { token, name: person.name, password: 'Member-2026-x' } },
  )
  return gateway
}
