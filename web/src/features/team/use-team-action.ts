import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { popup } from '../../components/popup'
import { useConfirm } from '../../components/use-confirm'
import { failureOf, type MutationPayload } from '../../components/use-mutation-form'

type Question = { title: string; message: string; confirmLabel: string; danger?: boolean }

/**
 * A button of the team's list that runs a mutation: a question first, then the mutation; a
 * refusal (the last administrator) or a failure shows in a popup titled `failed`, a success in
 * one that says `done`. `busy` names the button's record while it runs.
 */
export function useTeamAction() {
  const { t } = useLingui()
  const { ask, dialog } = useConfirm()
  const [busy, setBusy] = useState<string | null>(null)

  async function act(
    id: string,
    question: Question,
    texts: { done: string; failed: string },
    run: () => Promise<MutationPayload | null | undefined>,
  ) {
    if (!(await ask(question))) return
    setBusy(id)
    try {
      const problem = (await run())?.userErrors[0]
      if (problem) popup.show({ title: texts.failed, message: problem.message, tone: 'failure' })
      else popup.show({ title: t`Done`, message: texts.done, tone: 'success' })
    } catch (error) {
      const message =
        failureOf(error) === 'unavailable'
          ? t`The service is not available right now. Please try again later.`
          : t`Error has occurred, please try again later`
      popup.show({ title: texts.failed, message, tone: 'failure' })
    } finally {
      setBusy(null)
    }
  }
  return { act, busy, dialog }
}
