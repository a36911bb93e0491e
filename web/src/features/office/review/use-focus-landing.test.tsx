// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { useState } from 'react'
import { describe, expect, test } from 'vitest'
import type { ReviewAction } from '../../../gql/graphql'
import { renderWithShell } from '../../../testing/render'
import { ActionForm } from './action-form'
import { ClaimBar } from './claim-bar'
import { useFocusLanding } from './use-focus-landing'

/**
 * A record's page as the e-permit's and the request's pages draw it: the status line, the claim
 * and one step. Each action answers as the gateway's payload does when it is done, and the page
 * then shows the record as the answer left it (the cache's part in the office).
 */
function RecordPage() {
  const [mine, setMine] = useState(false)
  const [status, setStatus] = useState('New')
  const { target, land } = useFocusLanding<HTMLParagraphElement>()
  const actions: ReviewAction[] = mine
    ? ['RELEASE', ...(status === 'New' ? (['TAKE'] as const) : [])]
    : ['CLAIM']
  const done = (change: () => void) => async () => {
    change()
    return { userErrors: [] }
  }
  return (
    <section>
      <p ref={target} tabIndex={-1}>
        Status: {status}
      </p>
      <ClaimBar
        claim={
          mine
            ? { mine: true, claimedAt: new Date().toISOString(), operator: { name: 'Aman' } }
            : null
        }
        actions={actions}
        onClaim={done(() => setMine(true))}
        onRelease={done(() => setMine(false))}
        onDone={land}
      />
      {actions.includes('TAKE') && (
        <ActionForm
          label="Take under consideration"
          input="none"
          question={{ title: 'Take it under consideration?', message: 'E-permit No. 1' }}
          run={done(() => setStatus('Under consideration'))}
          onDone={land}
        />
      )}
    </section>
  )
}

describe("a keyboard user on a record's page", () => {
  test('after claiming, the focus is on the status line, not lost at the top of the page', async () => {
    const { user } = renderWithShell(<RecordPage />)
    screen.getByRole('button', { name: 'Claim' }).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('button', { name: 'Release' })
    expect(document.activeElement).toBe(screen.getByText('Status: New'))
  })

  test('after a step that is no longer offered, the focus is on the status line it changed', async () => {
    const { user } = renderWithShell(<RecordPage />)
    screen.getByRole('button', { name: 'Claim' }).focus()
    await user.keyboard('{Enter}')
    ;(await screen.findByRole('button', { name: 'Take under consideration' })).focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Take it under consideration?' })
    const buttons = screen.getAllByRole('button', { name: 'Take under consideration' })
    await user.click(buttons[buttons.length - 1] as HTMLElement)
    await screen.findByText('Status: Under consideration')
    expect(screen.queryByRole('button', { name: 'Take under consideration' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByText('Status: Under consideration'))
  })
})
