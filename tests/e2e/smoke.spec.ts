import { expect, test } from './fixtures.js'

test('smoke @mobile', async ({ page, account, outbox }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'tk')
  expect(account.email).toContain('@')
  expect(outbox).toBeDefined()
})
