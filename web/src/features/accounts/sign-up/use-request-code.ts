import { useLingui } from '@lingui/react/macro'
import { type MutationFormOptions, useMutationForm } from '../../../components/use-mutation-form'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import type { UserErrorLike } from '../../../lib/form-errors'
import { useRequestSignUpCode } from '../api/request-sign-up-code'

type CodeRequestPayload = {
  challenge?: string | null
  userErrors: readonly {
    field?: string | readonly string[] | null
    message: string
    code: string
  }[]
}

/**
 * A form that sends the details and asks for a code: sign-up step 1, and "Send a new code" in
 * step 2 (a form of one button, with the details sent before). A code that could not be mailed,
 * or no answer, is told in a popup; other problems of no field in their own words.
 */
export function useRequestCodeForm<F extends string>(
  options: Pick<
    MutationFormOptions<F, SignUpDetailsInput, CodeRequestPayload>,
    'fields' | 'read' | 'check'
  > & {
    onCodeSent: (details: SignUpDetailsInput, challenge: string) => void
    /** After the gateway refused to send a code (told in the popup): too many codes, no mail. */
    onRefused?: (error: UserErrorLike | undefined) => void
  },
) {
  const { t } = useLingui()
  const [request] = useRequestSignUpCode()
  const { onCodeSent, onRefused, ...formOptions } = options
  return useMutationForm<F, SignUpDetailsInput, CodeRequestPayload>({
    ...formOptions,
    mutate: async (details) =>
      (await request({ variables: { input: details } })).data?.requestSignUpCode,
    succeeded: (answer) => Boolean(answer.challenge),
    // The details as sent: read again from the form, which a success leaves as it was.
    onSuccess: (answer, form) => onCodeSent(options.read(form), answer.challenge ?? ''),
    failure: {
      title: t`The code was not sent`,
      message: t`We could not send the code to your e-mail. Please try again later.`,
    },
    ownMessage: (error) => error.code !== 'MAIL_NOT_SENT',
    onFailure: (error) => onRefused?.(error),
  })
}
