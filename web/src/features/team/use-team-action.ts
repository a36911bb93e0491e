import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { popup } from '../../components/popup'
import { type ActionQuestion, useMutationAction } from '../../components/use-mutation-action'
import type { MutationPayload } from '../../components/use-mutation-form'

type TeamAction = {
  /** The record the button belongs to: `busy` names it while the mutation runs. */
  id: string
  question: ActionQuestion
  texts: { done: string; failed: string }
  run: () => Promise<MutationPayload | null | undefined>
}

/**
 * A button of the team's list that runs a mutation (`useMutationAction`): a question first, then
 * the mutation; a refusal (the last administrator) or a failure shows in a popup titled `failed`,
 * a success in one that says `done`. `busy` names the button's record while it runs.
 */
export function useTeamAction() {
  const { t } = useLingui()
  const [current, setCurrent] = useState<string | null>(null)
  const action = useMutationAction<TeamAction, MutationPayload>({
    confirm: (input) => input.question,
    mutate: (input) => {
      setCurrent(input.id)
      return input.run()
    },
    failureTitle: (input) => input.texts.failed,
    onSuccess: (_payload, input) =>
      popup.show({ title: t`Done`, message: input.texts.done, tone: 'success' }),
  })

  function act(
    id: string,
    question: ActionQuestion,
    texts: TeamAction['texts'],
    run: TeamAction['run'],
  ) {
    return action.run({ id, question, texts, run })
  }
  return { act, busy: action.busy ? current : null, dialog: action.dialog }
}
