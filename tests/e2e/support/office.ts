import type { Browser, BrowserContext, Page } from '@playwright/test'
import { reference as fleetReference, inDays, seedFleet } from './fleet.js'
import { GatewayClient, type Lang, orThrow, type UserErrors } from './gateway.js'
import type { Outbox } from './outbox.js'
import { onePagePdf, scanPng } from './sample-files.js'

/**
 * The operator office's journeys: signed-in browsers for operators and hauliers, and the records
 * an operator works on (e-permits, permissions, applications, a second operator), made through
 * the gateway as the cabinet and the office would make them.
 */

type Stored = { lang?: Lang | undefined; theme?: 'light' | 'dark' | undefined }

/**
 * Puts `gateway`'s session into `context` and lets the page remember the sign-in (name and
 * role), as a returning visitor's page would: the journey opens the office or cabinet at once.
 */
export async function signInBrowser(
  context: BrowserContext,
  gateway: GatewayClient,
  who: { name: string; role: 'OPERATOR' | 'HAULIER' },
  stored: Stored = {},
) {
  await context.addCookies(await gateway.cookies())
  await context.addInitScript(
    (values: Record<string, string | undefined>) => {
      if (localStorage.getItem('auth') !== null) return
      for (const [key, value] of Object.entries(values)) if (value) localStorage.setItem(key, value)
    },
    { auth: 'true', username: who.name, role: who.role, lang: stored.lang, theme: stored.theme },
  )
}

/** A fresh browser window signed in as `gateway`'s account (a second operator, the haulier). */
export async function pageSignedInAs(
  browser: Browser,
  baseURL: string,
  gateway: GatewayClient,
  who: { name: string; role: 'OPERATOR' | 'HAULIER' },
  stored: Stored = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  await signInBrowser(context, gateway, who, stored)
  return context.newPage()
}

/** The signed-in operator's name, as the office greets them. */
export async function operatorName(gateway: GatewayClient) {
  return (await gateway.call<{ me: { name: string } }>('{ me { name } }')).me.name
}

/** An e-permit requested by the haulier of `gateway` (a legal profile must be saved). */
export async function requestPermit(gateway: GatewayClient, cargoType = 'Pagta süýümi') {
  const ref = await gateway.call<{
    countries: { id: string; code: string }[]
    permitTypes: { id: string }[]
  }>('{ countries { id code } permitTypes { id } }')
  const { driver, car, trailer } = await seedFleet(
    gateway,
    'LEGAL_ENTITY',
    await fleetReference(gateway),
  )
  const data = await gateway.call<{
    requestPermit: UserErrors & { permit: { id: string } | null }
  }>(
    `mutation ($input: RequestPermitInput!) {
      requestPermit(input: $input) { permit { id } userErrors { field message code } } }`,
    {
      input: {
        kind: 'LEGAL_ENTITY',
        countryId: ref.countries.find((c) => c.code === 'tr')?.id ?? ref.countries[0]?.id,
        permitTypeId: ref.permitTypes[0]?.id,
        cargoType,
        containerCount: 2,
        departureOn: inDays(5),
        returnOn: inDays(20),
        driverId: driver.id,
        carId: car.id,
        trailerId: trailer.id,
      },
    },
  )
  return orThrow('requestPermit', data.requestPermit).permit as { id: string }
}

let filed = 0

/** A loading permission filed by `gateway`'s haulier; its number is unique in the run. */
export async function fileLoadingPermission(gateway: GatewayClient) {
  filed += 1
  const ref = await gateway.call<{ countries: { id: string }[]; trucks: { id: string }[] }>(
    '{ countries { id } trucks: brands(vehicleType: CAR) { id } }',
  )
  const permissionNumber = `LP-${process.pid % 1000}-${filed}-${Date.now() % 100000}`
  const data = await gateway.call<{
    fileLoadingPermission: UserErrors & { permission: { id: string } | null }
  }>(
    `mutation ($input: CargoPermissionInput!) {
      fileLoadingPermission(input: $input) { permission { id } userErrors { field message code } } }`,
    {
      input: {
        permissionNumber,
        vehicleCountryId: ref.countries[0]?.id,
        vehicleBrandId: ref.trucks[0]?.id,
        plateNumber: 'AG 1234 AG',
        driverFullName: 'Aman Orazow',
        loadingPoint: 'Aşgabat',
        unloadingPoint: 'Stambul',
        route: 'Aşgabat – Stambul',
        cargo: 'Pagta',
        cargoOwner: 'Ak Ýol HJ',
        applicant: 'Merdan Atayew',
        placeOfIssue: 'Aşgabat',
        cmrNumber: `CMR-${filed}`,
      },
    },
  )
  const permission = orThrow('fileLoadingPermission', data.fileLoadingPermission).permission
  return { id: (permission as { id: string }).id, permissionNumber }
}

/** An online application sent by `gateway`'s haulier, with a PNG and a PDF document. */
export async function sendOnlineApplication(gateway: GatewayClient) {
  filed += 1
  const permissionNumber = `OA-${process.pid % 1000}-${filed}-${Date.now() % 100000}`
  const data = await gateway.upload<{
    sendOnlineApplication: UserErrors & { application: { id: string } | null }
  }>(
    `mutation ($input: OnlineApplicationInput!) {
      sendOnlineApplication(input: $input) { application { id } userErrors { field message code } } }`,
    {
      input: {
        institutionName: 'Ak Ýol Logistika HJ',
        permissionNumber,
        cmrNumber: `CMR-A-${filed}`,
        responsiblePerson: 'Merdan Atayew',
        phone: '+99365123456',
        email: 'office@akyol.example.com',
        directorFullName: 'Batyr Annaýew',
        applicationLetter: null,
        certificate: null,
        stateRegistration: null,
      },
    },
    [
      {
        path: 'variables.input.applicationLetter',
        name: 'letter.pdf',
        mimeType: 'application/pdf',
        buffer: onePagePdf('Application letter'),
      },
      {
        path: 'variables.input.stateRegistration',
        name: 'registration.png',
        mimeType: 'image/png',
        buffer: scanPng('registration.png'),
      },
    ],
  )
  const application = orThrow('sendOnlineApplication', data.sendOnlineApplication).application
  return { id: (application as { id: string }).id, permissionNumber }
}

let invited = 0

/** An address and name for an operator invited in this run. */
export function newOperator() {
  invited += 1
  const unique = `${process.pid}-${Date.now().toString(36)}-${invited}`
  return {
    name: `Operator ${invited} ${unique.slice(-4)}`,
    email: `operator-${unique}@portal-e2e.example.com`,
    password: `Op-pass-${unique}`,
  }
}

/** The `/office/invitation?token=…` link of the newest invitation letter to `email`. */
export async function invitationLink(outbox: Outbox, email: string): Promise<URL> {
  const letter = await outbox.waitFor(email, (one) => /\/office\/invitation\?token=/.test(one.text))
  return new URL(/https?:\/\/\S+\/office\/invitation\?token=\S+/.exec(letter.text)?.[0] as string)
}

/**
 * A second operator, invited by `operator` and accepted through the gateway: its own signed-in
 * gateway, for a journey about two operators working at once.
 */
export async function secondOperator(baseURL: string, outbox: Outbox, operator: GatewayClient) {
  const person = newOperator()
  const invitedNow = await operator.call<{ inviteOperator: UserErrors }>(
    `mutation ($input: InviteOperatorInput!) {
      inviteOperator(input: $input) { operator { id } userErrors { field message code } } }`,
    { input: { name: person.name, email: person.email, language: 'EN' } },
  )
  orThrow('inviteOperator', invitedNow.inviteOperator)
  const token = (await invitationLink(outbox, person.email)).searchParams.get('token')
  const gateway = await GatewayClient.open(baseURL)
  const accepted = await gateway.call<{ acceptOperatorInvitation: UserErrors }>(
    `mutation ($input: AcceptOperatorInvitationInput!) {
      acceptOperatorInvitation(input: $input) { account { id } userErrors { field message code } } }`,
    { input: { token, password: person.password } },
  )
  orThrow('acceptOperatorInvitation', accepted.acceptOperatorInvitation)
  return { ...person, gateway }
}

/** One operator step on an e-permit through the gateway, for a journey's setup; refused = thrown. */
export async function permitStep(
  operator: GatewayClient,
  mutation: 'claimPermit' | 'takePermit' | 'pricePermit' | 'issuePermit',
  input: Record<string, unknown>,
) {
  const type = mutation === 'pricePermit' ? 'PricePermitInput' : 'PermitReviewInput'
  const answer = await operator.call<Record<string, UserErrors>>(
    `mutation ($input: ${type}!) { ${mutation}(input: $input) { userErrors { field message code } } }`,
    { input },
  )
  orThrow(mutation, answer[mutation] as UserErrors)
}
