// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { expect, test } from 'vitest'
import { withoutServer } from '../../../testing/apollo'
import { renderWithShell } from '../../../testing/render'
import { OperatorInvitationQuery } from '../api/invitation'
import { InvitationPage } from './invitation-page'

const invitation = {
  request: { query: OperatorInvitationQuery, variables: { token: 't0k3n' } },
  result: {
    data: {
      operatorInvitation: {
        __typename: 'OperatorInvitation' as const,
        email: 'aman@example.com',
        name: 'Aman',
        expiresAt: '2026-12-01T10:00:00Z',
      },
    },
  },
}

const summary = () =>
  Array.from(document.querySelectorAll('[role="alert"] a')).map((link) => link.textContent)

test('sent empty, an operator’s invitation lists both passwords at once', async () => {
  const { user } = renderWithShell(withoutServer(<InvitationPage />, [invitation]), {
    path: '/office/invitation?token=t0k3n',
  })
  await user.click(await screen.findByRole('button', { name: 'Set the password' }))
  expect(summary()).toEqual([
    'New password: Please fill in this field',
    'Repeat the password: Please fill in this field',
  ])
})
