import { codeIn } from '@tmulag/api/testing'
import {
  Browser,
  dataOf,
  inDays,
  legalDriver,
  legalProfile,
  newHaulierDetails,
  referenceIds,
} from '@tmulag/gateway/testing'

/** The live changes' subscription as the web asks for it (ADR 0107). */
export const LIVE = 'subscription { liveChanges { eventId kind subject recordId permitStatus } }'

/**
 * A haulier signed up through `publicUrl` (the balancer: either gateway, either API) who files a
 * new e-permit there; gives its id. `letterTo` finds the sign-up code in either API's outbox.
 */
export async function haulierFilesAPermit(
  publicUrl: string,
  letterTo: (address: string) => Promise<{ text: string }>,
) {
  const browser = new Browser(publicUrl, { lang: 'en' })
  const details = newHaulierDetails()
  const { challenge } = dataOf(
    await browser.graphql(
      'mutation ($input: SignUpDetailsInput!) { requestSignUpCode(input: $input) { challenge } }',
      { input: details },
    ),
  ).requestSignUpCode
  const code = codeIn((await letterTo(details.email)) as Parameters<typeof codeIn>[0])
  await browser.graphql(
    'mutation ($input: VerifySignUpCodeInput!) { verifySignUpCode(input: $input) { verified } }',
    { input: { challenge, code } },
  )
  const password = 'Gowy-parol-2026'
  await browser.graphql(
    'mutation ($input: CompleteSignUpInput!) { completeSignUp(input: $input) { userName } }',
    { input: { challenge, password, passwordConfirmation: password } },
  )
  const ref = await referenceIds(browser)
  await legalProfile(browser, ref)
  const vehicle = async (type: string, brandId: string, plateNumber: string) =>
    dataOf(
      await browser.graphql(
        'mutation ($input: CreateVehicleInput!) { createVehicle(input: $input) { vehicle { id } } }',
        {
          input: {
            kind: 'LEGAL_ENTITY',
            type,
            brandId,
            plateNumber,
            cardNumber: `TC-${type}`,
            cardIssuedOn: inDays(-30),
          },
        },
      ),
    ).createVehicle.vehicle.id as string
  const carId = await vehicle('CAR', ref.truckBrandId, 'AG 1234 AG')
  const trailerId = await vehicle('TRAILER', ref.trailerBrandId, 'AG 5678')
  const driver = await legalDriver(browser, 'LIVE-CLUSTER')
  const filed = dataOf(
    await browser.graphql(
      `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) {
        permit { id } userErrors { field code } } }`,
      {
        input: {
          kind: 'LEGAL_ENTITY',
          countryId: ref.countryId,
          permitTypeId: ref.permitType.id,
          cargoType: 'Pagta süýümi',
          containerCount: 1,
          departureOn: inDays(5),
          returnOn: inDays(20),
          driverId: driver.id,
          carId,
          trailerId,
        },
      },
    ),
  ).requestPermit
  if (!filed.permit) throw new Error(`requestPermit: ${JSON.stringify(filed.userErrors)}`)
  return filed.permit.id as string
}
