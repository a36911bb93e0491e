// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { expect, test } from 'vitest'
import { withoutServer } from '../../../testing/apollo'
import { renderWithShell } from '../../../testing/render'
import { PasswordForm } from './invitation-page'

const summary = () =>
  Array.from(document.querySelectorAll('[role="alert"] a')).map((link) => link.textContent)

test('sent empty, an operator’s invitation lists both passwords at once', async () => {
  const { user } = renderWithShell(
    withoutServer(<PasswordForm token="t0k3n" email="aman@example.com" />),
  )
  await user.click(screen.getByRole('button', { name: 'Set the password' }))
  expect(summary()).toEqual([
    'New password: Please fill in this field',
    'Repeat the password: Please fill in this field',
  ])
})
