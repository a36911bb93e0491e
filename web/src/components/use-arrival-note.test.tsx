// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/dom'
import { useLocation, useNavigate } from 'react-router'
import { describe, expect, test } from 'vitest'
import { renderWithShell } from '../testing/render'
import { useArrivalNote } from './use-arrival-note'

const savedIn = (state: unknown) =>
  typeof state === 'object' && state !== null && 'saved' in state
    ? String((state as { saved: unknown }).saved)
    : undefined

/** A form that saves and goes to its list, the list telling what was saved, and the way between. */
function Pages() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        Forward
      </button>
      {location.pathname === '/list' ? (
        <List />
      ) : (
        <button type="button" onClick={() => navigate('/list', { state: { saved: 'Aman' } })}>
          Save
        </button>
      )}
    </>
  )
}

function List() {
  const [note, forget] = useArrivalNote(savedIn)
  const { state } = useLocation()
  return (
    <>
      {note && <p>{note} saved</p>}
      <span data-testid="state">{JSON.stringify(state)}</span>
      <button type="button" onClick={forget}>
        Delete
      </button>
    </>
  )
}

describe('useArrivalNote', () => {
  test('tells what the sender left once, and takes it out of the history entry', async () => {
    const { user } = renderWithShell(<Pages />)
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(screen.queryByText('Aman saved')).not.toBeNull()
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('null'))
    // The entry no longer carries it, and the page still says it.
    expect(screen.queryByText('Aman saved')).not.toBeNull()
    expect(screen.getByTestId('location').textContent).toBe('/list')

    // Back to the form and Forward again: the list is come back to, not arrived at from a save.
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Forward' }))
    expect(screen.getByTestId('location').textContent).toBe('/list')
    expect(screen.queryByText('Aman saved')).toBeNull()
  })

  test('forget takes the note away; a new save brings its own', async () => {
    const { user } = renderWithShell(<Pages />)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(screen.queryByText('Aman saved')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.queryByText('Aman saved')).not.toBeNull()
  })
})
