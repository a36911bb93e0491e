import { expect } from 'vitest'
import type { PermitHaulier } from './permits.js'
import type { TestServer } from './test-server.js'

/** POST /api/payment as the earlier client calls it: the body is the page to send the browser to. */
export async function openPayment(
  server: TestServer,
  user: PermitHaulier,
  permitId: number,
  lang = 'en',
) {
  const answer = await server.post(
    '/api/payment',
    { permit_id: permitId },
    { token: user.token, lang },
  )
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
  return new URL(answer.body as string)
}

/** The browser on the sandbox page pressing a button: the form post and its redirect. */
export async function decide(page: URL, outcome: 'paid' | 'declined') {
  const html = await (await fetch(page)).text()
  const action =
    /<form method="post" action="([^"]+)"><input type="hidden" name="outcome" value="(\w+)"/g
  const forms = [...html.matchAll(action)]
  const form = forms.find((match) => match[2] === outcome)
  if (!form?.[1]) throw new Error(`no ${outcome} form on the page`)
  const posted = await fetch(new URL(form[1].replace(/&amp;/g, '&'), page), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, lang: 'en' }),
    redirect: 'manual',
  })
  expect(posted.status).toBe(303)
  const returnUrl = new URL(posted.headers.get('location') ?? '')
  const returned = await fetch(returnUrl, { redirect: 'manual' })
  return { returnUrl, returned }
}
