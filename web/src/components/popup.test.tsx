// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/dom'
import { act, useState } from 'react'
import { afterEach, describe, expect, test } from 'vitest'
import { renderWithShell } from '../testing/render'
import { PopupHost, popup } from './popup'

afterEach(() => act(() => popup.close()))

/** A page with a heading and a button that may leave it, as a saved form's page. */
function Page() {
  const [shown, setShown] = useState(true)
  return (
    <main>
      <h1>Profile</h1>
      {shown && (
        <button type="button" onClick={() => setShown(false)}>
          Save
        </button>
      )}
      <PopupHost />
    </main>
  )
}

const save = () => screen.getByRole('button', { name: 'Save' })
const tell = () => act(() => popup.show({ title: 'Saved', message: 'Your data is saved' }))
async function closeWithOk(user: ReturnType<typeof renderWithShell>['user']) {
  await user.click(screen.getByRole('button', { name: 'OK' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

describe('closed, a popup gives the focus back', () => {
  test('to the control focused before it opened', async () => {
    const { user } = renderWithShell(<Page />)
    save().focus()
    tell()
    await closeWithOk(user)
    expect(document.activeElement).toBe(save())
  })

  test('to that control also when it lost the focus meanwhile, disabled while its form was sent', async () => {
    const { user } = renderWithShell(<Page />)
    const button = save() as HTMLButtonElement
    button.focus()
    // What Chromium does to a focused button that is disabled: the focus goes to <body>.
    button.blur()
    button.disabled = true
    expect(document.activeElement).toBe(document.body)
    tell()
    button.disabled = false
    await closeWithOk(user)
    expect(document.activeElement).toBe(button)
  })

  test("to the page's h1 when that control is no longer on the page", async () => {
    const { user } = renderWithShell(<Page />)
    await user.click(save())
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    tell()
    await closeWithOk(user)
    const heading = screen.getByRole('heading', { level: 1, name: 'Profile' })
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
  })

  test('to the same control of a form rebuilt meanwhile (started again from what it saved)', async () => {
    function RebuiltForm() {
      const [saves, setSaves] = useState(0)
      return (
        <main>
          <h1>Profile</h1>
          <form
            key={saves}
            aria-label="Your details"
            onSubmit={(event) => {
              event.preventDefault()
              setSaves((count) => count + 1)
              popup.show({ title: 'Saved', message: 'Your data is saved' })
            }}
          >
            <input aria-label="Name" name="name" />
            <button type="submit">Save</button>
          </form>
          <PopupHost />
        </main>
      )
    }
    const { user } = renderWithShell(<RebuiltForm />)
    const before = save()
    await user.click(before)
    await screen.findByRole('dialog')
    expect(before.isConnected).toBe(false)
    await closeWithOk(user)
    expect(document.activeElement).toBe(save())
  })

  test('to the control it is told to find when it closes, one the outcome put on the page meanwhile', async () => {
    function EmailChange() {
      const [sent, setSent] = useState(false)
      return (
        <main>
          <h1>Profile</h1>
          {sent && <input aria-label="Code from the e-mail" name="code" />}
          <button
            type="button"
            onClick={() => {
              popup.show({
                title: 'Profile updated',
                message: 'We sent a code',
                returnFocus: () => document.querySelector<HTMLElement>('[name="code"]'),
              })
              setSent(true)
            }}
          >
            Save
          </button>
          <PopupHost />
        </main>
      )
    }
    const { user } = renderWithShell(<EmailChange />)
    await user.click(save())
    await screen.findByRole('dialog')
    await closeWithOk(user)
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: 'Code from the e-mail' }),
    )
  })

  test('to the control a failure names (the submit button), whatever had the focus', async () => {
    const { user } = renderWithShell(
      <>
        <Page />
        <input aria-label="Name" />
      </>,
    )
    screen.getByRole('textbox', { name: 'Name' }).focus()
    act(() => popup.show({ title: 'Not saved', message: 'Try again', returnFocus: save() }))
    await closeWithOk(user)
    expect(document.activeElement).toBe(save())
  })
})
