// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { screen } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { SCAN_FILES } from '../lib/files'
import { type FieldErrors, formFile } from '../lib/form-errors'
import { renderWithShell } from '../testing/render'
import { CheckboxField, TextField } from './field'
import { FileField } from './file-field'
import { MutationForm, SubmitButton } from './mutation-form'
import { useMutationForm } from './use-mutation-form'

type Check = (form: HTMLFormElement) => FieldErrors

/** A form whose own checks are given; the mutation is never reached in these tests. */
function CheckedForm({ check, children }: { check: Check; children: React.ReactNode }) {
  const form = useMutationForm({
    fields: ['first', 'second', 'third', 'car'],
    read: () => ({}),
    check: (_values, element) => check(element),
    mutate: async () => ({ userErrors: [] }),
    onSuccess: () => {},
    failure: { title: 'Not saved', message: 'Try again' },
  })
  return (
    <MutationForm form={form} aria-label="Checked">
      {children}
      <Errors errors={form.errors} />
      <SubmitButton busy={form.busy}>Save</SubmitButton>
    </MutationForm>
  )
}

/** Each field's message, as a form passes it to its field (read by the test). */
function Errors({ errors }: { errors: FieldErrors }) {
  return <output data-testid="errors">{JSON.stringify(errors)}</output>
}

const summaryLinks = () =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('[role="alert"] a')).map((link) => ({
    text: link.textContent,
    href: link.getAttribute('href'),
  }))

describe('the error summary', () => {
  test('an item whose field is not shown, or has no label, gets no link, none to "#"', async () => {
    const { user } = renderWithShell(
      <CheckedForm check={() => ({ first: 'Fill in', car: 'Fill in', second: 'Fill in' })}>
        <TextField label="First" name="first" />
        {/* "second" has a control but no label; "car" is not on the page at all. */}
        <input name="second" />
      </CheckedForm>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const links = summaryLinks()
    expect(links.map((link) => link.text)).toEqual(['First: Fill in'])
    expect(links.every((link) => link.href?.startsWith('#') && link.href.length > 1)).toBe(true)
    // Their messages are still told, last and as text: nothing refused goes unsaid.
    const items = Array.from(document.querySelectorAll('[role="alert"] li'))
    expect(items.map((item) => item.textContent)).toEqual(['First: Fill in', 'Fill in', 'Fill in'])
  })

  test('a field in a hidden part of the form gets no link', async () => {
    const { user } = renderWithShell(
      <CheckedForm check={() => ({ first: 'Fill in', third: 'Fill in' })}>
        <TextField label="First" name="first" />
        <div hidden>
          <TextField label="Third" name="third" />
        </div>
      </CheckedForm>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(summaryLinks().map((link) => link.text)).toEqual(['First: Fill in'])
  })

  test('a label is named by the words a person sees, not the words written for screen readers alone', async () => {
    const { user } = renderWithShell(
      <CheckedForm check={() => ({ first: 'Accept it', second: 'Fill in' })}>
        <CheckboxField
          label={
            <>
              I have read and accept the{' '}
              <a href="/privacy_policy" target="_blank" rel="noopener">
                privacy policy<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          }
          name="first"
          required
        />
        <TextField
          label={
            <>
              <span className="visually-hidden">Second driver: </span>Licence number
            </>
          }
          name="second"
        />
      </CheckedForm>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(summaryLinks().map((link) => link.text)).toEqual([
      'I have read and accept the privacy policy: Accept it',
      'Licence number: Fill in',
    ])
  })

  test('items follow the order of their fields on the page, not the order of the field names', async () => {
    const { user } = renderWithShell(
      <CheckedForm check={() => ({ first: 'One', second: 'Two', third: 'Three' })}>
        <TextField label="Third" name="third" />
        <TextField label="First" name="first" />
        <TextField label="Second" name="second" />
      </CheckedForm>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(summaryLinks().map((link) => link.text)).toEqual([
      'Third: Three',
      'First: One',
      'Second: Two',
    ])
  })

  test('a refused file: the summary says what the field says, not the form’s "choose a file"', async () => {
    const { user } = renderWithShell(
      <CheckedForm check={(form) => (formFile(form, 'first') ? {} : { first: 'Choose a file' })}>
        <FileField label="Licence scan" name="first" rule={SCAN_FILES} required />
      </CheckedForm>,
      { userEvent: { applyAccept: false } },
    )
    const input = screen.getByLabelText('Licence scan') as HTMLInputElement
    await user.upload(input, new File(['text'], 'licence.txt', { type: 'text/plain' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const shown = document.querySelector('.field-error')?.textContent
    expect(shown).toBe('The selected file must be JPEG, JPG, PNG')
    expect(summaryLinks().map((link) => link.text)).toEqual([`Licence scan: ${shown}`])
  })

  describe('after the interface language changes', () => {
    const words = {
      en: { name: 'Name', city: 'City', fill: 'Fill in this field' },
      ru: { name: 'Имя', city: 'Город', fill: 'Заполните это поле' },
      tm: { name: 'Ady', city: 'Şäher', fill: 'Bu meýdançany dolduryň' },
    }
    type Lang = keyof typeof words
    const speak = (locale: Lang) => act(() => i18n.loadAndActivate({ locale, messages: {} }))
    afterEach(() => speak('en'))

    /** A form whose labels and own check speak the interface language (as `t` would). */
    function LocalizedForm() {
      const { i18n: current } = useLingui()
      const say = words[current.locale as Lang]
      return (
        <CheckedForm check={() => ({ first: say.fill, second: say.fill })}>
          <TextField label={say.name} name="first" />
          <TextField label={say.city} name="second" />
        </CheckedForm>
      )
    }
    const messages = () => JSON.parse(screen.getByTestId('errors').textContent ?? '{}')

    test('the summary’s labels and the page’s own messages follow it (TM → RU → TM)', async () => {
      speak('tm')
      const { user } = renderWithShell(<LocalizedForm />)
      await user.click(screen.getByRole('button', { name: 'Save' }))
      const summary = document.querySelector<HTMLElement>('[tabindex="-1"]')
      expect(document.activeElement).toBe(summary)
      for (const locale of ['ru', 'tm', 'en'] as const) {
        speak(locale)
        const say = words[locale]
        expect(summaryLinks().map((link) => link.text)).toEqual([
          `${say.name}: ${say.fill}`,
          `${say.city}: ${say.fill}`,
        ])
        expect(messages()).toEqual({ first: say.fill, second: say.fill })
      }
      // Worded again for the same attempt: the focus is not taken back to the summary.
      expect(document.activeElement).toBe(summary)
    })
  })
})
