import type { MutationResolvers, SendFeedbackPayload } from '../../__generated__/resolvers-types.js'
import { statusError, withUserErrors } from '../user-errors.js'

export const contentMutations: MutationResolvers = {
  sendFeedback: (_, { input }, context) =>
    withUserErrors<SendFeedbackPayload>(context, {}, { sent: false }, async () => {
      const answer = await context.api.content.sendFeedback({
        department: input.department === 'TECHNICAL' ? 'technical_dep' : 'general_dep',
        name: input.name,
        ...(input.email ? { email: input.email } : {}),
        phone: input.phone,
        message: input.message,
      })
      if (answer.status !== 'success') {
        return { sent: false, userErrors: [statusError('MAIL_NOT_SENT', answer.message)] }
      }
      return { sent: true, userErrors: [] }
    }),
}
