import { useCallback, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { SignUpDetailsInput } from '../../../gql/graphql'

/**
 * How far a sign-up has come: the details as sent and the challenge of step 1, which steps 2
 * and 3 hand back, and `reached`, the furthest step open. `draft` is what step 1 holds while it
 * is typed, before it is sent. The password and the code are never kept.
 */
export type SignUpProgress = {
  reached: 1 | 2 | 3
  details?: SignUpDetailsInput
  challenge?: string
  draft?: Partial<SignUpDetailsInput>
}

/** Kept for the tab's life (sessionStorage): a reload or Back loses nothing (ADR 0082). */
const KEY = 'sign-up-progress'
const STEP_PARAM = 'step'

function read(): SignUpProgress {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SignUpProgress | null
    if (kept && [1, 2, 3].includes(kept.reached) && (kept.reached === 1 || kept.challenge)) {
      return kept
    }
  } catch {
    // Unreadable or refused storage: the sign-up starts from step 1.
  }
  return { reached: 1 }
}

function write(progress: SignUpProgress | null) {
  try {
    if (progress) sessionStorage.setItem(KEY, JSON.stringify(progress))
    else sessionStorage.removeItem(KEY)
  } catch {
    // Full or refused storage: the progress lasts as long as the page.
  }
}

/**
 * The sign-up's progress, kept in the tab's storage, and the step shown, kept in the address
 * (`?step=2`), so that Back and Forward move between the steps reached and a reload stays on
 * the step it was on. An address naming a step not reached shows the furthest one reached.
 */
export function useSignUpProgress() {
  const [params, setParams] = useSearchParams()
  const [progress, setProgress] = useState(read)
  const asked = Number(params.get(STEP_PARAM) ?? 1)
  const step = ([1, 2, 3].includes(asked) ? Math.min(asked, progress.reached) : 1) as 1 | 2 | 3

  const keep = useCallback((change: (kept: SignUpProgress) => SignUpProgress) => {
    setProgress((kept) => {
      const next = change(kept)
      write(next)
      return next
    })
  }, [])

  /** Shows `shown` with a new entry in the history (Back returns to the step before). */
  const show = useCallback(
    (shown: 1 | 2 | 3, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (shown === 1) next.delete(STEP_PARAM)
          else next.set(STEP_PARAM, String(shown))
          return next
        },
        { replace },
      ),
    [setParams],
  )

  return {
    step,
    progress,
    /** Step 1 sent: a code is on its way for these details. */
    codeSent(details: SignUpDetailsInput, challenge: string) {
      keep(() => ({ reached: 2, details, challenge }))
      show(2)
    },
    /** Another code for the same details. */
    newCode(challenge: string) {
      keep((kept) => ({ ...kept, challenge }))
    },
    verified() {
      keep((kept) => ({ ...kept, reached: 3 }))
      show(3)
    },
    /** Back to the details, as sent (or as typed since). */
    backToDetails(replace = false) {
      show(1, replace)
    },
    /** Step 1 as it is typed, kept so a reload does not empty it. */
    typed(draft: Partial<SignUpDetailsInput>) {
      keep((kept) => ({ ...kept, draft }))
    },
    /** The account exists: nothing of the sign-up is kept. */
    finished() {
      write(null)
    },
  }
}
