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
import { FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId } from '../ids.js'
import { statusError, withUserErrors } from '../user-errors.js'

/** Each account mutation's input fields by the REST fields of its endpoint. */
export const LOG_IN_NAMES = new FieldNames({ email: 'email', password: 'password' })
export const SIGN_UP_DETAILS_NAMES = new FieldNames({
  name: 'name',
  phone: 'phone',
  email: 'email',
  institutionName: 'corpname',
  certificateNumber: 'ygtyyarnama_no',
  certificateExpiresOn: 'ygtyyarnama_expire_date',
  stateRegisterNumber: 'yegrpo',
  privacyPolicyAccepted: 'privacy_accepted',
})
export const VERIFY_SIGN_UP_CODE_NAMES = new FieldNames({ challenge: 'otp_hashed', code: 'otp' })
// Step 3 sends no code: the API's problems with `otp` there (not verified, expired) are the
// challenge's. An e-mail taken meanwhile names no field of this step.
export const COMPLETE_SIGN_UP_NAMES = new FieldNames({
  challenge: ['otp_hashed', 'otp'],
  password: 'passwd',
  passwordConfirmation: 'passwd_confirmation',
})
export const REQUEST_PASSWORD_RESET_NAMES = new FieldNames({ email: 'email' })
export const COMPLETE_PASSWORD_RESET_NAMES = new FieldNames({
  userId: 'user_id',
  linkCode: 'link_value',
  password: 'new_password',
  passwordConfirmation: 'new_password_confirmation',
})
export const UPDATE_ACCOUNT_NAMES = new FieldNames({
  name: 'name',
  email: 'email',
  phone: 'phone',
  institutionName: 'corpname',
  certificateNumber: 'ygtyyarnama_no',
  stateRegisterNumber: 'yegrpo',
  currentPassword: 'password',
})
export const CONFIRM_EMAIL_CHANGE_NAMES = new FieldNames({ code: 'code' })
export const CHANGE_PASSWORD_NAMES = new FieldNames({
  currentPassword: 'old_passwd',
  newPassword: 'passwd',
  newPasswordConfirmation: 'passwd_confirmation',
})

/** The table each mutation here reads the API's 422 with (a test checks them against the schema). */
export const accountFieldNames = {
  logIn: LOG_IN_NAMES,
  requestSignUpCode: SIGN_UP_DETAILS_NAMES,
  verifySignUpCode: VERIFY_SIGN_UP_CODE_NAMES,
  completeSignUp: COMPLETE_SIGN_UP_NAMES,
  requestPasswordReset: REQUEST_PASSWORD_RESET_NAMES,
  completePasswordReset: COMPLETE_PASSWORD_RESET_NAMES,
  updateAccount: UPDATE_ACCOUNT_NAMES,
  confirmEmailChange: CONFIRM_EMAIL_CHANGE_NAMES,
  changePassword: CHANGE_PASSWORD_NAMES,
} satisfies MutationFieldNames

/** Logging in and out, sign-up, reset and the account's details. */
export const accountMutations: MutationResolvers = {
  logIn: (_, { input }, context) =>
    withUserErrors<LogInPayload>(context, LOG_IN_NAMES, { userName: null }, async () => {
      const { session } = context
      const answer = await context.api.accounts.logIn(
        LOG_IN_NAMES.body(input),
        session.trustedDevice,
      )
      if (answer.status !== 'success' || !answer.token) {
        return { userName: null, userErrors: [statusError('INVALID_CREDENTIALS', answer.message)] }
      }
      session.start(answer.token)
      if (answer.device_token) session.trustDevice(answer.device_token)
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
      SIGN_UP_DETAILS_NAMES,
      { challenge: null },
      async () => {
        const answer = await context.api.accounts.signUpDetails(
          SIGN_UP_DETAILS_NAMES.body({
            name: input.name,
            phone: input.phone,
            email: input.email,
            institutionName: input.institutionName,
            certificateNumber: input.certificateNumber,
            certificateExpiresOn: input.certificateExpiresOn,
            stateRegisterNumber: input.stateRegisterNumber,
            privacyPolicyAccepted: input.privacyPolicyAccepted,
          }),
        )
        if (answer.status !== 'success' || !answer.otp_hashed) {
          return { challenge: null, userErrors: [statusError('MAIL_NOT_SENT', answer.message)] }
        }
        return { challenge: answer.otp_hashed, userErrors: [] }
      },
    ),

  verifySignUpCode: (_, { input }, context) =>
    withUserErrors<VerifySignUpCodePayload>(
      context,
      VERIFY_SIGN_UP_CODE_NAMES,
      { verified: false, triesLeft: null },
      async () => {
        const answer = await context.api.accounts.signUpCode(
          VERIFY_SIGN_UP_CODE_NAMES.body({ code: input.code, challenge: input.challenge }),
        )
        if (answer.status === 'success') return { verified: true, triesLeft: null, userErrors: [] }
        return {
          verified: false,
          triesLeft: answer.tries_left ?? null,
          userErrors: [statusError('INVALID_CODE', answer.message, ['code'])],
        }
      },
    ),

  completeSignUp: (_, { input }, context) =>
    withUserErrors<CompleteSignUpPayload>(
      context,
      COMPLETE_SIGN_UP_NAMES,
      { userName: null },
      async () => {
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
      },
    ),

  requestPasswordReset: (_, { input }, context) =>
    withUserErrors<RequestPasswordResetPayload>(
      context,
      REQUEST_PASSWORD_RESET_NAMES,
      { requested: false },
      async () => {
        const answer = await context.api.accounts.requestReset(input.email)
        if (answer.status !== 'success') {
          return { requested: false, userErrors: [statusError('MAIL_NOT_SENT', answer.message)] }
        }
        return { requested: true, userErrors: [] }
      },
    ),

  completePasswordReset: (_, { input }, context) =>
    withUserErrors<CompletePasswordResetPayload>(
      context,
      COMPLETE_PASSWORD_RESET_NAMES,
      { userName: null },
      async () => {
        const answer = await context.api.accounts.completeReset(
          COMPLETE_PASSWORD_RESET_NAMES.body({
            userId: inputId(input.userId, 'userId', context.lang),
            linkCode: input.linkCode,
            password: input.password,
            passwordConfirmation: input.passwordConfirmation,
          }),
        )
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
      UPDATE_ACCOUNT_NAMES,
      { account: null, pendingEmail: null },
      async () => {
        const answer = await context.api.accounts.updateProfile(
          UPDATE_ACCOUNT_NAMES.body({
            name: input.name,
            email: input.email,
            phone: input.phone,
            institutionName: input.institutionName,
            certificateNumber: input.certificateNumber,
            stateRegisterNumber: input.stateRegisterNumber,
            ...(input.currentPassword ? { currentPassword: input.currentPassword } : {}),
          }),
        )
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
      CONFIRM_EMAIL_CHANGE_NAMES,
      { account: null, triesLeft: null },
      async () => {
        const answer = await context.api.accounts.confirmEmailChange(input.code)
        if (answer.status !== 'success' || !answer.data) {
          return {
            account: null,
            triesLeft: answer.tries_left ?? null,
            userErrors: [statusError('INVALID_CODE', answer.message, ['code'])],
          }
        }
        return { account: answer.data, triesLeft: null, userErrors: [] }
      },
    ),

  changePassword: (_, { input }, context) =>
    withUserErrors<ChangePasswordPayload>(
      context,
      CHANGE_PASSWORD_NAMES,
      { changed: false },
      async () => {
        const answer = await context.api.accounts.changePassword(
          CHANGE_PASSWORD_NAMES.body({
            currentPassword: input.currentPassword,
            newPassword: input.newPassword,
            newPasswordConfirmation: input.newPasswordConfirmation,
          }),
        )
        if (answer.status !== 'success') {
          return {
            changed: false,
            userErrors: [statusError('INVALID_CREDENTIALS', answer.message, ['currentPassword'])],
          }
        }
        return { changed: true, userErrors: [] }
      },
    ),
}
