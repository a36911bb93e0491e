import { expect, test } from './fixtures.js'
import { translated } from './support/catalogs.js'
import {
  fileLoadingPermission,
  operatorName,
  pageSignedInAs,
  sendOnlineApplication,
  signInBrowser,
} from './support/office.js'
import { haulierIn } from './support/office-people.js'
import { expectLoadedImage } from './support/sample-files.js'

/**
 * An operator answers a loading permission and an online application with a reason, in Turkmen;
 * the haulier sees the answer and its reason in their cabinet's timeline and gets the e-mail in
 * Turkmen.
 */
test.use({ lang: 'tm' })

const say = (english: string, feature = 'office') => translated(english, feature).tm

test('an operator accepts a permission with a note and declines an application with a reason; the haulier reads both in the cabinet and in Turkmen e-mails', async ({
  page,
  browser,
  baseURL,
  operator,
  outbox,
}) => {
  const haulier = await haulierIn(baseURL as string, outbox, 'tm')
  const permission = await fileLoadingPermission(haulier.gateway)
  const application = await sendOnlineApplication(haulier.gateway)
  const me = await operatorName(operator)
  await signInBrowser(page.context(), operator, { name: me, role: 'OPERATOR' })

  // The pending queue of loading permissions shows it with nobody on it.
  await page.goto(`/office/requests?model=LOADING_PERMISSION&haulier=${haulier.id}`)
  const row = page.getByRole('row').filter({ hasText: permission.permissionNumber })
  await expect(row).toContainText(say('Nobody'))
  await row.getByRole('link', { name: permission.permissionNumber }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(permission.permissionNumber)
  await expect(page.getByText('Aşgabat – Stambul')).toBeVisible()

  await page.getByRole('button', { name: say('Claim'), exact: true }).click()
  const note = 'Ýüküňizi Stambulda garaşýarlar'
  await page.getByLabel(say('Note for the haulier (optional)')).fill(note)
  await page.getByRole('button', { name: say('Accept'), exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say('Accept'), exact: true })
    .click()
  await expect(page.getByText(`${say('Status:')} ${say('Accepted')}`)).toBeVisible()

  // The haulier's deposit, set from their card after a question.
  await page.getByLabel(say('New deposit, manat')).fill('500')
  await page.getByRole('button', { name: say('Set the deposit'), exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say('Set the deposit') })
    .click()
  // Written as Turkmen writes money (Chromium's Intl has no Turkmen: lib/turkmen.ts fills in).
  await expect(page.locator(`dt:text-is("${say('Deposit')}") + dd`)).toHaveText('500,00\u00A0TMT')
  const { legalEntityProfile } = await haulier.gateway.call<{
    legalEntityProfile: { balance: number | null }
  }>('{ legalEntityProfile { balance } }')
  expect(legalEntityProfile.balance).toBe(500)

  // The application: its documents open in the browser (the image inline, the PDF in a tab).
  await page.goto(`/office/requests/online-application/${application.id}`)
  const registration = page.getByRole('img', { name: say('State registration document') })
  await expect(registration).toBeVisible()
  await expectLoadedImage(registration)
  const pdf = page.getByRole('link', { name: say('Application letter') })
  await expect(pdf).toHaveAttribute('target', '_blank')
  const served = await page.request.get((await pdf.getAttribute('href')) as string)
  expect(served.headers()['content-type']).toContain('application/pdf')

  await page.getByRole('button', { name: say('Claim'), exact: true }).click()
  const reason = 'Döwlet tarapyndan bellige alnyş resminamasy okalmaýar'
  await page.getByLabel(say('Reason, for the haulier')).fill(reason)
  await page.getByRole('button', { name: say('Decline'), exact: true }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: say('Decline'), exact: true })
    .click()
  await expect(page.getByText(`${say('Status:')} ${say('Declined')}`)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toContainText(me)

  // The haulier's cabinet: both answers in the history, the reason in the timeline.
  const cabinet = await pageSignedInAs(
    browser,
    baseURL as string,
    haulier.gateway,
    {
      name: haulier.name,
      role: 'HAULIER',
    },
    { lang: 'tm' },
  )
  await cabinet.goto('/online-application/historyTab')
  const says = (english: string) => translated(english, 'requests').tm
  await expect(
    cabinet.getByRole('row', { name: new RegExp(permission.permissionNumber) }),
  ).toContainText(says('accepted'))
  const declined = cabinet.getByRole('row', { name: new RegExp(application.permissionNumber) })
  await expect(declined).toContainText(says('declined'))
  await declined
    .getByRole('button', { name: `${says('Timeline')} ${application.permissionNumber}` })
    .click()
  await expect(cabinet.getByText(reason)).toBeVisible()
  await cabinet.context().close()

  const accepted = await outbox.waitFor(haulier.email, (one) => one.text.includes(note))
  expect(accepted.text).toMatch(/^Salam!/)
  const refused = await outbox.waitFor(haulier.email, (one) => one.text.includes(reason))
  expect(refused.text).toContain(`Sebäbi: ${reason}`)
})
