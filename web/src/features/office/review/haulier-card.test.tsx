// @vitest-environment happy-dom
import { MockedProvider } from '@apollo/client/testing/react'
import { i18n } from '@lingui/core'
import { screen } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { makeFragmentData } from '../../../gql'
import type { Haulier_ApplicantFragment, Haulier_ProfileFragment } from '../../../gql/graphql'
import { renderWithShell } from '../../../testing/render'
import { withoutTurkmen } from '../../../testing/without-turkmen'
import { Haulier_applicant, Haulier_profile } from '../api/review-permit'
import { HaulierCard } from './haulier-card'

/** A company haulier with a deposit of 1 500,75 manat. */
function applicant(): Haulier_ApplicantFragment {
  const profile = makeFragmentData(
    {
      __typename: 'LegalEntityProfile',
      id: '7',
      kind: 'LEGAL_ENTITY',
      phone: '+99312345678',
      email: 'office@ak-yol.tm',
      licenceNumber: 'L-1',
      licenceExpiresOn: '2027-01-01',
      balance: 1500.75,
      city: {
        __typename: 'City',
        id: '1',
        name: { __typename: 'LocalizedText', tm: 'Aşgabat', ru: 'Ашхабад', en: 'Ashgabat' },
      },
      documents: [],
    } as Haulier_ProfileFragment,
    Haulier_profile,
  )
  return makeFragmentData(
    {
      id: '2',
      name: 'Merdan Ataýew',
      email: 'merdan@ak-yol.tm',
      phone: '+99365123456',
      institutionName: 'Ak Ýol',
      individualProfile: null,
      legalEntityProfile: {
        id: '7',
        companyName: 'Ak Ýol',
        address: 'Aşgabat, Magtymguly şaýoly 1',
        stateRegisterNumber: '123456',
        certificateNumber: 'C-9',
        bankDetails: 'Türkmenbaşy DTB, 390101701',
        accountNumber: '23201934100123',
        ...profile,
      },
    } as unknown as Haulier_ApplicantFragment,
    Haulier_applicant,
  ) as unknown as Haulier_ApplicantFragment
}

function card() {
  return renderWithShell(
    <MockedProvider mocks={[]}>
      <HaulierCard applicant={applicant()} />
    </MockedProvider>,
    { path: '/office/permits/42' },
  )
}

const speak = (locale: string) => act(() => i18n.loadAndActivate({ locale, messages: {} }))

/** The value of the fact named `term`. */
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling

describe("the haulier's card in the office", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    speak('en')
  })

  test('writes the deposit as the interface’s language writes money, as the cabinet does', () => {
    card()
    expect(fact('Deposit')?.textContent).toBe('TMT\u00A01,500.75')
  })

  test('in Turkmen, in a browser without Turkmen numbers, the form the field’s hint asks for', () => {
    withoutTurkmen('NumberFormat')
    speak('tm')
    card()
    expect(fact('Deposit')?.textContent).toBe('1\u00A0500,75\u00A0TMT')
  })

  test('writes the saved phones grouped, as the cabinet shows them, not as stored (E.164)', () => {
    card()
    const phones = screen.getAllByText('Phone', { selector: 'dt' })
    expect(phones.map((term) => term.nextElementSibling?.textContent)).toEqual([
      '+993 65 123456',
      '+993 12 345678',
    ])
  })

  test("shows the company's bank details and bank account, the portal's account id named apart", () => {
    card()
    expect(fact('Bank details')?.textContent).toBe('Türkmenbaşy DTB, 390101701')
    expect(fact('Bank account number')?.textContent).toBe('23201934100123')
    expect(fact('Portal account No.')?.textContent).toBe('2')
    // "Account number" is the bank account's in the haulier's legal data: never the portal's id.
    expect(screen.queryByText('Account number', { selector: 'dt' })).toBeNull()
  })

  test('the question names the deposit as it was read, written as the card writes it', async () => {
    const { user } = card()
    await user.type(screen.getByLabelText(/New deposit, manat/), '1 350,50')
    await user.click(screen.getByRole('button', { name: 'Set the deposit' }))
    const question = await screen.findByRole('dialog', { name: 'Set the deposit?' })
    expect(question.textContent).toContain('The deposit becomes TMT\u00A01,350.50.')
    await user.click(screen.getByRole('button', { name: 'Go back' }))
  })
})
