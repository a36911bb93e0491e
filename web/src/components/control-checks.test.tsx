// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { describe, expect, test, vi } from 'vitest'
import { SCAN_FILES } from '../lib/files'
import { formText, missingFields } from '../lib/form-errors'
import { renderWithShell } from '../testing/render'
import { DateField } from './date-field'
import { TextField } from './field'
import { FileField } from './file-field'
import { MutationForm, SubmitButton } from './mutation-form'
import { useMutationForm } from './use-mutation-form'

/** A form whose page checks only that a name is given; the kit checks the e-mail and the date. */
function TripForm({ mutate }: { mutate: () => Promise<{ userErrors: [] }> }) {
  const form = useMutationForm({
    fields: ['name', 'email', 'leaving', 'scan'],
    read: (element) => ({ name: formText(element, 'name') }),
    check: (values) => missingFields(values, ['name'], 'Enter your name'),
    mutate,
    onSuccess: () => {},
    failure: { title: 'Not sent', message: 'Try again' },
  })
  return (
    <MutationForm form={form} aria-label="Trip">
      <TextField label="Name" name="name" error={form.errors.name} />
      <TextField label="E-mail" name="email" type="email" error={form.errors.email} />
      <DateField label="Leaving" name="leaving" min="2026-11-24" error={form.errors.leaving} />
      {/* Optional: the page's checks never look at it. */}
      <FileField label="Licence scan" name="scan" rule={SCAN_FILES} error={form.errors.scan} />
      <SubmitButton busy={form.busy}>Send</SubmitButton>
    </MutationForm>
  )
}

const summary = () =>
  Array.from(document.querySelectorAll('[role="alert"] a')).map((link) => link.textContent)

describe('the kit’s own checks of a control', () => {
  test('a malformed e-mail and a date before its min are told in the first round', async () => {
    const mutate = vi.fn(async () => ({ userErrors: [] as [] }))
    const { user } = renderWithShell(<TripForm mutate={mutate} />)
    await user.type(screen.getByLabelText('E-mail'), 'merdan at example.com')
    await user.type(screen.getByLabelText('Leaving'), '20.11.2026')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(summary()).toEqual([
      'Name: Enter your name',
      'E-mail: Enter an e-mail address such as name@example.com',
      'Leaving: The date cannot be before 24.11.2026',
    ])
    expect(mutate).not.toHaveBeenCalled()
  })

  test('a typed date that is no day of the calendar is told in the first round, and stops the submit', async () => {
    const mutate = vi.fn(async () => ({ userErrors: [] as [] }))
    const { user } = renderWithShell(<TripForm mutate={mutate} />)
    await user.type(screen.getByLabelText('Name'), 'Merdan')
    await user.type(screen.getByLabelText('Leaving'), '30.02.2027')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(summary()).toEqual([
      expect.stringMatching(/^Leaving: Enter a real date, for example 27\.03\.\d{4}$/),
    ])
    expect(mutate).not.toHaveBeenCalled()
  })

  test('the rule is loose: what looks like an address, or an empty field, goes to the server', async () => {
    const mutate = vi.fn(async () => ({ userErrors: [] as [] }))
    const { user } = renderWithShell(<TripForm mutate={mutate} />)
    await user.type(screen.getByLabelText('Name'), 'Merdan')
    await user.type(screen.getByLabelText('E-mail'), 'merdan@not-an-address')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(summary()).toEqual([])
    expect(mutate).toHaveBeenCalledOnce()
  })

  test('a refused file is told in the summary with the rest, even in an optional field, and stops the submit', async () => {
    const mutate = vi.fn(async () => ({ userErrors: [] as [] }))
    // user-event would drop a file outside `accept`; a person can still choose "All files".
    const { user } = renderWithShell(<TripForm mutate={mutate} />, {
      userEvent: { applyAccept: false },
    })
    const big = new File([new Uint8Array(SCAN_FILES.maxBytes)], 'licence.png', {
      type: 'image/png',
    })
    await user.upload(screen.getByLabelText('Licence scan'), big)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(summary()).toEqual([
      'Name: Enter your name',
      'Licence scan: The selected file must be smaller than 7.168 MB',
    ])
    await user.type(screen.getByLabelText('Name'), 'Merdan')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(summary()).toEqual(['Licence scan: The selected file must be smaller than 7.168 MB'])
    expect(mutate).not.toHaveBeenCalled()
  })
})
