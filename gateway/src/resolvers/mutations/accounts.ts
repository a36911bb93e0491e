import type {
  ChangePasswordPayload,
  CompletePasswordResetPayload,
  CompleteSignUpPayload,
  LogInPayload,
  MutationResolvers,
  RequestPasswordResetPayload,
  RequestSignUpCodePayload,
  ResolversParentTypes,
  VerifySignUpCodePayload,
} from '../../__generated__/resolvers-types.js'
import { inputId } from '../ids.js'
import { statusError, withUserErrors } from '../user-errors.js'

const ACCOUNT_FIELDS = {
  password: 'currentPassword',
  corpname: 'institutionName',
  ygtyyarnama_no: 'certificateNumber',
  ygtyyarnama_expire_date: 'certificateExpiresOn',
  yegrpo: 'stateRegisterNumber',
  privacy_accepted: 'privacyPolicyAccepted',
}
const SIGN_UP_FIELDS = {
  otp: 'code',
  otp_hashed: 'challenge',
  passwd: 'password',
  passwd_confirmation: 'passwordConfirmation',
}
const RESET_FIELDS = {
  user_id: 'userId',
  link_value: 'linkCode',
  new_password: 'password',
  new_password_confirmation: 'passwordConfirmation',
}
const PASSWORD_FIELDS = {
  old_passwd: 'currentPassword',
  passwd: 'newPassword',
  passwd_confirmation: 'newPasswordConfirmation',
}

/** Logging in and out, sign-up, reset and the account's details. */
export const accountMutations: MutationResolvers = {
  logIn: (_, { input }, context) =>
    withUserErrors<LogInPayload>(context, {}, { userName: null }, async () => {
      const answer = await context.api.accounts.logIn(input)
      if (answer.status !== 'success' || !answer.token) {
        return { userName: null, userErrors: [statusError('INVALID_CREDENTIALS', answer.message)] }
      }
      context.session.start(answer.token)
      return { userName: answer.currentUserName ?? null, userErrors: [] }
    }),

  async logOut(_, __, { api, session }) {
    if (session.token) {
      // A session already dead is logged out all the same: only the cookie is left to clear.
      await api.accounts.logOut().catch((error: unknown) => {
        if ((error as { extensions?: { code?: string } }).extensions?.code !== 'UNAUTHENTICATED') {
          throw error
        }
      })
    }
    session.end()
    return { loggedOut: true }
  },

  requestSignUpCode: (_, { input }, context) =>
    withUserErrors<RequestSignUpCodePayload>(
      context,
      ACCOUNT_FIELDS,
      { challenge: null },
      async () => {
        const answer = await context.api.accounts.signUpDetails({
          name: input.name,
          phone: input.phone,
          email: input.email,
          corpname: input.institutionName,
          ygtyyarnama_no: input.certificateNumber,
          ygtyyarnama_expire_date: input.certificateExpiresOn,
          yegrpo: input.stateRegisterNumber,
          privacy_accepted: input.privacyPolicyAccepted,
        })
        if (answer.status !== 'success' || !answer.otp_hashed) {
          return { challenge: null, userErrors: [statusError('MAIL_NOT_SENT', answer.message)] }
        }
        return { challenge: answer.otp_hashed, userErrors: [] }
      },
    ),

  verifySignUpCode: (_, { input }, context) =>
    withUserErrors<VerifySignUpCodePayload>(
      context,
      SIGN_UP_FIELDS,
      { verified: false, triesLeft: null },
      async () => {
        const answer = await context.api.accounts.signUpCode({
          otp: input.code,
          otp_hashed: input.challenge,
        })
        if (answer.status === 'success') return { verified: true, triesLeft: null, userErrors: [] }
        return {
          verified: false,
          triesLeft: answer.tries_left ?? null,
          userErrors: [statusError('INVALID_CODE', answer.message, 'code')],
        }
      },
    ),

  completeSignUp: (_, { input }, context) =>
    withUserErrors<CompleteSignUpPayload>(context, SIGN_UP_FIELDS, { userName: null }, async () => {
      const answer = await context.api.accounts.signUpPassword({
        otp_hashed: input.challenge,
        passwd: input.password,
        passwd_confirmation: input.passwordConfirmation,
      })
      if (answer.status !== 'success' || !answer.token) {
        return { userName: null, userErrors: [statusError('FAILED', answer.message)] }
      }
      context.session.start(answer.token)
      return { userName: answer.currentUserName ?? null, userErrors: [] }
    }),

  requestPasswordReset: (_, { input }, context) =>
    withUserErrors<RequestPasswordResetPayload>(context, {}, { requested: false }, async () => {
      const answer = await context.api.accounts.requestReset(input.email)
      if (answer.status !== 'success') {
        return { requested: false, userErrors: [statusError('MAIL_NOT_SENT', answer.message)] }
      }
      return { requested: true, userErrors: [] }
    }),

  completePasswordReset: (_, { input }, context) =>
    withUserErrors<CompletePasswordResetPayload>(
      context,
      RESET_FIELDS,
      { userName: null },
      async () => {
        const answer = await context.api.accounts.completeReset({
          user_id: inputId(input.userId, 'userId', context.lang),
          link_value: input.linkCode,
          new_password: input.password,
          new_password_confirmation: input.passwordConfirmation,
        })
        if (answer.status !== 'success' || !answer.token) {
          return { userName: null, userErrors: [statusError('FAILED', answer.message)] }
        }
        context.session.start(answer.token)
        return { userName: answer.currentUserName ?? null, userErrors: [] }
      },
    ),

  updateAccount: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['UpdateAccountPayload']>(
      context,
      ACCOUNT_FIELDS,
      { account: null, pendingEmail: null },
      async () => {
        const answer = await context.api.accounts.updateProfile({
          name: input.name,
          email: input.email,
          phone: input.phone,
          corpname: input.institutionName,
          ygtyyarnama_no: input.certificateNumber,
          yegrpo: input.stateRegisterNumber,
          ...(input.currentPassword ? { password: input.currentPassword } : {}),
        })
        if (answer.status !== 'success' || !answer.data) {
          return {
            account: null,
            pendingEmail: null,
            userErrors: [statusError('FAILED', answer.message)],
          }
        }
        return { account: answer.data, pendingEmail: answer.pending_email ?? null, userErrors: [] }
      },
    ),

  confirmEmailChange: (_, { input }, context) =>
    withUserErrors<ResolversParentTypes['ConfirmEmailChangePayload']>(
      context,
      {},
      { account: null, triesLeft: null },
      async () => {
        const answer = await context.api.accounts.confirmEmailChange(input.code)
        if (answer.status !== 'success' || !answer.data) {
          return {
            account: null,
            triesLeft: answer.tries_left ?? null,
            userErrors: [statusError('INVALID_CODE', answer.message, 'code')],
          }
        }
        return { account: answer.data, triesLeft: null, userErrors: [] }
      },
    ),

  changePassword: (_, { input }, context) =>
    withUserErrors<ChangePasswordPayload>(
      context,
      PASSWORD_FIELDS,
      { changed: false },
      async () => {
        const answer = await context.api.accounts.changePassword({
          old_passwd: input.currentPassword,
          passwd: input.newPassword,
          passwd_confirmation: input.newPasswordConfirmation,
        })
        if (answer.status !== 'success') {
          return {
            changed: false,
            userErrors: [statusError('INVALID_CREDENTIALS', answer.message, 'currentPassword')],
          }
        }
        return { changed: true, userErrors: [] }
      },
    ),
}
