import type { RestHttp } from './http.js'

export interface ProfileRow {
  id: number
  name: string
  email: string
  phone: string
  corpname: string
  ygtyyarnama_no: string
  ygtyyarnama_expire_date: string | null
  yegrpo: string
  /** `client` or `operator`; an API that does not say is taken as serving clients. */
  role?: 'client' | 'operator'
  /** The new address waiting for its code; absent from an API without e-mail changes. */
  pending_email?: string | null
}

export interface SessionAnswer {
  status: string
  token?: string
  currentUserName?: string
  message?: string
  /** A login's: the API's trusted-device value for this browser (an API without it: absent). */
  device_token?: string
}

export interface SignUpAnswer extends SessionAnswer {
  otp_hashed?: string
  tries_left?: number
}

export interface StatusAnswer {
  status: string
  message?: string
}

/** Logging in and out, sign-up, password reset and the account's own details. */
export class AccountsApi {
  constructor(private readonly http: RestHttp) {}

  /** With the browser's trusted-device value, sent as the cookie the API set it in. */
  logIn(body: { email: string; password: string }, trustedDevice: string | undefined) {
    const headers = trustedDevice ? { cookie: `trusted_device=${trustedDevice}` } : undefined
    return this.http.post<SessionAnswer>('/api/login-post', body, headers)
  }

  logOut() {
    return this.http.get<StatusAnswer>('/api/logout')
  }

  signUpDetails(body: {
    name: string
    phone: string
    email: string
    corpname: string
    ygtyyarnama_no: string
    ygtyyarnama_expire_date: string
    yegrpo: string
    privacy_accepted: boolean
  }) {
    return this.http.post<SignUpAnswer>('/api/registration-post', { phase: 1, ...body })
  }

  signUpCode(body: { otp: string; otp_hashed: string }) {
    return this.http.post<SignUpAnswer>('/api/registration-post', { phase: 2, ...body })
  }

  signUpPassword(body: { otp_hashed: string; passwd: string; passwd_confirmation: string }) {
    return this.http.post<SignUpAnswer>('/api/registration-post', { phase: 3, ...body })
  }

  requestReset(email: string) {
    return this.http.post<StatusAnswer>('/api/passwd-reset', { phase: 1, email })
  }

  checkResetLink(userId: number, linkValue: string) {
    return this.http.post<StatusAnswer>('/api/passwd-reset', {
      phase: 2,
      user_id: userId,
      link_value: linkValue,
    })
  }

  completeReset(body: {
    user_id: number
    link_value: string
    new_password: string
    new_password_confirmation: string
  }) {
    return this.http.post<SessionAnswer>('/api/passwd-reset', { phase: 3, ...body })
  }

  profile() {
    return this.http.get<ProfileRow>('/api/profile')
  }

  updateProfile(body: {
    name: string
    email: string
    phone: string
    corpname: string
    ygtyyarnama_no: string
    yegrpo: string
    password?: string
  }) {
    return this.http.post<{
      status: 'success' | 'failure'
      data?: ProfileRow
      pending_email?: string
      message?: string
    }>('/api/profile-update', body)
  }

  confirmEmailChange(code: string) {
    return this.http.post<{
      status: 'success' | 'invalid_otp'
      data?: ProfileRow
      tries_left?: number
      message?: string
    }>('/api/email-change', { code })
  }

  changePassword(body: { old_passwd: string; passwd: string; passwd_confirmation: string }) {
    return this.http.post<StatusAnswer>('/api/passwd-update', body)
  }
}
