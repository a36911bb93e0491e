// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { expect, test } from 'vitest'
import { withoutServer } from '../../testing/apollo'
import { renderWithShell } from '../../testing/render'
import { RegisterForm } from './register-form'

const summary = () =>
  Array.from(document.querySelectorAll('[role="alert"] a')).map((link) => link.textContent)

const renderForm = () =>
  renderWithShell(withoutServer(<RegisterForm token="t0k3n" email="merdan@example.com" />))

test('sent empty, the sign-up with an invitation lists every missing field at once', async () => {
  const { user } = renderForm()
  await user.click(screen.getByRole('button', { name: 'Sign up and join' }))
  expect(summary()).toEqual([
    'Your name: Please fill in this field',
    'Password: Please fill in this field',
    'Repeat the password: Please fill in this field',
  ])
})

test('a short password and another confirmation are told together, the name kept', async () => {
  const { user } = renderForm()
  await user.type(screen.getByLabelText('Password'), 'short')
  await user.type(screen.getByLabelText('Repeat the password'), 'shorter')
  await user.click(screen.getByRole('button', { name: 'Sign up and join' }))
  expect(summary()).toEqual([
    'Your name: Please fill in this field',
    'Password: At least 8 characters',
    'Repeat the password: The passwords do not match',
  ])
  expect(screen.getByLabelText('Password')).toHaveProperty('value', 'short')
})
