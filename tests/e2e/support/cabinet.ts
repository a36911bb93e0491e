import { type GatewayClient, orThrow, type UserErrors } from './gateway.js'
import { scanPng } from './sample-files.js'

/** Which client profile a seeded haulier has: an individual's, a legal entity's, or none. */
export type ProfileKind = 'legal' | 'individual'

const scan = (name: string, path: string) => ({
  path,
  name,
  mimeType: 'image/png',
  buffer: scanPng(name),
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

type Reference = { regions: { cities: { id: string }[] }[]; licenceTypes: { id: string }[] }

async function reference(gateway: GatewayClient) {
  const ref = await gateway.call<Reference>('{ regions { cities { id } } licenceTypes { id } }')
  const cityId = ref.regions.flatMap((region) => region.cities)[0]?.id
  if (!cityId) throw new Error('the reference data has no city')
  return { cityId, licenceTypeIds: ref.licenceTypes.slice(0, 2).map((type) => type.id) }
}

const common = (ref: { cityId: string; licenceTypeIds: string[] }) => ({
  cityId: ref.cityId,
  phone: '+99365123456',
  email: 'office@akyol.example.com',
  licenceNumber: 'LL-7',
  licenceExpiresOn: inDays(500),
  licenceTypeIds: ref.licenceTypeIds,
})

/**
 * Saves a client profile for the account `gateway` is signed in as, with its scans, through the
 * gateway's multipart mutation: the data a cabinet journey starts from, made without the browser.
 */
export async function seedProfile(gateway: GatewayClient, kind: ProfileKind) {
  const ref = await reference(gateway)
  const types =
    kind === 'legal' ? ['LICENCE', 'CERTIFICATE', 'STATE_REGISTER_EXTRACT'] : ['LICENCE', 'PATENT']
  const documents = types.map((type) => ({ type, file: null }))
  const files = types.map((type, index) =>
    scan(`${type.toLowerCase()}.png`, `variables.input.documents.${index}.file`),
  )
  const own =
    kind === 'legal'
      ? {
          companyName: 'Ak Ýol Logistika HJ',
          address: 'Aşgabat, Magtymguly şaýoly 12',
          stateRegisterNumber: 'EG-77',
          stateRegisterExpiresOn: inDays(700),
          certificateNumber: 'CR-9',
          bankDetails: 'Türkmenbaşy banky, BIK 390101',
          accountNumber: '23201934100123',
        }
      : {
          surname: 'Atayew',
          name: 'Merdan',
          patronymic: 'Gurbanowiç',
          patentNumber: 'PT-55',
          patentExpiresOn: inDays(300),
        }
  const mutation =
    kind === 'legal'
      ? `mutation ($input: LegalEntityProfileInput!) {
          saved: saveLegalEntityProfile(input: $input) { profile { id } userErrors { field message code } }
        }`
      : `mutation ($input: IndividualProfileInput!) {
          saved: saveIndividualProfile(input: $input) { profile { id } userErrors { field message code } }
        }`
  const input = { ...common(ref), ...own, documents }
  const answer = await gateway.upload<{
    saved: { profile: { id: string } | null } & UserErrors
  }>(mutation, { input }, files)
  return orThrow(`save the ${kind} profile`, answer.saved).profile as { id: string }
}

/** Sets the deposit (bank balance) of an account's profile, as an operator does. */
export async function setDeposit(
  operator: GatewayClient,
  accountId: string,
  kind: ProfileKind,
  balance: number,
) {
  const answer = await operator.call<{ setDeposit: UserErrors }>(
    `mutation ($input: SetDepositInput!) {
      setDeposit(input: $input) { balance userErrors { field message code } }
    }`,
    { input: { accountId, kind: kind === 'legal' ? 'LEGAL_ENTITY' : 'INDIVIDUAL', balance } },
  )
  orThrow('setDeposit', answer.setDeposit)
}
