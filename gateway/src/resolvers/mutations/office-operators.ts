import type {
  MutationResolvers,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.js'
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId } from '../ids.js'
import { withUserErrors } from '../user-errors.js'

const INVITE_NAMES = new FieldNames({ email: 'email', name: 'name', language: 'lang' })
const OPERATOR_NAMES = new FieldNames({}, { codes: { status: 'NOT_ALLOWED' } })
const ACCEPT_NAMES = new FieldNames({ token: 'token', password: 'password' })

export const officeOperatorFieldNames = {
  inviteOperator: INVITE_NAMES,
  deactivateOperator: OPERATOR_NAMES,
  reactivateOperator: OPERATOR_NAMES,
  acceptOperatorInvitation: ACCEPT_NAMES,
} satisfies MutationFieldNames

type OperatorPayload = ResolversParentTypes['OperatorPayload']

const statusStep =
  (step: 'deactivate' | 'reactivate'): MutationResolvers['deactivateOperator'] =>
  (_, { input }, context) =>
    withUserErrors<OperatorPayload>(context, OPERATOR_NAMES, { operator: null }, async () => {
      const id = inputId(input.operatorId, 'operatorId', context.lang)
      const answer = await context.api.operators.setOperatorStatus(id, step)
      return { operator: answer.operator, userErrors: [] }
    })

/** The office's own accounts: inviting operators, switching them off and on, joining. */
export const officeOperatorMutations: MutationResolvers = {
  inviteOperator: (_, { input }, context) =>
    withUserErrors<OperatorPayload>(context, INVITE_NAMES, { operator: null }, async () => {
      const answer = await context.api.operators.invite(
        INVITE_NAMES.body({
          email: input.email,
          name: input.name,
          language: input.language.toLowerCase() as Lowercase<typeof input.language>,
        }),
      )
      return { operator: answer.operator, userErrors: [] }
    }),
  deactivateOperator: statusStep('deactivate'),
  reactivateOperator: statusStep('reactivate'),

  acceptOperatorInvitation: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['AcceptOperatorInvitationPayload']>(
      context,
      ACCEPT_NAMES,
      { account: null },
      async () => {
        const answer = await context.api.operators.acceptInvitation(ACCEPT_NAMES.body(input))
        context.session.start(answer.token)
        return { account: answer.account, userErrors: [] }
      },
    ),
}
