import { CombinedGraphQLErrors } from '@apollo/client/errors'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { refusalOf } from '../lib/refusal'
import { loginFromHere } from '../lib/return-path'

/** Why a mutation threw: the session is dead, the service is down, or something else. */
export function failureOf(error: unknown): 'session' | 'unavailable' | 'other' {
  if (!CombinedGraphQLErrors.is(error)) return 'unavailable'
  const codes = error.errors.map((problem) => problem.extensions?.code)
  if (codes.includes('UNAUTHENTICATED')) return 'session'
  return codes.includes('UPSTREAM_UNAVAILABLE') ? 'unavailable' : 'other'
}

/**
 * The one routine for a mutation that threw, shared by forms (`useMutationForm`) and buttons
 * (`useMutationAction`): a dead session goes to /login with nothing told (the shell ends it there
 * too); the gateway or API out of reach, or no network, says the service is not available; a
 * refusal (`FORBIDDEN`: a viewer's change, a person no longer a member) says why in the API's
 * words; any other failure says an error occurred. `tell` shows the message, in the interface
 * language.
 */
export function useMutationFailure() {
  const { t } = useLingui()
  const navigate = useNavigate()
  return (error: unknown, tell: (message: string) => void) => {
    const reason = failureOf(error)
    if (reason === 'session') {
      navigate(loginFromHere(), { replace: true })
      return
    }
    tell(
      reason === 'unavailable'
        ? t`The service is not available right now. Please try again later.`
        : (refusalOf(error) ?? t`Error has occurred, please try again later`),
    )
  }
}
