// @vitest-environment happy-dom
import { MockedProvider } from '@apollo/client/testing/react'
import { screen } from '@testing-library/dom'
import { describe, expect, test, vi } from 'vitest'
import { renderWithShell } from '../../../testing/render'
import { RequestPage } from './request-page'

/** An online application as the office's query answers it, its applicant with no client data. */
const application = {
  __typename: 'OnlineApplicationForReview',
  id: '5',
  model: 'ONLINE_APPLICATION',
  status: 'PENDING',
  permissionNumber: 'OA-5',
  cmrNumber: '—',
  createdAt: '2026-11-20T07:30:00Z',
  updatedAt: '2026-11-20T07:30:00Z',
  availableActions: [],
  claim: null,
  timeline: [],
  applicant: {
    id: '2',
    name: 'Merdan Ataýew',
    email: 'merdan@ak-yol.tm',
    phone: '+99365123456',
    institutionName: 'Ak Ýol',
    individualProfile: null,
    legalEntityProfile: null,
  },
  company: null,
  filedBy: null,
  institutionName: 'Ak Ýol',
  responsiblePerson: 'Aýna Myradowa',
  phone: '+79161234567',
  email: 'ayna@ak-yol.tm',
  directorFullName: 'Batyr Öwezow',
  documents: [],
}

// The page's query answers at once: what it shows is the test, not how it is fetched.
vi.mock('../api/review-request', async (actual) => ({
  ...(await actual<typeof import('../api/review-request')>()),
  useRequestReview: () => ({ data: { office: { request: application } }, loading: false }),
}))

describe("an online application's page in the office", () => {
  test('writes the phones grouped, as the cabinet shows them, not as stored (E.164)', () => {
    renderWithShell(
      <MockedProvider mocks={[]}>
        <RequestPage model="ONLINE_APPLICATION" id="5" />
      </MockedProvider>,
      { path: '/office/requests/online-application/5' },
    )
    const phones = screen.getAllByText('Phone', { selector: 'dt' })
    expect(phones.map((term) => term.nextElementSibling?.textContent)).toEqual([
      '+7 916 123 45 67',
      '+993 65 123456',
    ])
  })
})
