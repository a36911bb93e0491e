// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { screen } from '@testing-library/dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { renderWithShell } from '../testing/render'
import { PageErrorBoundary } from './route-error'

/** A page whose query failed as `error` (a suspense query throws it to the boundary). */
function Failing({ error }: { error: unknown }): never {
  throw error
}

function renderFailing(error: unknown) {
  return renderWithShell(
    <PageErrorBoundary>
      <Failing error={error} />
    </PageErrorBoundary>,
  )
}

// React and the boundary report the thrown error; the test expects it.
const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
afterEach(() => consoleError.mockClear())

describe('a page that cannot be shown', () => {
  test('refused (FORBIDDEN): says why in the gateway’s words, with no retry', () => {
    const reason = 'You are not an active member of any company. Ask its administrator.'
    renderFailing(
      new CombinedGraphQLErrors({
        errors: [{ message: reason, extensions: { code: 'FORBIDDEN' } }],
      }),
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This page is not open to you',
    )
    expect(screen.getByText(reason)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  test('the service unreachable: says so and offers a retry', () => {
    renderFailing(new TypeError('Failed to fetch'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'The service is unavailable right now',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
