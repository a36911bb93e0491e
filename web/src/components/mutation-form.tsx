import type { FormHTMLAttributes, ReactNode } from 'react'
import { ErrorSummary } from './error-summary'
import { LoadingOverlay } from './loading-overlay'
import type { MutationForm as FormState } from './use-mutation-form'

type MutationFormProps = Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'noValidate' | 'aria-busy'
> & {
  /** The form's state, from `useMutationForm`. */
  form: FormState<string>
  children: ReactNode
  /** What shows while the form is sent, in place of the loading overlay (an upload's progress). */
  busyView?: ReactNode
}

/**
 * A form of the web, wired to its `useMutationForm`: the browser's own validation off (every
 * message is ours, in the interface language, under its field), the error summary at the top
 * after a failed submit, `aria-busy` and the loading overlay (or `busyView`) while it is sent.
 */
export function MutationForm({ form, children, busyView, ...attributes }: MutationFormProps) {
  return (
    <form
      {...attributes}
      // Hidden, not unmounted, while its answers are checked: everything typed stays.
      hidden={form.reviewing || attributes.hidden}
      ref={form.formRef}
      noValidate
      aria-busy={form.busy}
      onSubmit={form.onSubmit}
    >
      {form.summary && (
        <ErrorSummary
          items={form.summary.items}
          attempt={form.summary.attempt}
          form={form.formRef}
        />
      )}
      {children}
      {form.busy && !form.reviewing && (busyView ?? <LoadingOverlay />)}
    </form>
  )
}

/**
 * The form's submit button: disabled and `aria-busy` while the form is sent, so it cannot be
 * pressed twice; `busyLabel` (e.g. "Sending…") replaces its text meanwhile.
 */
export function SubmitButton({
  busy,
  busyLabel,
  className = 'button',
  children,
}: {
  busy: boolean
  busyLabel?: string
  className?: string
  children: ReactNode
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
