// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom'
import { describe, expect, test, vi } from 'vitest'
import { SCAN_FILES } from '../lib/files'
import { formValues } from '../lib/form-errors'
import { renderWithShell } from '../testing/render'
import { CheckboxGroupField, RadioGroupField } from './choice-fields'
import { DateField } from './date-field'
import { FileField } from './file-field'
import { MultiSelectField } from './multi-select-field'
import { PhoneField, readPhone } from './phone-field'
import { SelectField } from './select-field'
import { TextAreaField } from './text-area-field'

const regions = [
  { value: '1', label: 'Ahal' },
  { value: '2', label: 'Balkan' },
  { value: '3', label: 'Daşoguz' },
]
const form = () => document.querySelector('form') as HTMLFormElement

describe('labelled controls', () => {
  test('a date is typed as the portal writes days; the form reads it as ISO, and a text that is no day is marked', async () => {
    const { user } = renderWithShell(
      <form>
        <DateField label="Valid until" name="until" defaultValue="2027-01-04" />
      </form>,
    )
    const until = screen.getByLabelText('Valid until') as HTMLInputElement
    const day = () => new FormData(form()).get('until')
    // Started from an ISO day, shown as the portal writes it.
    expect([until.value, day()]).toEqual(['04.01.2027', '2027-01-04'])
    await user.clear(until)
    await user.type(until, '5/2/2028')
    expect(day()).toBe('2028-02-05')
    await user.tab()
    expect(until.value).toBe('05.02.2028')
    // An ISO day (pasted, or typed by a tool) is taken too.
    await user.clear(until)
    await user.type(until, '2029-12-31')
    expect(day()).toBe('2029-12-31')
    // No day of the calendar: the control says so itself, and its text is what the form reads.
    await user.clear(until)
    await user.type(until, '31.02.2027')
    expect(until.validationMessage).toMatch(/^Enter a real date, for example 27\.03\.\d{4}$/)
    expect(day()).toBe('31.02.2027')
    // Emptied, there is no day and no problem of its own (required is the page's check).
    await user.clear(until)
    expect([day(), until.validationMessage]).toEqual(['', ''])
  })

  test('a select, a date, a text area and a phone are found by their labels', () => {
    renderWithShell(
      <form>
        <SelectField label="Region" name="region" options={regions} placeholder="Choose" />
        <DateField label="Valid until" name="until" min="2026-01-01" max="2030-12-31" required />
        <TextAreaField label="Address" name="address" hint="Street and house" error="Too long" />
        <PhoneField label="Phone" name="phone" />
      </form>,
    )
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveProperty('value', '')
    // A typed day, not the browser's date input (its format and calendar speak the browser's
    // language): the range rides on the control for the kit's checks, the day on a hidden input.
    const until = screen.getByLabelText('Valid until') as HTMLInputElement
    expect([until.type, until.dataset.min, until.dataset.max, until.required]).toEqual([
      'text',
      '2026-01-01',
      '2030-12-31',
      true,
    ])
    expect(descriptionOf(until)).toMatch(/^For example, 27\.03\.\d{4}$/)
    const address = screen.getByRole('textbox', { name: 'Address' })
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(address)).toBe('Street and house Too long')
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeTruthy()
  })

  test('the phone is masked as +993 and eight digits while typed', async () => {
    const { user } = renderWithShell(
      <form>
        <PhoneField label="Phone" name="phone" />
      </form>,
    )
    const phone = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement
    await user.click(phone)
    await user.keyboard('65123456')
    expect(phone.value).toBe('+993 65 123456')
    expect(readPhone(form(), 'phone')).toEqual({ value: '+99365123456', typed: true })
  })

  test('a + typed after the offered +993 keeps a foreign number, and the country follows', async () => {
    const { user } = renderWithShell(
      <form>
        <PhoneField label="Phone" name="phone" />
      </form>,
    )
    const phone = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement
    await user.click(phone)
    await user.keyboard('+7 916 123 45 67')
    expect(phone.value).toBe('+7 916 123 45 67')
    const country = screen.getByRole('combobox', { name: 'Country of the phone number' })
    expect((country as HTMLSelectElement).value).toBe('RU')
    expect(readPhone(form(), 'phone').value).toBe('+79161234567')
  })

  test('with another country chosen, its trunk prefix 8 is read as that country writes it', async () => {
    const { user } = renderWithShell(
      <form>
        <PhoneField label="Phone" name="phone" />
      </form>,
    )
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Country of the phone number' }),
      'RU',
    )
    const phone = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement
    await user.click(phone)
    await user.keyboard('89161234567')
    expect(readPhone(form(), 'phone').value).toBe('+79161234567')
    await user.tab()
    expect(phone.value).toBe('+7 916 123 45 67')
  })

  test('a stored foreign number is shown with its code and its country chosen', () => {
    renderWithShell(
      <form>
        <PhoneField label="Phone" name="phone" defaultValue="+905321234567" />
      </form>,
    )
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveProperty(
      'value',
      '+90 532 123 45 67',
    )
    expect(screen.getByRole('combobox', { name: 'Country of the phone number' })).toHaveProperty(
      'value',
      'TR',
    )
  })

  test('a radio group is a fieldset named by its legend; arrow keys move the choice', async () => {
    const { user } = renderWithShell(
      <form>
        <RadioGroupField
          legend="Department"
          name="department"
          choices={[
            { value: 'GENERAL', label: 'General', hint: 'Permits' },
            { value: 'TECHNICAL', label: 'Technical' },
          ]}
          defaultValue="GENERAL"
          error="Choose one"
        />
      </form>,
    )
    const group = screen.getByRole('group', { name: 'Department' })
    expect(descriptionOf(group)).toBe('Choose one')
    const general = screen.getByRole('radio', { name: 'General Permits' })
    expect(general).toHaveProperty('checked', true)
    general.focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Technical' })).toHaveProperty('checked', true)
    expect(new FormData(form()).get('department')).toBe('TECHNICAL')
  })

  test('a checkbox group sends every ticked value; Space ticks', async () => {
    const { user } = renderWithShell(
      <form>
        <CheckboxGroupField
          legend="Regions"
          name="regions"
          choices={regions}
          defaultValue={['1']}
        />
      </form>,
    )
    screen.getByRole('checkbox', { name: 'Balkan' }).focus()
    await user.keyboard(' ')
    expect(formValues(form(), 'regions')).toEqual(['1', '2'])
  })
})

describe('the multi-select', () => {
  const codes = [
    { value: 'A', label: 'International carriage' },
    { value: 'B', label: 'Dangerous goods' },
    { value: 'C', label: 'Passengers' },
  ]

  test('says "N selected" in its name and opens a list of checkboxes by keyboard', async () => {
    const { user } = renderWithShell(
      <form>
        <MultiSelectField label="Licence codes" name="codes" options={codes} defaultValue={['C']} />
        <button type="button">After</button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Licence codes 1 selected' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await expectFocused(screen.getByRole('checkbox', { name: 'International carriage' }))
    await user.keyboard(' {ArrowDown} ')
    expect(screen.getByRole('button', { name: 'Licence codes 3 selected' })).toBe(button)
    await user.keyboard('{Escape}')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
    // Closed, the choice is still the form's, in the options' order.
    expect(formValues(form(), 'codes')).toEqual(['A', 'B', 'C'])
  })

  test('Enter opens it, Tab out of the list closes it, a reset restores the first choice', async () => {
    const { user } = renderWithShell(
      <form>
        <MultiSelectField label="Licence codes" name="codes" options={codes} />
        <button type="button">After</button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Licence codes 0 selected' })
    button.focus()
    await user.keyboard('{Enter}')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    await user.tab()
    await user.keyboard(' ')
    expect(button.textContent).toContain('1 selected')
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.reset(form())
    await expectText(button, '0 selected')
  })
})

describe('the file field', () => {
  const pick = async (user: ReturnType<typeof renderWithShell>['user'], file: File) => {
    // user-event would drop a file outside `accept`; a person can still choose "All files".
    const input = screen.getByLabelText('Licence scan') as HTMLInputElement
    await user.upload(input, file)
    return input
  }
  const scan = (name: string, size: number, type: string) =>
    new File([new Uint8Array(size)], name, { type })

  const renderFile = () =>
    renderWithShell(
      <form>
        <FileField label="Licence scan" name="licence" rule={SCAN_FILES} required />
      </form>,
      { userEvent: { applyAccept: false } },
    )

  test('refuses a wrong type before any upload: the input is emptied, the problem shown', async () => {
    const { user } = renderFile()
    const input = await pick(user, scan('licence.pdf', 100, 'application/pdf'))
    expect(input.value).toBe('')
    expect(input.files?.length ?? 0).toBe(0)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(input)).toBe('The selected file must be JPEG, JPG, PNG')
  })

  test('refuses a file at the size limit', async () => {
    const { user } = renderFile()
    const input = await pick(user, scan('licence.png', SCAN_FILES.maxBytes, 'image/png'))
    expect(input.files?.length ?? 0).toBe(0)
    expect(descriptionOf(input)).toBe('The selected file must be smaller than 7.168 MB')
  })

  test('shows a good image with its name and a preview; Remove empties it', async () => {
    const { user } = renderFile()
    const input = await pick(user, scan('licence.png', 2048, 'image/png'))
    expect(input.files?.[0]?.name).toBe('licence.png')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByText('licence.png', { selector: 'p span' })).toBeTruthy()
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/)
    await user.click(screen.getByRole('button', { name: 'Remove licence.png' }))
    expect(input.files?.length ?? 0).toBe(0)
    expect(screen.queryAllByText(/licence\.png/)).toEqual([])
    expect(document.activeElement).toBe(input)
  })

  test('a saved scan that does not load as an image shows a document icon and "No preview", never a broken image', () => {
    renderWithShell(
      <FileField
        label="Licence scan"
        name="licence"
        rule={SCAN_FILES}
        saved={{ name: 'licence.png', href: '/files/7', image: true }}
      />,
    )
    const image = document.querySelector('img')
    expect(image?.getAttribute('src')).toBe('/files/7')
    fireEvent.error(image as HTMLImageElement)
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', { name: 'No preview of licence.png' }).textContent).toBe(
      'No preview',
    )
    expect(screen.getByRole('link', { name: 'licence.png' }).getAttribute('href')).toBe('/files/7')
  })

  test('a chosen file that the browser cannot show as an image shows the fallback too', async () => {
    const { user } = renderFile()
    await pick(user, scan('licence.png', 2048, 'image/png'))
    fireEvent.error(document.querySelector('img') as HTMLImageElement)
    expect(screen.getByRole('img', { name: 'No preview of licence.png' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove licence.png' })).toBeTruthy()
  })
})

function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => document.getElementById(id)?.textContent?.trim()).join(' ')
}

async function expectFocused(element: HTMLElement) {
  await vi.waitFor(() => expect(document.activeElement).toBe(element))
}

async function expectText(element: HTMLElement, text: string) {
  await vi.waitFor(() => expect(element.textContent).toContain(text))
}
