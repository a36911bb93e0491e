import Type from 'typebox'
import {
  Email,
  IsoDate,
  Line,
  Password,
  PasswordTyped,
  Phone,
  RequiredText,
  Status,
} from '../http/schemas.js'

const SignedValue = RequiredText(400)

export const SignupDetailsFields = {
  name: RequiredText(255),
  phone: Phone,
  email: Email,
  corpname: RequiredText(255),
  ygtyyarnama_no: RequiredText(64),
  ygtyyarnama_expire_date: IsoDate,
  yegrpo: RequiredText(64),
}

export const RegistrationPhases = {
  1: Type.Object(
    {
      phase: Type.Literal(1),
      ...SignupDetailsFields,
      privacy_accepted: Type.Literal(true, { description: 'The privacy policy was accepted' }),
    },
    { title: 'Phase 1: details; a code is e-mailed' },
  ),
  2: Type.Object(
    {
      phase: Type.Literal(2),
      otp: Type.String({ pattern: '^\\s*\\d{6}\\s*$', description: 'The six-digit code' }),
      otp_hashed: SignedValue,
    },
    { title: 'Phase 2: the code from the e-mail' },
  ),
  3: Type.Object(
    {
      phase: Type.Literal(3),
      otp_hashed: SignedValue,
      passwd: Password,
      passwd_confirmation: PasswordTyped(),
    },
    { title: 'Phase 3: the password; signs the new account in' },
  ),
}

export const RegistrationBody = Type.Union([
  RegistrationPhases[1],
  RegistrationPhases[2],
  RegistrationPhases[3],
])
export type RegistrationBody = Type.Static<typeof RegistrationBody>

export const RegistrationAnswer = Type.Object({
  status: Status('success', 'invalid_otp', 'error_sending_email'),
  otp_hashed: Type.Optional(
    Type.String({ description: 'Phase 1: the challenge to send back with phases 2 and 3' }),
  ),
  tries_left: Type.Optional(
    Type.Integer({ description: 'invalid_otp: wrong codes still allowed' }),
  ),
  token: Type.Optional(
    Type.String({ description: 'Phase 3: the bearer token of the new account' }),
  ),
  currentUserName: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
})

/**
 * The reset link as the page read it from its address: `user_id` from the query string (the
 * earlier client sends the text it found there, `null` for `?user_id` without a value, nothing
 * when the query was lost), `link_value` from the path. A link that names no live reset, whatever
 * number or text it holds, answers `failure` with the "link has expired" sentence (spec §8), never
 * a 422 on a field the person cannot see; only a value no address could hold (a boolean, a list,
 * an object) is a 422.
 */
const ResetLink = {
  user_id: Type.Optional(
    Type.Union(
      [
        Type.Number({ minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE }),
        Line(400),
        Type.Null(),
      ],
      { description: 'The `user_id` of the e-mailed link: the id, or its digits as text' },
    ),
  ),
  link_value: Type.Optional(
    Line(400, { description: 'The code in the path of the e-mailed link' }),
  ),
}

export const ResetPhases = {
  1: Type.Object(
    { phase: Type.Literal(1), email: Email },
    { title: 'Phase 1: e-mail a reset link (answers success whether or not the e-mail is known)' },
  ),
  2: Type.Object({ phase: Type.Literal(2), ...ResetLink }, { title: 'Phase 2: check the link' }),
  3: Type.Object(
    {
      phase: Type.Literal(3),
      ...ResetLink,
      new_password: Password,
      new_password_confirmation: PasswordTyped(),
    },
    { title: 'Phase 3: the new password; signs the user in' },
  ),
}

export const ResetBody = Type.Union([ResetPhases[1], ResetPhases[2], ResetPhases[3]])
export type ResetBody = Type.Static<typeof ResetBody>

export const ResetAnswer = Type.Object({
  status: Status('success', 'failure'),
  token: Type.Optional(Type.String()),
  currentUserName: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
})

export const LoginBody = Type.Object({
  email: Email,
  password: PasswordTyped(1),
})

export const LoginAnswer = Type.Object({
  status: Status('success', 'invalid_creds'),
  token: Type.Optional(Type.String()),
  currentUserName: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  device_token: Type.Optional(
    Type.String({
      description:
        'On success: this device is trusted for the account for 30 days. Also set as the httpOnly trusted_device cookie; a gateway keeps it in its own cookie and sends it back as that cookie at its next login, so failed logins of others cannot lock this device out',
    }),
  ),
})

export const ProfileFields = {
  name: RequiredText(255),
  email: Email,
  phone: Phone,
  corpname: RequiredText(255),
  ygtyyarnama_no: RequiredText(64),
  yegrpo: RequiredText(64),
}

export const Profile = Type.Object({
  id: Type.Integer(),
  role: Type.Union([Type.Literal('client'), Type.Literal('operator')], {
    description: 'client: a haulier; operator: staff of the enterprise',
  }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  corpname: Type.String(),
  ygtyyarnama_no: Type.String(),
  ygtyyarnama_expire_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  yegrpo: Type.String(),
  pending_email: Type.Union([Type.String(), Type.Null()], {
    description:
      'A new address waiting for the code mailed to it (`POST /api/email-change`); null when none is',
  }),
})

export const ProfileBody = Type.Object({
  ...ProfileFields,
  /** The current password; needed only when `email` changes */
  password: Type.Optional(PasswordTyped(1)),
})

export const ProfileUpdateAnswer = Type.Object({
  status: Status('success', 'failure'),
  data: Type.Optional(Profile),
  pending_email: Type.Optional(
    Type.String({
      description:
        'The new address a code was sent to; the e-mail changes once the code is confirmed',
    }),
  ),
  message: Type.Optional(Type.String()),
})

export const EmailChangeBody = Type.Object({
  code: Type.String({
    pattern: '^\\s*\\d{6}\\s*$',
    description: 'The code sent to the new address',
  }),
})

export const EmailChangeAnswer = Type.Object({
  status: Status('success', 'invalid_otp'),
  data: Type.Optional(Profile),
  tries_left: Type.Optional(
    Type.Integer({ description: 'invalid_otp: wrong codes still allowed' }),
  ),
  message: Type.Optional(Type.String()),
})

export const PasswordUpdateBody = Type.Object({
  old_passwd: PasswordTyped(1),
  passwd: Password,
  passwd_confirmation: PasswordTyped(),
})
