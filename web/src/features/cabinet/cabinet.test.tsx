// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { act } from 'react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { session } from '../../lib/session'
import { renderWithShell } from '../../testing/render'
import { Cabinet } from './cabinet'
import type { ScreenProps, Screens } from './screens'
import type { Badges } from './side-nav'

function renderCabinet(path: string, screens: Screens = {}, badges?: Badges) {
  return renderWithShell(
    <Routes>
      <Route
        path="online-application/:tab?"
        element={
          <Cabinet
            feedback={null}
            needsMe={null}
            badges={badges}
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

const sideNav = () => screen.getByRole('navigation', { name: 'Cabinet sections' })
/** The side navigation's entries, in order, with the sub-entries shown under each. */
const entries = () =>
  [...sideNav().querySelectorAll(':scope > ul > li')].map((item) => {
    const own = item.querySelector('a, button')?.textContent ?? ''
    const children = [...item.querySelectorAll('li')].map((child) => child.textContent)
    return children.length > 0 ? `${own} (${children.join(', ')})` : own
  })

test('the side navigation has every section and Logout, and no fleet outside a group', () => {
  renderCabinet('/online-application')
  expect(entries()).toEqual([
    'Dashboard',
    'Profile',
    'Inbox',
    'Individual data',
    'Legal entity data',
    'E-permits',
    'Loading permission',
    'Unloading permission',
    'Online application',
    'Request history',
    'Activity',
    'Team',
    'Change password',
    'Logout',
  ])
})

test('a badge the route gives shows beside its entry of the menu, inside its link', () => {
  renderCabinet('/online-application', {}, { inboxTab: <span>3 unread</span> })
  const inbox = sideNav().querySelector('a[href="/online-application/inboxTab"]')
  expect(inbox?.textContent).toBe('Inbox3 unread')
  expect(entries()[1]).toBe('Profile')
  // The phone's folded menu shows it beside the open section's name, until the inbox is open.
  const toggle = () => sideNav().querySelector('button[aria-expanded]')?.textContent
  expect(toggle()).toBe('Cabinet sections: Dashboard3 unread')
})

test('the folded menu shows no badge of the section that is open', () => {
  renderCabinet('/online-application/inboxTab', {}, { inboxTab: <span>3 unread</span> })
  expect(sideNav().querySelector('button[aria-expanded]')?.textContent).toBe(
    'Cabinet sections: Inbox',
  )
})

test('inside a group, its drivers, cars and trailers show under it, and only its', () => {
  renderCabinet('/online-application/legalCarCreate')
  expect(entries().slice(3, 5)).toEqual([
    'Individual data',
    'Legal entity data (Drivers, Cars, Trailers)',
  ])
})

test('the initial tab has the five tiles the product names, each leading to its tab', () => {
  renderCabinet('/online-application')
  const tiles = [...document.querySelectorAll('main, body')]
    .flatMap((root) => [...root.querySelectorAll('a')])
    // Not the menu, nor the skip link past it.
    .filter((link) => !sideNav().contains(link) && !link.getAttribute('href')?.startsWith('#'))
    .map((link) => [link.textContent, link.getAttribute('href')])
  expect(tiles).toEqual([
    [expect.stringMatching(/^Dashboard/), '/online-application/profileTab'],
    [expect.stringMatching(/^Load permission/), '/online-application/loadPermissionTab'],
    [expect.stringMatching(/^Unload permission/), '/online-application/unloadPermissionTab'],
    [expect.stringMatching(/^Online application/), '/online-application/onlineApplicationTab'],
    [expect.stringMatching(/^Request to permit/), '/online-application/ePermitHistory'],
  ])
})
