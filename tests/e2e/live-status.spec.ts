import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import type { GatewayClient } from './support/gateway.js'
import {
  operatorName,
  pageSignedInAs,
  permitStep,
  requestPermit,
  secondOperator,
  signInBrowser,
} from './support/office.js'
import { haulierIn, type OfficeHaulier } from './support/office-people.js'

/**
 * Live status (ADR 0107): what an operator does shows on the haulier's open screen and in the
 * other operators' open queues, without a reload and without polling; a dropped connection
 * resumes and brings what happened meanwhile.
 */
test.use({ lang: 'en' })

const HISTORY = '/online-application/ePermitHistory'

const isStream = (url: string) => new URL(url).pathname === '/graphql/stream'

/** Opens `path` and waits until the page's live stream has answered. */
async function openLive(page: Page, path: string) {
  const streamed = page.waitForResponse((response) => isStream(response.url()))
  await page.goto(path)
  expect((await streamed).status()).toBe(200)
  // Marks this document: a reload would lose the mark.
  await page.evaluate(() => {
    ;(window as { liveMark?: boolean }).liveMark = true
  })
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as { liveMark?: boolean }).liveMark === true)

/** The haulier's permit history, open in `page`, with the card of `permitId`. */
async function haulierHistory(page: Page, haulier: OfficeHaulier, permitId: string) {
  await signInBrowser(page.context(), haulier.gateway, { name: haulier.name, role: 'HAULIER' })
  await openLive(page, HISTORY)
  const card = page.getByRole('listitem', { name: `E-permit ${permitId}`, exact: true })
  await expect(card).toContainText('New')
  return card
}

async function act(page: Page, action: string) {
  await page.getByRole('button', { name: action, exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

const take = async (operator: GatewayClient, permitId: string) => {
  await permitStep(operator, 'claimPermit', { permitId })
  await permitStep(operator, 'takePermit', { permitId })
}

test('an operator takes an e-permit in the office: the haulier’s open history shows it within 2 s, without a reload', async ({
  page,
  browser,
  baseURL,
  operator,
  outbox,
}) => {
  const haulier = await haulierIn(baseURL as string, outbox, 'en')
  const permit = await requestPermit(haulier.gateway)
  const card = await haulierHistory(page, haulier, permit.id)

  const office = await pageSignedInAs(
    browser,
    baseURL as string,
    operator,
    { name: await operatorName(operator), role: 'OPERATOR' },
    { lang: 'en' },
  )
  await office.goto(`/office/permits/${permit.id}`)
  await office.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(office.getByText(/Claimed by: You/)).toBeVisible()
  await act(office, 'Take under consideration')
  await expect(card).toContainText('Under consideration', { timeout: 2_000 })
  expect(await notReloaded(page)).toBe(true)
  await office.context().close()
})

test('a new e-permit appears in another operator’s open queue, and its claim by someone else too', async ({
  browser,
  baseURL,
  operator,
  outbox,
}) => {
  const second = await secondOperator(baseURL as string, outbox, operator)
  const queue = await pageSignedInAs(
    browser,
    baseURL as string,
    second.gateway,
    { name: second.name, role: 'OPERATOR' },
    { lang: 'en' },
  )
  await openLive(queue, '/office/permits')
  const haulier = await haulierIn(baseURL as string, outbox, 'en')
  const permit = await requestPermit(haulier.gateway)
  const row = queue.getByRole('row').filter({ hasText: `No. ${permit.id}` })
  await expect(row).toContainText('Nobody', { timeout: 2_000 })

  await permitStep(operator, 'claimPermit', { permitId: permit.id })
  await expect(row.getByRole('cell').last()).toHaveText(await operatorName(operator), {
    timeout: 2_000,
  })
  expect(await notReloaded(queue)).toBe(true)
  await queue.context().close()
})

test('a dropped connection resumes: a change made while offline arrives after it returns', async ({
  page,
  context,
  baseURL,
  operator,
  outbox,
}) => {
  const haulier = await haulierIn(baseURL as string, outbox, 'en')
  const permit = await requestPermit(haulier.gateway)
  const card = await haulierHistory(page, haulier, permit.id)
  const reopened = page.waitForRequest((request) => isStream(request.url()))

  await context.setOffline(true)
  await take(operator, permit.id)
  await context.setOffline(false)

  // The page opens its stream again, resuming after the last event it had (the stream's first,
  // which names where it started): the change made meanwhile arrives.
  expect(new URL((await reopened).url()).searchParams.get('lastEventId')).toMatch(/^\d+$/)
  await expect(card).toContainText('Under consideration', { timeout: 15_000 })
  expect(await notReloaded(page)).toBe(true)
})
