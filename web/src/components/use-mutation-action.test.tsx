// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { screen, waitFor } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { UserErrorLike } from '../lib/form-errors'
import { renderWithShell } from '../testing/render'
import { PopupHost, popup } from './popup'
import { useMutationAction } from './use-mutation-action'

type Payload = { deletedId: string | null; userErrors: UserErrorLike[] }
type Mutate = (id: string) => Promise<Payload | null>

/** A list's delete button built as the web's buttons are: the hook, a question, the popup. */
function DeleteButton({
  mutate,
  onSuccess,
  ask,
  focusAfterSuccess,
}: {
  mutate: Mutate
  onSuccess: () => void
  ask: boolean
  focusAfterSuccess?: () => HTMLElement | null
}) {
  const removal = useMutationAction({
    mutate,
    succeeded: (payload) => payload.deletedId !== null,
    onSuccess,
    focusAfterSuccess,
    failureTitle: 'Not deleted',
    confirm: ask
      ? (id) => ({
          title: 'Delete the driver?',
          message: `Driver ${id} will be removed.`,
          confirmLabel: 'Delete',
          danger: true,
          busyLabel: 'Deleting…',
        })
      : undefined,
  })
  return (
    <>
      <button type="button" disabled={removal.busy} onClick={() => removal.run('7')}>
        Delete Merdan
      </button>
      {removal.dialog}
    </>
  )
}

function renderButton(
  mutate: Mutate,
  {
    ask = false,
    focusAfterSuccess,
  }: { ask?: boolean; focusAfterSuccess?: () => HTMLElement | null } = {},
) {
  const onSuccess = vi.fn()
  const rendered = renderWithShell(
    <>
      <DeleteButton
        mutate={mutate}
        onSuccess={onSuccess}
        ask={ask}
        focusAfterSuccess={focusAfterSuccess}
      />
      <input aria-label="Next in the row" />
      <PopupHost />
    </>,
    { path: '/fleet' },
  )
  return { ...rendered, onSuccess }
}

const button = () => screen.getByRole('button', { name: 'Delete Merdan' })
const deleted = (): Promise<Payload> => Promise.resolve({ deletedId: '7', userErrors: [] })
const failing = (error: unknown) => () => Promise.reject(error)
const down = new CombinedGraphQLErrors({
  errors: [{ message: 'Down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
})

afterEach(() => act(() => popup.close()))

describe('a success', () => {
  test('runs the mutation with its input and calls onSuccess, with no popup', async () => {
    const mutate = vi.fn(deleted)
    const { user, onSuccess } = renderButton(mutate)
    await user.click(button())
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    expect(mutate).toHaveBeenCalledWith('7')
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('while it runs', () => {
  test('the button is busy and a second press sends nothing', async () => {
    let finish: (payload: Payload) => void = () => {}
    const mutate = vi.fn(() => new Promise<Payload>((resolve) => (finish = resolve)))
    const { user, onSuccess } = renderButton(mutate)
    await user.click(button())
    expect(button()).toHaveProperty('disabled', true)
    act(() => button().click())
    expect(mutate).toHaveBeenCalledTimes(1)
    finish({ deletedId: '7', userErrors: [] })
    await waitFor(() => expect(button()).toHaveProperty('disabled', false))
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })
})

describe('a refusal', () => {
  test('is told in the popup in its own words, and onSuccess is not called', async () => {
    const refused = { field: null, message: 'The driver has an e-permit', code: 'IN_USE' }
    const { user, onSuccess } = renderButton(() =>
      Promise.resolve({ deletedId: null, userErrors: [refused] }),
    )
    await user.click(button())
    const popupDialog = await screen.findByRole('dialog', { name: 'Not deleted' })
    expect(popupDialog.textContent).toContain('The driver has an e-permit')
    expect(onSuccess).not.toHaveBeenCalled()
  })

  test('an answer that is no success and names no problem says an error occurred', async () => {
    const { user } = renderButton(() => Promise.resolve(null))
    await user.click(button())
    const popupDialog = await screen.findByRole('dialog', { name: 'Not deleted' })
    expect(popupDialog.textContent).toContain('Error has occurred, please try again later')
  })
})

describe('when the mutation cannot be answered (as forms tell it)', () => {
  test('a dead session goes to /login with no popup', async () => {
    const session = new CombinedGraphQLErrors({
      errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }],
    })
    const { user } = renderButton(failing(session))
    await user.click(button())
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test.each([
    ['the API is down', down],
    ['the network fails', new TypeError('Failed to fetch')],
  ])('%s: the service is not available, try again later', async (_, error) => {
    const { user } = renderButton(failing(error))
    await user.click(button())
    const popupDialog = await screen.findByRole('dialog', { name: 'Not deleted' })
    expect(popupDialog.textContent).toContain(
      'The service is not available right now. Please try again later.',
    )
    expect(screen.getByTestId('location').textContent).toBe('/fleet')
  })

  test('the server fails: an error occurred, told apart from the service being down', async () => {
    const boom = new CombinedGraphQLErrors({
      errors: [{ message: 'Boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    })
    const { user } = renderButton(failing(boom))
    await user.click(button())
    const popupDialog = await screen.findByRole('dialog', { name: 'Not deleted' })
    expect(popupDialog.textContent).toContain('Error has occurred, please try again later')
    expect(popupDialog.textContent).not.toContain('not available')
  })

  test('a refusal (FORBIDDEN) says why, in the gateway’s words', async () => {
    const reason = 'You are not an active member of any company. Ask its administrator.'
    const refused = new CombinedGraphQLErrors({
      errors: [{ message: reason, extensions: { code: 'FORBIDDEN' } }],
    })
    const { user } = renderButton(failing(refused))
    await user.click(button())
    const popupDialog = await screen.findByRole('dialog', { name: 'Not deleted' })
    expect(popupDialog.textContent).toContain(reason)
    expect(popupDialog.textContent).not.toContain('Error has occurred')
  })

  test('closed, the popup gives the focus back to the button, ready to try again', async () => {
    const { user } = renderButton(failing(down))
    button().focus()
    await user.click(button())
    await screen.findByRole('dialog', { name: 'Not deleted' })
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(button())
  })
})

describe('with a question', () => {
  test('nothing is sent until the yes; going back sends nothing', async () => {
    const mutate = vi.fn(deleted)
    const { user } = renderButton(mutate, { ask: true })
    await user.click(button())
    const question = screen.getByRole('dialog', { name: 'Delete the driver?' })
    expect(question.textContent).toContain('Driver 7 will be removed.')
    await user.click(screen.getByRole('button', { name: 'Go back' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(mutate).not.toHaveBeenCalled()
  })

  test('after the yes the question says it is busy, then closes on the outcome', async () => {
    let finish: (payload: Payload) => void = () => {}
    const mutate = vi.fn(() => new Promise<Payload>((resolve) => (finish = resolve)))
    const { user, onSuccess } = renderButton(mutate, { ask: true })
    await user.click(button())
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const busy = screen.getByRole('button', { name: 'Deleting…' })
    expect(busy).toHaveProperty('disabled', true)
    expect(mutate).toHaveBeenCalledWith('7')
    finish({ deletedId: '7', userErrors: [] })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  test('a failure after the yes closes the question and tells it in the popup', async () => {
    const { user } = renderButton(failing(down), { ask: true })
    await user.click(button())
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await screen.findByRole('dialog', { name: 'Not deleted' })
    expect(screen.queryByRole('dialog', { name: 'Delete the driver?' })).toBeNull()
  })

  test('after a success the focus goes where it is told once the question has closed, not to <body>', async () => {
    const next = () => screen.getByRole('textbox', { name: 'Next in the row' })
    const { user } = renderButton(deleted, { ask: true, focusAfterSuccess: next })
    await user.click(button())
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(next()))
  })
})
