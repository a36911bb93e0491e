// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom'
import { useRef, useState } from 'react'
import { describe, expect, test, vi } from 'vitest'
import { renderWithShell } from '../testing/render'
import { ConfirmDialog } from './confirm-dialog'
import { useConfirm } from './use-confirm'

const question = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const handlers = { onConfirm: vi.fn(), onCancel: vi.fn() }
  const view = renderWithShell(
    <ConfirmDialog
      open
      title="Delete the driver?"
      message="Merdan Atayew will be removed."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      danger
      busyLabel="Deleting…"
      {...handlers}
      {...props}
    />,
  )
  return { ...view, ...handlers }
}

describe('the question before deleting', () => {
  test('is a modal dialog named by its title, described by its message', () => {
    question()
    const dialog = screen.getByRole('dialog', { name: 'Delete the driver?' })
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.getAttribute('aria-describedby')).toBe('confirm-message')
    expect(screen.getByText('Merdan Atayew will be removed.').id).toBe('confirm-message')
  })

  test('opens with Cancel focused, so Enter never destroys by accident', () => {
    question()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }))
  })

  test('the confirming button confirms; Cancel and Escape cancel', async () => {
    const { user, onConfirm, onCancel } = question()
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  test('while the action runs, the button says so and cannot be pressed again', async () => {
    const { user, onConfirm, onCancel } = question({ busy: true })
    const button = screen.getByRole('button', { name: 'Deleting…' })
    expect(button).toHaveProperty('disabled', true)
    await user.click(button)
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
  })

  test('a destroying step looks dangerous', () => {
    question()
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('button--danger')
    expect(screen.getByRole('dialog').getAttribute('data-tone')).toBe('failure')
  })

  test('a step that destroys nothing (taking a request into review) does not', () => {
    question({ danger: false, title: 'Take it under consideration?', confirmLabel: 'Take' })
    expect(screen.getByRole('button', { name: 'Take' }).className).not.toContain('danger')
    expect(screen.getByRole('dialog').hasAttribute('data-tone')).toBe(false)
  })

  test('closed, it shows nothing', () => {
    question({ open: false })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })
})

/** A button that asks before its step, as every form and action of the portal asks (useConfirm). */
function AskingButton({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const { ask, dialog } = useConfirm()
  return (
    <>
      <button
        type="button"
        onClick={async () =>
          onAnswer(
            await ask({ title: 'Delete the driver?', message: 'Gone.', confirmLabel: 'Delete' }),
          )
        }
      >
        Delete the driver
      </button>
      {dialog}
    </>
  )
}

describe('after the question', () => {
  test.each([
    ['going back', 'Go back', false],
    ['confirming', 'Delete', true],
  ])(
    '%s gives the focus back to the button that asked, not to the page',
    async (_, answer, confirmed) => {
      const onAnswer = vi.fn()
      const { user } = renderWithShell(<AskingButton onAnswer={onAnswer} />)
      const asking = screen.getByRole('button', { name: 'Delete the driver' })
      asking.focus()
      await user.keyboard('{Enter}')
      await screen.findByRole('dialog', { name: 'Delete the driver?' })
      await user.click(screen.getByRole('button', { name: answer }))
      expect(onAnswer).toHaveBeenCalledWith(confirmed)
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(document.activeElement).toBe(asking)
    },
  )
})

/**
 * A form's submit button that asks in the middle of its step, as the office's steps do: disabled
 * while the step runs, so the browser takes the focus from it (focus fixup, which happy-dom does
 * not do: done here by hand) before the question opens.
 */
function AskingForm({ onAnswer }: { onAnswer: (confirmed: boolean) => void }) {
  const { ask, dialog } = useConfirm()
  const [busy, setBusy] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault()
        setBusy(true)
        const asked = ask({ title: 'Set the deposit?', message: '1 500 TMT.', confirmLabel: 'Set' })
        button.current?.blur()
        onAnswer(await asked)
        setBusy(false)
      }}
    >
      <button ref={button} type="submit" disabled={busy}>
        Set the deposit
      </button>
      {dialog}
    </form>
  )
}

test("going back from a form's question gives the focus back to its button once it is enabled again", async () => {
  const onAnswer = vi.fn()
  const { user } = renderWithShell(<AskingForm onAnswer={onAnswer} />)
  const submit = screen.getByRole('button', { name: 'Set the deposit' })
  submit.focus()
  await user.keyboard('{Enter}')
  await screen.findByRole('dialog', { name: 'Set the deposit?' })
  await user.click(screen.getByRole('button', { name: 'Go back' }))
  expect(onAnswer).toHaveBeenCalledWith(false)
  await vi.waitFor(() => expect(submit).toHaveProperty('disabled', false))
  expect(document.activeElement).toBe(submit)
})
