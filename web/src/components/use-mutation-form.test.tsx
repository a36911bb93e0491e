// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { screen, waitFor } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { SCAN_FILES } from '../lib/files'
import { formText, missingFields, type UserErrorLike } from '../lib/form-errors'
import type { SubmitAttempt } from '../lib/submit-attempt'
import { renderWithShell } from '../testing/render'
import { TextField } from './field'
import { FileField } from './file-field'
import { MultiSelectField } from './multi-select-field'
import { MutationForm, SubmitButton } from './mutation-form'
import { PopupHost, popup } from './popup'
import { useMutationForm } from './use-mutation-form'

type Payload = { saved: boolean; userErrors: UserErrorLike[] }
type Mutate = (values: { name: string }, attempt: SubmitAttempt) => Promise<Payload>

/** A small profile form built as every form of the web is: fields, the hook, its frame. */
function ProfileForm({ mutate, onSuccess }: { mutate: Mutate; onSuccess: () => void }) {
  const form = useMutationForm({
    fields: ['name', 'licenceTypeIds', 'documents.1'],
    read: (element) => ({ name: formText(element, 'name') }),
    check: (values) => missingFields(values, ['name'], 'Enter your name'),
    mutate,
    onSuccess,
    failure: { title: 'Profile not saved', message: 'Your data could not be saved' },
  })
  return (
    <MutationForm form={form} aria-label="Profile">
      <TextField label="Name" name="name" error={form.errors.name} />
      <MultiSelectField
        label="Licence codes"
        name="licenceTypeIds"
        options={[{ value: '1', label: 'International carriage' }]}
        error={form.errors.licenceTypeIds}
      />
      <FileField
        label="Licence scan"
        name="documents.1"
        rule={SCAN_FILES}
        error={form.errors['documents.1']}
      />
      <SubmitButton busy={form.busy}>Save</SubmitButton>
    </MutationForm>
  )
}

function renderProfile(mutate: Mutate, onSuccess = vi.fn()) {
  document.title = 'Profile · Portal'
  const rendered = renderWithShell(
    <>
      <ProfileForm mutate={mutate} onSuccess={onSuccess} />
      <PopupHost />
    </>,
  )
  return { ...rendered, onSuccess, name: () => screen.getByRole('textbox', { name: 'Name' }) }
}

const save = () => screen.getByRole('button', { name: 'Save' })
const answer = (userErrors: UserErrorLike[] = []): Promise<Payload> =>
  Promise.resolve({ saved: userErrors.length === 0, userErrors })

afterEach(() => act(() => popup.close()))

describe('a failed submit', () => {
  test("the page's checks stop it: the error summary is focused, links to the field, titles the page", async () => {
    const mutate = vi.fn(() => answer())
    const { user, name } = renderProfile(mutate)
    await user.click(save())
    expect(mutate).not.toHaveBeenCalled()
    const summary = screen.getByRole('alert')
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy()
    expect(document.activeElement?.contains(summary)).toBe(true)
    expect(document.title).toBe('Error: Profile · Portal')
    const link = screen.getByRole('link', { name: 'Name: Enter your name' })
    expect(link.getAttribute('href')).toBe(`#${name().id}`)
    await user.click(link)
    expect(document.activeElement).toBe(name())
    expect(name().getAttribute('aria-invalid')).toBe('true')
  })

  test('each userError goes under its field by path; what was typed stays; no popup', async () => {
    const mutate = vi.fn(() =>
      answer([
        { field: ['documents', '1'], message: 'The scan is not a JPEG', code: 'INVALID' },
        { field: 'name', message: 'Too long', code: 'INVALID' },
        { field: ['licenceTypeIds'], message: 'Choose at least one', code: 'INVALID' },
      ]),
    )
    const { user, name } = renderProfile(mutate)
    await user.type(name(), 'Merdan')
    await user.click(save())
    expect(mutate).toHaveBeenCalledWith(
      { name: 'Merdan' },
      expect.objectContaining({ key: expect.any(String) }),
    )
    const scan = screen.getByLabelText('Licence scan')
    expect(scan.getAttribute('aria-invalid')).toBe('true')
    expect(
      screen
        .getByRole('link', { name: 'Licence scan: The scan is not a JPEG' })
        .getAttribute('href'),
    ).toBe(`#${scan.id}`)
    expect(screen.getByText('Too long')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Name: Too long' })).toBeTruthy()
    expect(name()).toHaveProperty('value', 'Merdan')
    expect(screen.queryByRole('dialog')).toBeNull()
    // The summary lists them in the form's order; a multi-select's link leads to its button.
    const links = screen.getAllByRole('link').map((link) => link.textContent)
    expect(links).toEqual([
      'Name: Too long',
      'Licence codes: Choose at least one',
      'Licence scan: The scan is not a JPEG',
    ])
    await user.click(screen.getByRole('link', { name: 'Licence codes: Choose at least one' }))
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Licence codes 0 selected' }),
    )
  })

  test('a problem of no field of the form is told in the popup, in its own words', async () => {
    const mutate = vi.fn(() =>
      answer([
        { field: null, message: 'Fill in your legal data first', code: 'CLIENT_DATA_MISSING' },
      ]),
    )
    const { user, name } = renderProfile(mutate)
    await user.type(name(), 'Merdan')
    await user.click(save())
    const dialog = await screen.findByRole('dialog', { name: 'Profile not saved' })
    expect(dialog.textContent).toContain('Fill in your legal data first')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('while sending', () => {
  test('the button is busy and a second press sends nothing', async () => {
    let finish: (payload: Payload) => void = () => {}
    const mutate = vi.fn(() => new Promise<Payload>((resolve) => (finish = resolve)))
    const { user, name, onSuccess } = renderProfile(mutate)
    await user.type(name(), 'Merdan')
    await user.click(save())
    expect(save()).toHaveProperty('disabled', true)
    expect(save().getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('form', { name: 'Profile' }).getAttribute('aria-busy')).toBe('true')
    await user.keyboard('{Enter}')
    screen.getByRole<HTMLFormElement>('form', { name: 'Profile' }).requestSubmit()
    expect(mutate).toHaveBeenCalledTimes(1)
    finish({ saved: true, userErrors: [] })
    await waitFor(() => expect(save()).toHaveProperty('disabled', false))
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })
})

describe('when the mutation cannot be answered', () => {
  test('a dead session goes to /login with no popup', async () => {
    const mutate = vi.fn(() =>
      Promise.reject(
        new CombinedGraphQLErrors({
          errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    )
    const { user, name } = renderProfile(mutate)
    await user.type(name(), 'Merdan')
    await user.click(save())
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test.each([
    [
      'the API is down',
      new CombinedGraphQLErrors({
        errors: [{ message: 'Down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      }),
    ],
    ['the network fails', new TypeError('Failed to fetch')],
  ])('%s: "try again later", and what was typed stays', async (_, error) => {
    const { user, name } = renderProfile(vi.fn(() => Promise.reject(error)))
    await user.type(name(), 'Merdan')
    await user.click(save())
    const dialog = await screen.findByRole('dialog', { name: 'Profile not saved' })
    expect(dialog.textContent).toContain('Please try again later.')
    expect(name()).toHaveProperty('value', 'Merdan')
    expect(screen.getByTestId('location').textContent).toBe('/form')
  })

  test('a refusal (FORBIDDEN) is told in the popup in its own words, not as "an error occurred"', async () => {
    const reason = 'Your role in this company (viewer) lets you read, not change anything.'
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: reason, extensions: { code: 'FORBIDDEN' } }],
    })
    const { user, name } = renderProfile(vi.fn(() => Promise.reject(refused)))
    await user.type(name(), 'Merdan')
    await user.click(save())
    const dialog = await screen.findByRole('dialog', { name: 'Profile not saved' })
    expect(dialog.textContent).toContain(reason)
    expect(dialog.textContent).not.toContain('Error has occurred')
    expect(name()).toHaveProperty('value', 'Merdan')
  })
})

describe("each submit's outcome replaces the last one's", () => {
  const tooLong = { field: 'name', message: 'Too long', code: 'INVALID' }
  test.each([
    [
      'the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'try again later',
    ],
    [
      'the API is down',
      () =>
        Promise.reject(
          new CombinedGraphQLErrors({
            errors: [{ message: 'Down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          }),
        ),
      'try again later',
    ],
    [
      'the server fails',
      () =>
        Promise.reject(
          new CombinedGraphQLErrors({
            errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          }),
        ),
      'try again later',
    ],
    [
      'a problem of no field is answered',
      () =>
        answer([
          { field: null, message: 'Fill in your legal data first', code: 'CLIENT_DATA_MISSING' },
        ]),
      'Fill in your legal data first',
    ],
  ])(
    'fields fixed, then %s: the old summary and marks go, the popup says it, what was typed stays',
    async (_, second, said) => {
      const mutate = vi.fn<Mutate>(() => answer([tooLong]))
      const { user, name } = renderProfile(mutate)
      await user.type(name(), 'Merdan Gurbanmyradowiç')
      await user.click(save())
      expect(screen.getByRole('link', { name: 'Name: Too long' })).toBeTruthy()
      expect(document.title).toBe('Error: Profile · Portal')

      mutate.mockImplementation(second)
      await user.clear(name())
      await user.type(name(), 'Merdan')
      await user.click(save())
      const dialog = await screen.findByRole('dialog', { name: 'Profile not saved' })
      expect(dialog.textContent).toContain(said)
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.queryByText('Too long')).toBeNull()
      expect(name().getAttribute('aria-invalid')).toBeNull()
      expect(document.title).toBe('Profile · Portal')
      expect(name()).toHaveProperty('value', 'Merdan')
      // Closed, the popup gives the focus back to the button (disabled while sending): try again.
      await user.click(screen.getByRole('button', { name: 'OK' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(document.activeElement).toBe(save())
    },
  )

  test('a later submit that fails on other fields lists only those', async () => {
    const mutate = vi.fn<Mutate>(() => answer([tooLong]))
    const { user, name } = renderProfile(mutate)
    await user.type(name(), 'Merdan')
    await user.click(save())
    mutate.mockImplementation(() =>
      answer([{ field: ['licenceTypeIds'], message: 'Choose at least one', code: 'INVALID' }]),
    )
    await user.click(save())
    await waitFor(() =>
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Licence codes: Choose at least one',
      ]),
    )
    expect(name().getAttribute('aria-invalid')).toBeNull()
    expect(document.activeElement?.contains(screen.getByRole('alert'))).toBe(true)
  })
})

test('a success clears the summary and the title\'s "Error: "', async () => {
  const mutate = vi.fn(() => answer())
  const { user, name, onSuccess } = renderProfile(mutate)
  await user.click(save())
  expect(document.title).toBe('Error: Profile · Portal')
  await user.type(name(), 'Merdan')
  await user.click(save())
  expect(onSuccess).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('alert')).toBeNull()
  expect(document.title).toBe('Profile · Portal')
  expect(name().getAttribute('aria-invalid')).toBeNull()
})

test('closing the popup of a success gives the focus back to the submit button, enabled again', async () => {
  const { user, name } = renderProfile(
    () => answer(),
    vi.fn(() => popup.show({ title: 'Saved', message: 'Your data is saved', tone: 'success' })),
  )
  await user.type(name(), 'Merdan')
  await user.click(save())
  await user.click(await screen.findByRole('button', { name: 'OK' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(save())
})

describe('each submit is an attempt with its own Idempotency-Key', () => {
  /** The keys of the attempts `mutate` was given, in order, and their Apollo context's header. */
  function recording(outcomes: (() => Promise<Payload>)[]) {
    const keys: string[] = []
    const mutate = vi.fn<Mutate>((_, attempt) => {
      keys.push(attempt.key)
      expect(attempt.context.headers['Idempotency-Key']).toBe(attempt.key)
      const next = outcomes.shift() ?? answer
      return next()
    })
    return { keys, mutate }
  }
  const networkFails = () => Promise.reject(new TypeError('Failed to fetch'))

  test('sent again unchanged after no answer, the submit reuses its key; after an answer, a new one', async () => {
    const { keys, mutate } = recording([networkFails, networkFails, answer, answer])
    const { user, name, onSuccess } = renderProfile(mutate)
    await user.type(name(), 'Merdan')
    await user.click(save())
    await screen.findByRole('dialog', { name: 'Profile not saved' })
    act(() => popup.close())
    await user.click(save())
    await screen.findByRole('dialog', { name: 'Profile not saved' })
    act(() => popup.close())
    await user.click(save())
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    await user.click(save())
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(2))
    expect(keys).toHaveLength(4)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).toBe(keys[0])
    expect(keys[3]).not.toBe(keys[0])
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  test('changed after a failure, the submit is a new attempt with a new key', async () => {
    const { keys, mutate } = recording([networkFails, answer])
    const { user, name } = renderProfile(mutate)
    await user.type(name(), 'Merdan')
    await user.click(save())
    await screen.findByRole('dialog', { name: 'Profile not saved' })
    act(() => popup.close())
    await user.type(name(), ' Orazow')
    await user.click(save())
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[1]).not.toBe(keys[0])
  })

  test('after an answer with problems, the next submit is a new attempt', async () => {
    const tooLong = { field: 'name', message: 'Too long', code: 'INVALID' }
    const { keys, mutate } = recording([() => answer([tooLong]), answer])
    const { user, name } = renderProfile(mutate)
    await user.type(name(), 'Merdan')
    await user.click(save())
    await screen.findByRole('alert')
    await user.click(save())
    await waitFor(() => expect(keys).toHaveLength(2))
    expect(keys[1]).not.toBe(keys[0])
  })
})
