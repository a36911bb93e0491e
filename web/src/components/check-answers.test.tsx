// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { shownAnswer } from '../lib/form-answers'
import { formText, missingFields, type UserErrorLike } from '../lib/form-errors'
import { renderWithShell } from '../testing/render'
import { CheckAnswers } from './check-answers'
import { DateField } from './date-field'
import { TextField } from './field'
import { MutationForm, SubmitButton } from './mutation-form'
import { PopupHost, popup } from './popup'
import { SelectField } from './select-field'
import { useMutationForm } from './use-mutation-form'

type Payload = { userErrors: UserErrorLike[] }
type Values = { cargo: string; country: string; departure: string }

/** A form with a check of its answers, built as the e-permit request is. */
function RequestForm({ mutate }: { mutate: (values: Values) => Promise<Payload> }) {
  const form = useMutationForm({
    fields: ['cargo', 'country', 'departure'],
    review: true,
    read: (element) => ({
      cargo: formText(element, 'cargo'),
      country: formText(element, 'country'),
      departure: formText(element, 'departure'),
    }),
    check: (values) => missingFields(values, ['cargo'], 'Enter the cargo'),
    mutate: (values) => mutate(values),
    onSuccess: () => {},
    failure: { title: 'Not sent', message: 'Try again' },
  })
  const element = form.formRef.current
  return (
    <>
      {form.reviewing && element && (
        <CheckAnswers
          form={form}
          sendLabel="Send request"
          rows={[
            { key: 'cargo', field: 'cargo', label: 'Cargo', value: shownAnswer(element, 'cargo') },
            {
              key: 'country',
              field: 'country',
              label: 'Country',
              value: shownAnswer(element, 'country'),
            },
            {
              key: 'departure',
              field: 'departure',
              label: 'Departure',
              value: shownAnswer(element, 'departure'),
            },
          ]}
        />
      )}
      <MutationForm form={form} aria-label="Request">
        <TextField label="Cargo" name="cargo" error={form.errors.cargo} />
        <SelectField
          label="Country"
          name="country"
          placeholder="Choose"
          options={[{ value: '7', label: 'Türkiye' }]}
          defaultValue=""
          error={form.errors.country}
        />
        <DateField label="Departure" name="departure" error={form.errors.departure} />
        <SubmitButton busy={form.busy}>Continue</SubmitButton>
      </MutationForm>
      <PopupHost />
    </>
  )
}

afterEach(() => act(() => popup.close()))

describe('checking the answers before sending', () => {
  test('Continue shows the answers in words and sends nothing; Change goes back to the field, focused, with its value kept; Send request sends', async () => {
    const mutate = vi.fn(() => Promise.resolve({ userErrors: [] }))
    const { user } = renderWithShell(<RequestForm mutate={mutate} />)
    await user.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Cotton')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), '7')
    await user.type(screen.getByRole('textbox', { name: /^Departure/ }), '27.03.2027')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    expect(mutate).not.toHaveBeenCalled()
    const heading = screen.getByRole('heading', { name: /Check your answers/ })
    expect(document.activeElement).toBe(heading)
    const answers = screen.getAllByRole('definition').map((each) => each.textContent)
    expect(answers).toEqual([
      'Cotton',
      'Change Cargo',
      'Türkiye',
      'Change Country',
      '27.03.2027',
      'Change Departure',
    ])
    expect(screen.getByRole('form', { hidden: true }).hidden).toBe(true)

    await user.click(screen.getByRole('link', { name: 'Change Cargo' }))
    const cargo = screen.getByRole('textbox', { name: 'Cargo' })
    await waitFor(() => expect(document.activeElement).toBe(cargo))
    expect((cargo as HTMLInputElement).value).toBe('Cotton')

    // A date's Change goes to the box a person types in, not to the day the form reads.
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('link', { name: 'Change Departure' }))
    const departure = screen.getByRole('textbox', { name: /^Departure/ })
    await waitFor(() => expect(document.activeElement).toBe(departure))
    expect((departure as HTMLInputElement).value).toBe('27.03.2027')

    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    expect(mutate).toHaveBeenCalledWith({ cargo: 'Cotton', country: '7', departure: '2027-03-27' })
  })

  test('a problem the server finds shows the form again, the problem under its field', async () => {
    const mutate = vi.fn(() =>
      Promise.resolve({
        userErrors: [{ field: ['cargo'], message: 'Too long', code: 'INVALID' }],
      }),
    )
    const { user } = renderWithShell(<RequestForm mutate={mutate} />)
    await user.type(screen.getByRole('textbox', { name: 'Cargo' }), 'Cotton')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Check your answers/ })).toBeNull(),
    )
    expect(screen.getByRole('form').hidden).toBe(false)
    expect(screen.getAllByText('Too long').length).toBeGreaterThan(0)
  })
})
