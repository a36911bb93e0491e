import { useLingui } from '@lingui/react/macro'
import { TextField } from '../../../components/field'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { TextAreaField } from '../../../components/text-area-field'
import { useConfirm } from '../../../components/use-confirm'
import { type MutationPayload, useMutationForm } from '../../../components/use-mutation-form'
import { formText } from '../../../lib/form-errors'
import { parseMoney } from '../../../lib/money'
import styles from '../screens.module.css'

/** What an action asks for besides the confirmation: nothing, a price, or a reason. */
export type ActionInput = 'none' | 'price' | 'reason' | 'note'

export type ActionValues = { price?: number; reason?: string }

type Question = { title: string; message: string }

type Props = {
  /** The button's text, which is also what the question confirms ("Reject"). */
  label: string
  input: ActionInput
  /**
   * The question before it is done; made from what was read when it names it (a price, as it was
   * understood from what the operator typed).
   */
  question: Question | ((values: ActionValues) => Question)
  /** The price offered at first (the permit type's listed one). */
  suggestedPrice?: number
  danger?: boolean
  run: (values: ActionValues) => Promise<MutationPayload | null | undefined>
  /** After the action is done (the page then places the focus: useFocusLanding). */
  onDone?: (() => void) | undefined
}

const CANCELLED = { userErrors: [], cancelled: true } as const

/**
 * One action on an e-permit or a request, as a form of the kit: its field (a price, a reason),
 * the page's check, then a question, then the mutation; problems under the field, the rest in
 * the popup (another operator claimed it meanwhile, a step no longer allowed).
 */
export function ActionForm({ label, input, question, suggestedPrice, danger, run, onDone }: Props) {
  const { t } = useLingui()
  const { ask, dialog } = useConfirm()
  const fields =
    input === 'price' ? (['price'] as const) : input === 'none' ? [] : (['reason'] as const)
  const form = useMutationForm<
    'price' | 'reason',
    ActionValues,
    MutationPayload & { cancelled?: true }
  >({
    fields,
    read: (element) => {
      if (input === 'price') return { price: parseMoney(formText(element, 'price')) ?? Number.NaN }
      if (input === 'none') return {}
      return { reason: formText(element, 'reason') }
    },
    check: (values) => {
      if (input === 'price' && !(Number.isFinite(values.price) && (values.price ?? 0) > 0)) {
        return { price: t`Enter a price in manat, more than 0, like 1 500 or 1 500,75` }
      }
      if (input === 'reason' && !values.reason) return { reason: t`Please write the reason` }
      return {}
    },
    mutate: async (values) => {
      const asked = typeof question === 'function' ? question(values) : question
      const confirmed = await ask({ ...asked, confirmLabel: label, danger: danger ?? false })
      return confirmed ? run(values) : CANCELLED
    },
    succeeded: (payload) => !payload.cancelled && payload.userErrors.length === 0,
    placeErrors: (_, payload) => (payload.cancelled ? {} : undefined),
    onSuccess: (_, element) => {
      element.reset()
      onDone?.()
    },
    failure: { title: t`Not done`, message: t`Error has occurred, please try again later` },
  })

  return (
    <MutationForm form={form} className={styles.panel}>
      {input === 'price' && (
        <TextField
          label={t`Price, manat`}
          name="price"
          inputMode="decimal"
          defaultValue={suggestedPrice === undefined ? '' : String(suggestedPrice)}
          hint={t`The permit type's listed price is offered; change it if needed.`}
          required
          error={form.errors.price}
        />
      )}
      {(input === 'reason' || input === 'note') && (
        <TextAreaField
          label={
            input === 'reason' ? t`Reason, for the haulier` : t`Note for the haulier (optional)`
          }
          name="reason"
          rows={3}
          maxLength={1000}
          required={input === 'reason'}
          error={form.errors.reason}
        />
      )}
      <div className={styles.actions}>
        <SubmitButton busy={form.busy} className={danger ? 'button button--danger' : 'button'}>
          {label}
        </SubmitButton>
      </div>
      {dialog}
    </MutationForm>
  )
}
