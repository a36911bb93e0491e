import { describe, expect, test } from 'vitest'
import { makeFragmentData } from '../../gql'
import { SignUpStart_account, startFromSignUp } from './sign-up-start'

const account = (companyId: string | null) =>
  makeFragmentData(
    {
      __typename: 'Account',
      id: '7',
      phone: '+99365123456',
      email: 'merdan@example.com',
      institutionName: 'Ak Ýol Logistika HJ',
      certificateNumber: 'YG-1',
      stateRegisterNumber: 'EGRPO-1',
      company:
        companyId === null
          ? null
          : { __typename: 'Company', id: companyId, name: 'Garagum Ulag HJ' },
    },
    SignUpStart_account,
  )

describe('what an unsaved client data form starts from', () => {
  test("in the person's own company: everything told at sign-up", () => {
    expect(startFromSignUp(account('7'))).toEqual({
      phone: '+99365123456',
      email: 'merdan@example.com',
      companyName: 'Ak Ýol Logistika HJ',
      certificateNumber: 'YG-1',
      stateRegisterNumber: 'EGRPO-1',
    })
  })

  test("in another company: its name only, never the member's own phone or numbers", () => {
    expect(startFromSignUp(account('12'))).toEqual({ companyName: 'Garagum Ulag HJ' })
  })

  test('in no company, or with no account read: nothing', () => {
    expect(startFromSignUp(account(null))).toEqual({})
    expect(startFromSignUp(undefined)).toEqual({})
  })
})
