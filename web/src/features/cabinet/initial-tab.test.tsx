// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { session } from '../../lib/session'
import { renderWithShell } from '../../testing/render'
import { InitialTab } from './initial-tab'

afterEach(() => act(() => session.clear()))

test('the welcome shows a name exactly as it was typed, tags and placeholders included', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  const name = 'Aýna <b>Berdiýewa</b> <0>Ltd</0>'
  act(() => session.open(name))
  renderWithShell(<InitialTab feedback={null} needsMe={null} />)
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Welcome, ${name}`)
  expect(screen.getByRole('heading', { level: 1 }).querySelector('b')).toBeNull()
  expect(logged).not.toHaveBeenCalled()
  logged.mockRestore()
})
