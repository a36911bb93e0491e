// @vitest-environment happy-dom
import { screen, within } from '@testing-library/dom'
import { describe, expect, test } from 'vitest'
import { makeFragmentData } from '../gql'
import type { Timeline_ChangeFragment } from '../gql/graphql'
import { renderWithShell } from '../testing/render'
import { Timeline, Timeline_change } from './timeline'

/** A text as the catalogs would give it (the test's own words stay out of them). */
const said = (text: string) => ({ id: text, message: text })

const permitWords = {
  NEW: said('New'),
  UNDER_CONSIDERATION: said('Under consideration'),
  TO_PAY: said('To pay'),
  PAID: said('Paid'),
  SUCCESSFUL: said('Issued'),
  REJECTED: said('Rejected'),
}
const cabinetActors = {
  CLIENT: said('You'),
  OPERATOR: said('An operator'),
  PAYMENT_PROVIDER: said('The payment provider'),
}
const officeActors = { ...cabinetActors, CLIENT: said('The haulier') }

const change = (fields: Partial<Timeline_ChangeFragment>) =>
  makeFragmentData(
    {
      fromStatus: null,
      toStatus: 'NEW',
      actor: 'CLIENT',
      actorName: null,
      member: null,
      reason: null,
      changedAt: '2026-11-20T07:30:00Z',
      ...fields,
    } as Timeline_ChangeFragment,
    Timeline_change,
  )

/** A filing by a member, an operator's rejection with a reason, and a legacy row naming nobody. */
const changes = (officeNames: boolean) => [
  change({ member: 'Aýna Myradowa', actorName: officeNames ? 'Aýna Myradowa' : null }),
  change({
    fromStatus: 'NEW',
    toStatus: 'REJECTED',
    actor: 'OPERATOR',
    actorName: officeNames ? 'Merdan Operator' : null,
    reason: 'No licence',
    changedAt: '2026-11-20T09:00:00Z',
  }),
  change({
    toStatus: 'NEW',
    actorName: officeNames ? 'Ulag Hyzmat' : null,
    changedAt: '2026-11-21T09:00:00Z',
  }),
]

const items = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/^\S+ \S+( GMT\+5)? /, ''))

describe('the one Timeline', () => {
  test("in the cabinet: the step, who (the member by name), why; no operator's name", () => {
    renderWithShell(
      <Timeline
        aria-label="Timeline"
        changes={changes(false)}
        statusWords={permitWords}
        actorWords={cabinetActors}
      />,
    )
    expect(items()).toEqual([
      'You: New · by Aýna Myradowa',
      'An operator: Rejected — No licence',
      'You: New',
    ])
    expect(screen.getAllByRole('listitem')[0]?.querySelector('time')?.dateTime).toBe(
      '2026-11-20T07:30:00Z',
    )
  })

  test('in the office: where each step came from, the operator by name, the member apart', () => {
    renderWithShell(
      <Timeline
        aria-label="Timeline"
        changes={changes(true)}
        statusWords={permitWords}
        actorWords={officeActors}
        showFrom
      />,
    )
    expect(items()).toEqual([
      'The haulier: New · by Aýna Myradowa',
      'Merdan Operator: New → Rejected — No licence',
      // A change from before companies had members: the account's name, as the office read it.
      'Ulag Hyzmat: New',
    ])
  })
})
