import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { configure } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { act, type ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach } from 'vitest'

// Component tests read the English source texts (the macros keep them beside their ids).
i18n.loadAndActivate({ locale: 'en', messages: {} })
// What a test rendered is unmounted after it (this module is imported by every component test).
afterEach(unmountAll)

// React's test mode: updates caused by Testing Library's events and waits are flushed in `act`.
// (Testing Library's own React binding is not used: installed at the repository's root, it would
// load the React 18 that the gateway's explorer keeps there, not the web's React 19.)
function actEnvironment(on: boolean): boolean {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const previous = scope.IS_REACT_ACT_ENVIRONMENT === true
  scope.IS_REACT_ACT_ENVIRONMENT = on
  return previous
}
actEnvironment(true)
configure({
  eventWrapper: (dispatch) => {
    let result: unknown
    const previous = actEnvironment(true)
    try {
      act(() => {
        result = dispatch()
      })
    } finally {
      actEnvironment(previous)
    }
    return result
  },
  asyncWrapper: async (run) => {
    // Waiting is outside `act`: what it waits for may be React's own scheduled work.
    const previous = actEnvironment(false)
    let result: unknown
    try {
      result = await run()
    } finally {
      actEnvironment(previous)
    }
    // Let the effects of the last step settle into the DOM.
    await act(async () => {})
    return result
  },
})

const mounted = new Set<{ root: Root; container: HTMLElement }>()

/** Where the router is, for a test to read (`screen.getByTestId('location')`). */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

/**
 * Renders `ui` as the portal would: Lingui (English source texts) and a router at `path`, with
 * a user-event session for typing and clicking as a person does.
 */
export function renderWithShell(
  ui: ReactElement,
  {
    path = '/form',
    userEvent: options = {},
  }: { path?: string; userEvent?: Parameters<typeof userEvent.setup>[0] } = {},
) {
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  mounted.add({ root, container })
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nProvider>,
    ),
  )
  return { user: userEvent.setup(options), container }
}

/** Unmounts what the test rendered. */
function unmountAll() {
  for (const { root, container } of mounted) {
    act(() => root.unmount())
    container.remove()
  }
  mounted.clear()
}
