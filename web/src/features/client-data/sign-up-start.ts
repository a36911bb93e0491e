import { type FragmentType, getFragmentData, graphql } from '../../gql'

/** What the account told at sign-up, and whose company the session works for. */
export const SignUpStart_account = graphql(`
  fragment SignUpStart_account on Account {
    id
    phone
    email
    institutionName
    certificateNumber
    stateRegisterNumber
    company {
      id
      name
    }
  }
`)

/** The values a client data form starts from before its first save. */
export type DataStart = Partial<
  Record<'phone' | 'email' | 'companyName' | 'certificateNumber' | 'stateRegisterNumber', string>
>

/**
 * Before the client data is first saved, its form starts from what the haulier already told at
 * sign-up, so nothing is typed twice: the company's name, and, in the person's own company (its id
 * is the account it was signed up with), the phone, e-mail, certificate and register numbers. A
 * member of another company gets only that company's name: their own phone is not the company's.
 */
export function startFromSignUp(
  ref: FragmentType<typeof SignUpStart_account> | null | undefined,
): DataStart {
  const account = getFragmentData(SignUpStart_account, ref)
  const company = account?.company
  if (!account || !company) return {}
  if (company.id !== account.id) return { companyName: company.name }
  return {
    phone: account.phone,
    email: account.email,
    companyName: account.institutionName,
    certificateNumber: account.certificateNumber,
    stateRegisterNumber: account.stateRegisterNumber,
  }
}
