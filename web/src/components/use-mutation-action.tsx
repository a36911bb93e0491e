import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { ConfirmDialog } from './confirm-dialog'
import { useMutationFailure } from './mutation-failure'
import { popup } from './popup'
import type { MutationPayload } from './use-mutation-form'

/** The question asked before the mutation runs (ConfirmDialog); `danger` when it destroys. */
export type ActionQuestion = {
  title: string
  message: string
  confirmLabel: string
  /** "Go back" when left out. */
  cancelLabel?: string
  danger?: boolean
  /** What the confirming button says while the mutation runs ("Deleting…"). */
  busyLabel?: string
}

export type MutationActionOptions<A, P extends MutationPayload> = {
  /** Runs the feature's mutation (its cache effect beside it) for `input`, answering its payload. */
  mutate: (input: A) => Promise<P | null | undefined>
  /** Whether the payload means done; by default, when it has no `userErrors`. */
  succeeded?: (payload: P) => boolean
  /** After a success (the cache has already changed what the page shows). */
  onSuccess?: (payload: P, input: A) => void
  /**
   * Where the focus goes after a success, once the question has closed: the pressed button may
   * be gone with what it acted on (a request canceled, a row deleted), and the focus with it.
   */
  focusAfterSuccess?: (input: A) => HTMLElement | null
  /** The popup's title when the action did not happen ("Not deleted"). */
  failureTitle: string | ((input: A) => string)
  /** A question before the mutation; the action runs only after a yes. */
  confirm?: (input: A) => ActionQuestion
}

export type MutationAction<A> = {
  /** Asks the question (when there is one), then runs the mutation; a second run meanwhile does nothing. */
  run: (input: A) => Promise<void>
  /** While the mutation is under way: the buttons that run it are disabled. */
  busy: boolean
  /** The question, while it is asked: render it once, anywhere in the component. */
  dialog: ReactNode
}

/**
 * The one routine of a button that runs a mutation (the sibling of `useMutationForm`): busy while
 * it runs, a refusal (`userErrors`) told in the popup in the gateway's words, a failure told as
 * forms tell it (`useMutationFailure`: a dead session goes to /login, the service out of reach
 * says so, anything else says an error occurred). Closed, the popup gives the focus back to the
 * button that was pressed (it was disabled meanwhile).
 */
export function useMutationAction<A, P extends MutationPayload>(
  options: MutationActionOptions<A, P>,
): MutationAction<A> {
  const { t } = useLingui()
  const thrown = useMutationFailure()
  const sending = useRef(false)
  const trigger = useRef<HTMLElement | null>(null)
  const [busy, setBusy] = useState(false)
  const [asked, setAsked] = useState<{ input: A; question: ActionQuestion } | null>(null)
  const focusNext = useRef<(() => HTMLElement | null) | null>(null)

  // Only once the question is gone from the page: while it is open, nothing behind it takes focus.
  useEffect(() => {
    if (asked || !focusNext.current) return
    const next = focusNext.current
    focusNext.current = null
    next()?.focus()
  }, [asked])

  const tell = (input: A) => (message: string) => {
    const { failureTitle } = options
    const button = trigger.current
    popup.show({
      title: typeof failureTitle === 'function' ? failureTitle(input) : failureTitle,
      message,
      tone: 'failure',
      returnFocus: button?.isConnected ? button : undefined,
    })
  }

  async function execute(input: A) {
    if (sending.current) return
    sending.current = true
    setBusy(true)
    const settle = () => {
      sending.current = false
      setBusy(false)
      setAsked(null)
    }
    let payload: P | null | undefined
    try {
      payload = await options.mutate(input)
    } catch (error) {
      settle()
      thrown(error, tell(input))
      return
    }
    settle()
    if (payload && (options.succeeded?.(payload) ?? payload.userErrors.length === 0)) {
      options.onSuccess?.(payload, input)
      const { focusAfterSuccess } = options
      if (focusAfterSuccess) {
        const next = () => focusAfterSuccess(input)
        if (options.confirm) focusNext.current = next
        else next()?.focus()
      }
      return
    }
    tell(input)(payload?.userErrors[0]?.message ?? t`Error has occurred, please try again later`)
  }

  async function run(input: A) {
    if (sending.current) return
    const focused = document.activeElement
    trigger.current = focused instanceof HTMLElement ? focused : null
    const question = options.confirm?.(input)
    if (question) setAsked({ input, question })
    else await execute(input)
  }

  const dialog = asked && (
    <ConfirmDialog
      open
      title={asked.question.title}
      message={asked.question.message}
      confirmLabel={asked.question.confirmLabel}
      cancelLabel={asked.question.cancelLabel ?? t`Go back`}
      danger={asked.question.danger ?? false}
      busy={busy}
      busyLabel={asked.question.busyLabel}
      onConfirm={() => execute(asked.input)}
      onCancel={() => setAsked(null)}
      returnFocus={trigger.current}
    />
  )
  return { run, busy, dialog }
}
