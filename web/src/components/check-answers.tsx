import { useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import styles from './check-answers.module.css'
import { formCard } from './form-layout'
import { LoadingOverlay } from './loading-overlay'
import { SummaryList, type SummaryRow } from './summary-list'
import type { MutationForm } from './use-mutation-form'

type Props = {
  /** The form under review (`useMutationForm` with `review`). */
  form: MutationForm<string>
  rows: readonly SummaryRow[]
  /** The button that sends (the spec's words for the request). */
  sendLabel: string
}

/**
 * GOV.UK's "Check your answers" step of a form: the answers as a summary list, each with a
 * "Change" link back to its field (the form is kept, hidden, so nothing typed is lost), and the
 * button that sends. Its heading takes the focus when it shows, so a screen reader reads it.
 */
export function CheckAnswers({ form, rows, sendLabel }: Props) {
  const { t } = useLingui()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [])
  return (
    <section className={formCard} aria-labelledby={id} aria-busy={form.busy}>
      <h2 id={id} ref={heading} tabIndex={-1} className={styles.title}>
        {t`Check your answers before sending your request`}
      </h2>
      <SummaryList rows={rows} onChange={(field) => form.edit(field)} />
      <p className={styles.note}>
        {t`Nothing is sent until you press the button. You can change any answer first.`}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={form.busy}
          aria-busy={form.busy || undefined}
          onClick={() => void form.send()}
        >
          {form.busy ? t`Sending…` : sendLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={() => form.edit()}>
          {t`Back to the form`}
        </button>
      </div>
      {form.busy && <LoadingOverlay />}
    </section>
  )
}
