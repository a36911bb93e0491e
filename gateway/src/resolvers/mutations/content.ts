import type { MutationResolvers, SendFeedbackPayload } from '../../__generated__/resolvers-types.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { statusError, withUserErrors } from '../user-errors.js'

/** The feedback form's input fields by the REST fields of `/api/feedback-post`. */
export const FEEDBACK_NAMES = new FieldNames({
  department: 'department',
  name: 'name',
  email: 'email',
  phone: 'phone',
  message: 'message',
})

/** The table each mutation here reads the API's 422 with (a test checks them against the schema). */
export const contentFieldNames = {
  sendFeedback: FEEDBACK_NAMES,
} satisfies MutationFieldNames

export const contentMutations: MutationResolvers = {
  sendFeedback: (_, { input }, context) =>
    withUserErrors<SendFeedbackPayload>(context, FEEDBACK_NAMES, { sent: false }, async () => {
      const answer = await context.api.content.sendFeedback(
        FEEDBACK_NAMES.body({
          department: input.department === 'TECHNICAL' ? 'technical_dep' : 'general_dep',
          name: input.name,
          ...(input.email ? { email: input.email } : {}),
          phone: input.phone,
          message: input.message,
        }),
      )
      if (answer.status !== 'success') {
        return { sent: false, userErrors: [statusError('MAIL_NOT_SENT', answer.message)] }
      }
      return { sent: true, userErrors: [] }
    }),
}
