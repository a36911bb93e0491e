import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { Trans } from '@lingui/react/macro'
import { Component, type ReactNode } from 'react'
import { refusalOf } from '../lib/refusal'

/**
 * What a page shows when it cannot be shown: the gateway or the API unreachable
 * (`UPSTREAM_UNAVAILABLE`, or no network) says so and offers a retry; a refusal (`FORBIDDEN`: a
 * person removed or suspended opening a list of the company's) says why in the gateway's words,
 * with no retry that would change it; anything else is a plain apology. Details go to the console, never to the page. The shell keys it by path, so moving
 * to another page leaves the error behind.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    console.error(error)
  }

  override render() {
    if (this.state.error === null) return this.props.children
    const refusal = refusalOf(this.state.error)
    if (refusal) return <PageRefused reason={refusal} />
    return <PageError unavailable={isUnavailable(this.state.error)} />
  }
}

const isUnavailable = (error: unknown) =>
  !CombinedGraphQLErrors.is(error) ||
  error.errors.some((problem) => problem.extensions?.code === 'UPSTREAM_UNAVAILABLE')

function PageRefused({ reason }: { reason: string }) {
  return (
    <section className="page page--narrow">
      <h1>
        <Trans>This page is not open to you</Trans>
      </h1>
      <p>{reason}</p>
    </section>
  )
}

function PageError({ unavailable }: { unavailable: boolean }) {
  return (
    <section className="page page--narrow">
      <h1>
        {unavailable ? (
          <Trans>The service is unavailable right now</Trans>
        ) : (
          <Trans>Something went wrong</Trans>
        )}
      </h1>
      <p>
        <Trans>Please try again in a minute. Nothing you entered has been lost on our side.</Trans>
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </button>
    </section>
  )
}
