import { expect, test } from './fixtures.js'
import { inDays, reference } from './support/fleet.js'
import { orThrow, type UserErrors } from './support/gateway.js'
import { checkAndShootInEachTheme, expectAccessibleInEachTheme } from './support/looks.js'
import { fileLoadingPermission, operatorName, signInBrowser } from './support/office.js'

/**
 * A company's activity (issue 31, ADRs 0109, 0111): what its member did, in the cabinet's Activity
 * tab, filtered by kind, each record a link to its page; and the company with its members on the
 * office's review page.
 */

test.describe('in English', () => {
  test.use({ lang: 'en', profile: 'legal' })

  test('the Activity tab lists the driver added and the request filed with the member’s name, filters by kind; the office sees the company’s members and who filed @mobile', async ({
    page,
    browser,
    baseURL,
    haulier,
    operator,
  }) => {
    const ref = await reference(haulier.gateway)
    const created = await haulier.gateway.call<{
      createDriver: UserErrors & { driver: { id: string } }
    }>(
      `mutation ($input: CreateDriverInput!) {
          createDriver(input: $input) { driver { id } userErrors { field message code } } }`,
      {
        input: {
          kind: 'LEGAL_ENTITY',
          name: 'Döwlet',
          surname: 'Annaýew',
          patronymic: 'Myradowiç',
          licenceNumber: `DL-ACT-${Date.now() % 100000}`,
          licenceExpiresOn: inDays(600),
          licenceCategoryIds: ref.categoryIds.slice(0, 1),
          vehicleIds: [],
        },
      },
    )
    orThrow('createDriver', created.createDriver)
    const permission = await fileLoadingPermission(haulier.gateway)

    await page.goto('/online-application/activityTab')
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
    const entries = page.getByRole('main').getByRole('listitem')
    const filed = entries.filter({ hasText: 'Request filed' })
    await expect(filed).toContainText(`Permission ${permission.permissionNumber}`)
    await expect(filed).toContainText(haulier.name)
    const added = entries.filter({ hasText: 'Driver added' })
    await expect(added).toContainText('Driver Annaýew Döwlet Myradowiç')
    await expect(added).toContainText(haulier.name)
    await expect(entries.filter({ hasText: 'Request filed' })).toHaveCount(1)
    await checkAndShootInEachTheme(page, 'activity')

    const form = page.getByRole('form', { name: 'Filter the activity' })
    await form.getByLabel('What was done').selectOption({ label: 'Driver added' })
    await form.getByLabel('Member').selectOption({ label: haulier.name })
    await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/[?&]kind=driver_added/)
    await expect(page.getByRole('status')).toHaveText('1 found with these filters')
    await expect(entries.filter({ hasText: 'Driver added' })).toHaveCount(1)
    await expect(entries.filter({ hasText: 'Request filed' })).toHaveCount(0)
    await expectAccessibleInEachTheme(page, 'the filtered activity')
    // Each record leads to its page: the request to the history narrowed to it, the driver to
    // its page in the fleet (ADR 0111).
    await page.goBack()
    await expect(
      filed.getByRole('link', { name: `Permission ${permission.permissionNumber}` }),
    ).toHaveAttribute('href', /\/historyTab\?kind=loading_permission&q=/)
    await added.getByRole('link', { name: 'Driver Annaýew Döwlet Myradowiç' }).click()
    await expect(page).toHaveURL(/\/legalDriverEdit\?id=\d+$/)
    await expect(page.getByRole('textbox', { name: 'Surname' })).toHaveValue('Annaýew')

    const context = await browser.newContext({ baseURL, viewport: page.viewportSize() })
    await signInBrowser(
      context,
      operator,
      { name: await operatorName(operator), role: 'OPERATOR' },
      { lang: 'en' },
    )
    const office = await context.newPage()
    await office.goto(`/office/requests/loading-permission/${permission.id}`)
    const company = office.getByRole('region', { name: 'The company' })
    await expect(company).toContainText(haulier.email)
    const member = company.getByRole('listitem').filter({ hasText: haulier.name })
    await expect(member).toContainText('Administrator')
    await expect(office.getByText(`${haulier.name} (Administrator)`)).toBeVisible()
    await checkAndShootInEachTheme(office, 'office-request-company')
    await context.close()
  })
})
