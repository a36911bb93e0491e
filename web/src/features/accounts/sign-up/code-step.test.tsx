// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { expect, test, vi } from 'vitest'
import { withoutServer } from '../../../testing/apollo'
import { renderWithShell } from '../../../testing/render'
import { CodeStep } from './code-step'

test('the code step names the e-mail exactly as it was typed, tags and placeholders included', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const email = '<b>aýna</b><0>x</0>@example.tm'
  renderWithShell(
    withoutServer(
      <CodeStep
        details={{
          name: 'Aýna Berdiýewa',
          phone: '+99365123456',
          email,
          institutionName: 'Ak ýol',
          certificateNumber: 'S-1',
          certificateExpiresOn: '2030-01-01',
          stateRegisterNumber: 'R-1',
          privacyPolicyAccepted: true,
        }}
        challenge="challenge"
        onVerified={() => {}}
        onNewCode={() => {}}
        onBack={() => {}}
      />,
    ),
  )
  const shown = screen.getByText(email, { selector: 'strong' })
  expect(shown.parentElement?.textContent).toBe(
    `We have sent a six-digit code to ${email}. It is valid for 10 minutes.`,
  )
  expect(shown.querySelector('b')).toBeNull()
  expect(logged).not.toHaveBeenCalled()
  logged.mockRestore()
})
