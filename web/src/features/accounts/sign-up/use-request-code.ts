import { useMutation } from '@apollo/client/react'
import { useLingui } from '@lingui/react/macro'
import { popup } from '../../../components/popup'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import { formErrorOf, type UserErrorLike } from '../../../lib/form-errors'
import { RequestSignUpCode } from '../api/request-sign-up-code'

/** The answer of sign-up step 1: the challenge, or the problems to show under the fields. */
export type CodeRequest = { challenge: string } | { userErrors: readonly UserErrorLike[] }

/**
 * Sends the details and asks for a code (step 1, and "send a new code" in step 2). A code that
 * could not be mailed, too many attempts or no answer at all is told in a popup; field problems
 * are handed back for the form to show (those of `fields`; any other is told in the popup).
 */
export function useRequestCode(fields: readonly string[]) {
  const { t } = useLingui()
  const [request, { loading }] = useMutation(RequestSignUpCode)
  const failed = (message: string) =>
    popup.show({ title: t`The code was not sent`, message, tone: 'failure' })

  async function requestCode(details: SignUpDetailsInput): Promise<CodeRequest | undefined> {
    try {
      const { data } = await request({ variables: { input: details } })
      const answer = data?.requestSignUpCode
      if (answer?.challenge) return { challenge: answer.challenge }
      const userErrors = answer?.userErrors ?? []
      const general = formErrorOf(userErrors, fields)
      if (general?.code === 'MAIL_NOT_SENT' || userErrors.length === 0) {
        failed(t`We could not send the code to your e-mail. Please try again later.`)
      } else if (general) {
        failed(general.message)
      }
      return { userErrors }
    } catch {
      failed(t`Error has occurred, please try again later`)
      return undefined
    }
  }

  return { requestCode, loading }
}
