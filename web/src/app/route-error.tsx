import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { Trans } from '@lingui/react/macro'
import { Component, type ReactNode } from 'react'

/**
 * What a page shows when it cannot be shown: the gateway or the API unreachable
 * (`UPSTREAM_UNAVAILABLE`, or no network) says so and offers a retry; anything else is a plain
 * apology. Details go to the console, never to the page. The shell keys it by path, so moving
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
    return <PageError unavailable={isUnavailable(this.state.error)} />
  }
}

const isUnavailable = (error: unknown) =>
  !CombinedGraphQLErrors.is(error) ||
  error.errors.some((problem) => problem.extensions?.code === 'UPSTREAM_UNAVAILABLE')

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
