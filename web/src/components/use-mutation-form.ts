import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import {
  type FieldErrors,
  fieldErrorsOf,
  formErrorOf,
  hasErrors,
  type UserErrorLike,
} from '../lib/form-errors'
import { type SubmitAttempt, sameValues, submitAttempt } from '../lib/submit-attempt'
import { type ControlCheckTexts, controlProblems } from './control-checks'
import type { SummaryItem } from './error-summary'
import { useMutationFailure } from './mutation-failure'
import { popup } from './popup'

/** What every mutation payload of the schema carries: the problems a person can fix. */
export type MutationPayload = { userErrors: readonly UserErrorLike[] }

export type MutationFormOptions<F extends string, V, P extends MutationPayload> = {
  /** The form's field names: a `UserError` path joined with '.' (`documents.1`) finds its field. */
  fields: readonly F[]
  /** The values to send, read from the form when it is submitted. */
  read: (form: HTMLFormElement) => V
  /**
   * The page's own checks (required fields, an incomplete phone); problems stop the submit. The
   * kit adds its own where the page found nothing (`controlProblems`: a malformed e-mail, a date
   * before its `min`).
   */
  check?: (values: V, form: HTMLFormElement) => FieldErrors<NoInfer<F>>
  /**
   * Sends the values: the feature's mutation (its cache effect beside it), answering its payload.
   * A mutation that creates passes `attempt.context` on, so that the submit is made once.
   */
  mutate: (values: V, attempt: SubmitAttempt) => Promise<P | null | undefined>
  /** Whether the payload means done; by default, when it has no `userErrors`. */
  succeeded?: (payload: P) => boolean
  /** After a success: clear the form (`form.reset()`), say so, go on. */
  onSuccess: (payload: P, form: HTMLFormElement) => void
  /**
   * Problems the feature places itself (a wrong password marks both fields); what it answers
   * replaces the usual placing, and no popup opens.
   */
  placeErrors?: (
    userErrors: readonly UserErrorLike[],
    payload: P,
  ) => FieldErrors<NoInfer<F>> | undefined
  /** The popup for a problem of no field of the form (or a failure with none): its title, and
   *  the message when the problem's own is not to be shown. */
  failure: { title: string; message: string }
  /** Whether the popup shows the problem's own message (the gateway's, translated); default yes. */
  ownMessage?: (error: UserErrorLike) => boolean
  /** After such a failure has been told (sign-up goes back to its first step). */
  onFailure?: (error: UserErrorLike | undefined, payload: P) => void
  /**
   * Check the answers before sending (GOV.UK's "Check your answers"): a submit that passes the
   * page's checks shows the answers instead of sending them, and `send` sends them.
   */
  review?: boolean
}

export type MutationForm<F extends string> = {
  formRef: React.RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>
  /** While the mutation is under way: the submit button is disabled and says so. */
  busy: boolean
  /** Each field's problem, to pass as its `error`. */
  errors: FieldErrors<F>
  /** What the error summary lists (fields with a message), and the attempt it belongs to. */
  summary: { items: readonly SummaryItem[]; attempt: number } | null
  /** Forgets the problems shown (after the form was cleared another way). */
  clear: () => void
  /** With `review`: whether the answers are being checked (the form is hidden meanwhile). */
  reviewing: boolean
  /** Sends the answers under review, as the form holds them; a problem shows the form again. */
  send: () => Promise<void>
  /** Back from the review to the form, the focus on the control named `field` (or the submit). */
  edit: (field?: string) => void
}

/**
 * The one submit routine of the web's forms: read → the page's checks → the mutation → each
 * `userError` under its field (by path) → the rest in the popup. Each submit's outcome replaces
 * the last one's: fields are marked, and the summary lists them, only as the latest submit
 * found them, and a failure of no field clears them. A dead session goes to /login
 * with no popup (the shell also ends it there); the gateway or API down says "try again later";
 * a second press while sending does nothing. Inputs are uncontrolled, so what was typed stays
 * whatever happens, until `onSuccess` resets the form. Each submit is an attempt with its own
 * idempotency key, except one sent again unchanged after it got no answer: that retry reuses the
 * key, so a create the gateway did make before the answer was lost is not made twice.
 */
export function useMutationForm<F extends string, V, P extends MutationPayload>(
  options: MutationFormOptions<F, V, P>,
): MutationForm<F> {
  const formRef = useRef<HTMLFormElement>(null)
  const thrown = useMutationFailure()
  const sending = useRef(false)
  // The submit that got no answer, with what it sent: sent again unchanged, it is the same attempt.
  const unanswered = useRef<{ attempt: SubmitAttempt; values: V } | null>(null)
  const [busy, setBusy] = useState(false)
  const [reviewing, setReviewing] = useState(false)
  // The control a "Change" link of the review leads back to, focused once the form shows.
  const changing = useRef<string | null>(null)
  const [shown, setShown] = useState<{ errors: FieldErrors<F>; attempt: number }>({
    errors: {},
    attempt: 0,
  })
  const { fields } = options
  // The values whose problems the page's own checks found, while those problems are shown.
  const checkedValues = useRef<{ values: V } | null>(null)
  const { i18n, t } = useLingui()
  const locale = i18n.locale
  const controlTexts: ControlCheckTexts = {
    email: t`Enter an e-mail address such as name@example.com`,
    dateBefore: (earliest) => t`The date cannot be before ${earliest}`,
  }
  /**
   * The page's own checks, and what the controls say of themselves (a malformed e-mail, a date
   * before its `min`) where the page found nothing: all of them in the first round.
   */
  const problemsOf = (values: V, form: HTMLFormElement): FieldErrors<F> => {
    const problems: FieldErrors<F> = { ...options.check?.(values, form) }
    const own = controlProblems(form, fields, controlTexts)
    for (const field of fields) {
      if (problems[field] === undefined && own[field] !== undefined) problems[field] = own[field]
    }
    return problems
  }

  const show = (errors: FieldErrors<F>, values: { values: V } | null = null) => {
    checkedValues.current = values
    setShown(({ attempt }) => ({ errors, attempt: attempt + 1 }))
  }
  const forget = (attempt: number) => {
    checkedValues.current = null
    setShown({ errors: {}, attempt })
  }
  const items = fields.flatMap((field) => {
    const message = shown.errors[field]
    return message ? [{ field, message }] : []
  })
  useFocusMarkedField(formRef, shown.attempt, items.length === 0)
  // Another interface language: the page's own problems are worded again, by its checks run on
  // the values they found them in (its `check` of this render speaks the new language), for the
  // same attempt, so the focus stays. Problems the server answered stay as it worded them: only
  // their text came back, in the language of the request, and nothing here can translate it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run when the language changes
  useEffect(() => {
    const form = formRef.current
    const found = checkedValues.current
    if (!form || !found) return
    const problems = problemsOf(found.values, form)
    setShown(({ attempt }) => ({ errors: problems, attempt }))
  }, [locale])
  useEffect(() => {
    const form = formRef.current
    const field = changing.current
    if (reviewing || !form || field === null) return
    changing.current = null
    controlNamed(form, field)?.focus()
  }, [reviewing])

  // The button was disabled while the form was sent, so the focus left it: it gets it back when
  // the popup closes, ready to try again.
  const tell = (message: string) =>
    popup.show({
      title: options.failure.title,
      message,
      tone: 'failure',
      returnFocus: formRef.current?.querySelector<HTMLElement>('[type="submit"]'),
    })

  function answered(payload: P | null | undefined, form: HTMLFormElement) {
    if (payload && (options.succeeded?.(payload) ?? payload.userErrors.length === 0)) {
      forget(0)
      options.onSuccess(payload, form)
      return
    }
    // A problem is shown where it can be fixed: on the form, under its field.
    setReviewing(false)
    const userErrors = payload?.userErrors ?? []
    const placed = payload ? options.placeErrors?.(userErrors, payload) : undefined
    if (placed) return show(placed)
    show(fieldErrorsOf(userErrors, fields))
    const general = formErrorOf(userErrors, fields)
    if (general || userErrors.length === 0) {
      const own = general?.message && (options.ownMessage?.(general) ?? true)
      tell(own && general ? general.message : options.failure.message)
      if (payload) options.onFailure?.(general, payload)
    }
  }

  function failed(error: unknown) {
    // This submit's outcome replaces the last one's: the fields it marked may be fixed by now,
    // so the summary and the marks go, and the popup alone tells what happened (the attempt is
    // not counted: no marked field is to take the focus from the popup).
    checkedValues.current = null
    setShown(({ attempt }) => ({ errors: {}, attempt }))
    setReviewing(false)
    thrown(error, tell)
  }

  /** The form's values when the page's checks pass; otherwise the problems are shown. */
  function checked(form: HTMLFormElement): { values: V } | null {
    const values = options.read(form)
    const problems = problemsOf(values, form)
    if (!hasErrors(problems)) return { values }
    setReviewing(false)
    show(problems, { values })
    return null
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const form = event.currentTarget
    const ready = checked(form)
    if (!ready) return
    if (options.review) {
      forget(0)
      setReviewing(true)
      return
    }
    await deliver(form, ready.values)
  }

  async function send() {
    const form = formRef.current
    if (!form || sending.current) return
    const ready = checked(form)
    if (ready) await deliver(form, ready.values)
  }

  async function deliver(form: HTMLFormElement, values: V) {
    sending.current = true
    setBusy(true)
    const last = unanswered.current
    const attempt = last && sameValues(last.values, values) ? last.attempt : submitAttempt()
    unanswered.current = { attempt, values }
    let payload: P | null | undefined
    try {
      payload = await options.mutate(values, attempt)
    } catch (error) {
      return failed(error)
    } finally {
      sending.current = false
      setBusy(false)
    }
    unanswered.current = null
    answered(payload, form)
  }

  return {
    formRef,
    onSubmit,
    busy,
    errors: shown.errors,
    summary: items.length > 0 ? { items, attempt: shown.attempt } : null,
    clear: () => forget(0),
    reviewing,
    send,
    edit: (field) => {
      changing.current = field ?? '[type="submit"]'
      setReviewing(false)
    },
  }
}

/**
 * The control a "Change" link leads to: the form's by that name (the control the kit marks with
 * `data-field` when the named input is not the one a person uses, as a date's typed box; a group
 * of choices: the one checked), else the page's (a choice made above the form), else a
 * selector's match.
 */
function controlNamed(form: HTMLFormElement, field: string): HTMLElement | null {
  if (field.startsWith('[')) return form.querySelector<HTMLElement>(field)
  const name = `[name="${CSS.escape(field)}"]`
  for (const scope of [form, form.ownerDocument]) {
    const found =
      scope.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`) ??
      scope.querySelector<HTMLElement>(`${name}:checked`) ??
      scope.querySelector<HTMLElement>(name)
    if (found) return found
  }
  return null
}

/**
 * When a failed submit marks fields but lists none in the summary (a wrong code, marked without
 * a message), the first marked control takes the focus instead.
 */
function useFocusMarkedField(
  formRef: React.RefObject<HTMLFormElement | null>,
  attempt: number,
  noSummary: boolean,
) {
  useEffect(() => {
    if (attempt === 0 || !noSummary) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [formRef, attempt, noSummary])
}
