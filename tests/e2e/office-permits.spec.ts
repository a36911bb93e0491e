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
 * The e-permit side of the operator office: the queue, claiming, and each legal step with its
 * question; a second operator cannot act on a claimed one; the haulier (who signed up in
 * Turkmen) sees every change in their timeline and gets each e-mail in Turkmen.
 */
test.use({ lang: 'en' })

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** Presses an action and confirms it in the question that follows. */
async function act(page: Page, action: string) {
  await page.getByRole('button', { name: action, exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: action, exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** The haulier's own timeline of the e-permit, as their cabinet reads it. */
async function timelineOf(haulier: OfficeHaulier, permitId: string) {
  const { permit } = await haulier.gateway.call<{
    permit: {
      id: string
      status: string
      statusHistory: { toStatus: string; reason: string | null }[]
    } | null
  }>('query ($id: ID!) { permit(id: $id) { id status statusHistory { toStatus reason } } }', {
    id: permitId,
  })
  return permit ?? undefined
}

async function openAsOperator(page: Page, operator: GatewayClient) {
  const name = await operatorName(operator)
  await signInBrowser(page.context(), operator, { name, role: 'OPERATOR' })
  return name
}

test('an operator claims an e-permit from the queue, takes it and prices it; a second operator cannot act on it; the haulier sees each step and a Turkmen e-mail', async ({
  page,
  browser,
  baseURL,
  operator,
  outbox,
}) => {
  const haulier = await haulierIn(baseURL as string, outbox, 'tm')
  const permit = await requestPermit(haulier.gateway)
  const me = await openAsOperator(page, operator)

  // The queue of new e-permits, filtered by the haulier (the filter is in the address).
  await page.goto('/office/permits')
  await expect(heading(page)).toHaveText('E-permits')
  await page.getByLabel('Haulier').fill(haulier.email)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/haulier=/)
  const row = page.getByRole('row').filter({ hasText: `No. ${permit.id}` })
  await expect(row).toContainText('Nobody')
  await expect(row).toContainText(/ago|now/)
  await expect(page.getByRole('columnheader', { name: 'Waiting' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^New \d+$/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await row.getByRole('link', { name: `No. ${permit.id}` }).click()
  await expect(heading(page)).toHaveText(`E-permit No. ${permit.id}`)

  // Nothing but Claim until it is mine.
  await expect(page.getByRole('button', { name: 'Take under consideration' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Claim', exact: true }).click()
  await expect(page.getByText(/Claimed by: You/)).toBeVisible()
  // The queue names the claimant too.
  await page.goBack()
  await expect(row.getByRole('cell').last()).toHaveText('You')
  await row.getByRole('link', { name: `No. ${permit.id}` }).click()

  // A second operator sees who holds it and is offered nothing; forcing it is refused.
  const second = await secondOperator(baseURL as string, outbox, operator)
  const other = await pageSignedInAs(
    browser,
    baseURL as string,
    second.gateway,
    {
      name: second.name,
      role: 'OPERATOR',
    },
    { lang: 'en' },
  )
  await other.goto(`/office/permits/${permit.id}`)
  await expect(other.getByText(`Claimed by: ${me}`)).toBeVisible()
  await expect(
    other.getByRole('button', { name: /Claim|Take under consideration|Reject/ }),
  ).toHaveCount(0)
  const forced = await second.gateway.call<{ takePermit: { userErrors: { code: string }[] } }>(
    `mutation ($input: PermitReviewInput!) { takePermit(input: $input) { userErrors { code } } }`,
    { input: { permitId: permit.id } },
  )
  expect(forced.takePermit.userErrors.map((error) => error.code)).toEqual(['CLAIMED_BY_ANOTHER'])
  await other.context().close()

  // Take it (after the question), then price it: the haulier is asked to pay.
  await act(page, 'Take under consideration')
  await expect(page.getByText('Status: Under consideration')).toBeVisible()
  await page.getByLabel('Price, manat').fill('')
  await page.getByRole('button', { name: 'Set the price' }).click()
  await expect(page.getByText('Enter a price in manat, more than 0').first()).toBeVisible()
  await page.getByLabel('Price, manat').fill('275')
  await act(page, 'Set the price')
  await expect(page.getByText(/Status: To pay/)).toBeVisible()
  await expect(page.getByText(/Price: TMT\s275\.00/)).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Under consideration → To pay' }),
  ).toContainText(me)
  // The filing names the company's member who made it (ADR 0108).
  await expect(page.getByRole('listitem').filter({ hasText: 'The haulier: New' })).toContainText(
    `by ${haulier.name}`,
  )

  expect((await timelineOf(haulier, permit.id))?.statusHistory.map((s) => s.toStatus)).toEqual([
    'NEW',
    'UNDER_CONSIDERATION',
    'TO_PAY',
  ])
  const letter = await outbox.waitFor(
    haulier.email,
    (one) => one.subject.includes(permit.id) && one.text.includes('Salam!'),
  )
  // The haulier signed up in Turkmen: the letter greets them in Turkmen and names the e-permit.
  expect(letter.text).toMatch(/^Salam!/)
})

test('an operator rejects an e-permit with a reason; the reason reaches the haulier in the timeline and a Turkmen e-mail', async ({
  page,
  baseURL,
  operator,
  outbox,
}) => {
  const haulier = await haulierIn(baseURL as string, outbox, 'tm')
  const permit = await requestPermit(haulier.gateway)
  await openAsOperator(page, operator)
  await page.goto(`/office/permits/${permit.id}`)
  await page.getByRole('button', { name: 'Claim', exact: true }).click()

  // No reason is refused under its field; the question comes only after the check.
  await page.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByText('Please write the reason').first()).toBeVisible()
  const reason = 'Sürüjiniň şahadatnamasynyň möhleti geçipdir'
  await page.getByLabel('Reason, for the haulier').fill(reason)
  await act(page, 'Reject')
  await expect(page.getByText('Status: Rejected')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'New → Rejected' })).toContainText(
    reason,
  )
  // A rejected e-permit offers nothing more.
  await expect(
    page.getByRole('button', { name: /Reject|Take under consideration|Issue/ }),
  ).toHaveCount(0)

  const seen = await timelineOf(haulier, permit.id)
  expect(seen?.status).toBe('REJECTED')
  expect(seen?.statusHistory.at(-1)?.reason).toBe(reason)
  const letter = await outbox.waitFor(haulier.email, (one) => one.text.includes(reason))
  expect(letter.text).toContain(`Sebäbi: ${reason}`)
})

test('an operator issues a paid e-permit; its document number shows', async ({
  page,
  baseURL,
  operator,
  outbox,
}) => {
  const haulier = await haulierIn(baseURL as string, outbox, 'en')
  const permit = await requestPermit(haulier.gateway)
  const input = { permitId: permit.id }
  await permitStep(operator, 'claimPermit', input)
  await permitStep(operator, 'takePermit', input)
  await permitStep(operator, 'pricePermit', { ...input, price: 100 })
  const { payForPermit } = await haulier.gateway.call<{ payForPermit: { paymentUrl: string } }>(
    `mutation ($input: PayForPermitInput!) { payForPermit(input: $input) { paymentUrl } }`,
    { input },
  )
  const decided = await fetch(payForPermit.paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  })
  await fetch(new URL(decided.headers.get('location') as string, payForPermit.paymentUrl), {
    redirect: 'manual',
  })

  await openAsOperator(page, operator)
  await page.goto(`/office/permits?status=PAID&haulier=${encodeURIComponent(haulier.email)}`)
  await page.getByRole('link', { name: `No. ${permit.id}` }).click()
  await act(page, 'Issue')
  await expect(page.getByText('Status: Successful')).toBeVisible()
  await expect(page.getByText('Document number')).toBeVisible()
  expect((await timelineOf(haulier, permit.id))?.status).toBe('SUCCESSFUL')
  // In the queue of issued e-permits nobody waits: the time column says when it was closed.
  await page.goto(`/office/permits?status=SUCCESSFUL&haulier=${encodeURIComponent(haulier.email)}`)
  await expect(page.getByRole('link', { name: `No. ${permit.id}` })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Closed' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Waiting' })).toHaveCount(0)
  const letter = await outbox.waitFor(haulier.email, (one) => one.text.startsWith('Hello'))
  expect(letter.text).toContain('Hello,')
})
