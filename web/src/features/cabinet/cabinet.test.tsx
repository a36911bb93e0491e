// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { act } from 'react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { session } from '../../lib/session'
import { renderWithShell } from '../../testing/render'
import { Cabinet } from './cabinet'
import type { ScreenProps, Screens } from './screens'

function renderCabinet(path: string, screens: Screens = {}) {
  return renderWithShell(
    <Routes>
      <Route
        path="online-application/:tab?"
        element={
          <Cabinet
            feedback={null}
            notFound={<h1>Page Not Found</h1>}
            onLogOut={() => {}}
            loggingOut={false}
            screens={screens}
          />
        }
      />
    </Routes>,
    { path },
  )
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent

beforeEach(() => session.open('Merdan Atayew'))
afterEach(() => act(() => session.clear()))

test('an unknown tab is the 404 page', () => {
  renderCabinet('/online-application/nothingTab')
  expect(heading()).toBe('Page Not Found')
  expect(screen.getByTestId('location').textContent).toBe('/online-application/nothingTab')
})

test('an edit tab naming no record is the 404 page', () => {
  renderCabinet('/online-application/legalDriverEdit')
  expect(heading()).toBe('Page Not Found')
})

test('an edit tab opens on the record its address names', () => {
  renderCabinet('/online-application/legalTrailerEdit?id=12')
  expect(heading()).toBe('Edit trailer')
  expect(screen.getByRole('navigation', { name: 'Cabinet sections' })).toBeTruthy()
})

test('a tab shows the screen the app gave for its kind, with its title and parameters', async () => {
  const ClientData = ({ title, screen }: ScreenProps<'clientData'>) => (
    <h1>
      {title} ({screen.group})
    </h1>
  )
  renderCabinet('/online-application/legalData', { clientData: ClientData })
  expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
    'textContent',
    'Legal entity data (legal)',
  )
})
