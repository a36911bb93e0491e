import { expect, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import { orThrow, type UserErrors } from './support/gateway.js'

/**
 * "Repeat" of a loading or unloading permission: the history opens its form filled from it,
 * the permission's and CMR's numbers left for the new filing, and a filing empties it for good.
 */

const say = (english: string, feature = 'requests') => translated(english, feature).en

test.use({ lang: 'en' })

test('Repeat opens the unloading permission form filled from a filed one; filed again, the form is empty', async ({
  page,
  haulier,
}) => {
  const ids = await haulier.gateway.call<{ brands: { id: string }[]; countries: { id: string }[] }>(
    '{ brands(vehicleType: CAR) { id } countries { id } }',
  )
  const filed = {
    permissionNumber: 'UR-REPEAT-1',
    vehicleBrandId: ids.brands[1]?.id,
    vehicleCountryId: ids.countries[2]?.id,
    plateNumber: 'AG 4242 AG',
    driverFullName: 'Serdar Orazow',
    loadingPoint: 'Türkmenbaşy',
    unloadingPoint: 'Baku',
    route: 'Türkmenbaşy — Baku',
    cargo: 'Polipropilen',
    cargoOwner: 'Türkmenhimiýa',
    applicant: 'Ulag Hyzmat HJ',
    placeOfIssue: 'Türkmenbaşy',
    cmrNumber: 'CMR-REPEAT-1',
  }
  const answer = await haulier.gateway.call<{ filed: UserErrors }>(
    `mutation ($input: CargoPermissionInput!) {
      filed: fileUnloadingPermission(input: $input) { userErrors { field message code } } }`,
    { input: filed },
  )
  orThrow('fileUnloadingPermission', answer.filed)

  await page.goto('/online-application/historyTab')
  await page
    .getByRole('row', { name: /UR-REPEAT-1/ })
    .getByRole('link', { name: `${say('Repeat')} UR-REPEAT-1` })
    .click()
  await expect(page).toHaveURL(/\/online-application\/unloadPermissionTab$/)
  await expect(page.getByRole('status')).toContainText('UR-REPEAT-1')
  const field = (label: string) => page.getByLabel(say(label), { exact: true })
  await expect(field('Car brand')).toHaveValue(filed.vehicleBrandId as string)
  await expect(field('Car state affiliation')).toHaveValue(filed.vehicleCountryId as string)
  await expect(field('Car state number')).toHaveValue(filed.plateNumber)
  await expect(field('Driver (transporter) full name')).toHaveValue(filed.driverFullName)
  await expect(field('Cargo route')).toHaveValue(filed.route)
  await expect(field('Place of issue')).toHaveValue(filed.placeOfIssue)
  await expect(field('Permission number')).toHaveValue('')
  await expect(field('CMR number')).toHaveValue('')
  // The state survives a reload of the form, as the address would.
  await page.reload()
  await expect(field('Cargo ownership')).toHaveValue(filed.cargoOwner)

  await field('Permission number').fill('UR-REPEAT-2')
  await field('CMR number').fill('CMR-REPEAT-2')
  await page.getByRole('button', { name: say('Save') }).click()
  // The confirmation page (ADR 0091); going back, the form is empty, not filled again.
  await expect(page).toHaveURL(/\/unloadPermissionTab\/submitted\/\d+$/)
  await expect(
    page.getByText(say('Your application accepted. Our administrators will contact you.')),
  ).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/online-application\/unloadPermissionTab$/)
  await expect(field('Car state number')).toHaveValue('')
  await expect(field('Car brand')).toHaveValue('')
  await expect(page.getByRole('status')).toHaveCount(0)

  await page.goto('/online-application/historyTab')
  await expect(page.getByRole('row', { name: /UR-REPEAT-2/ })).toContainText(
    say('Unloading permission'),
  )
})
