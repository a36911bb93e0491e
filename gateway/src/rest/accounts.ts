import type { Answer, Body, OmittedByEarlierApis } from './api-types.js'
import type { RestHttp } from './http.js'

/**
 * The account's own details. `role` and `pending_email` are absent from an API before operators
 * and e-mail changes: read as serving clients, with no address waiting.
 */
export type ProfileRow = OmittedByEarlierApis<
  Answer<'/api/profile', 'get'>,
  'role' | 'pending_email'
>

/** One phase of a multi-phase form's body, without the phase number the client adds. */
type Phase<Bodies, N extends number> = Omit<Extract<Bodies, { phase: N }>, 'phase'>
type SignUp<N extends number> = Phase<Body<'/api/registration-post', 'post'>, N>
type Reset<N extends number> = Phase<Body<'/api/passwd-reset', 'post'>, N>

/** Logging in and out, sign-up, password reset and the account's own details. */
export class AccountsApi {
  constructor(private readonly http: RestHttp) {}

  /** With the browser's trusted-device value, sent as the cookie the API set it in. */
  logIn(body: Body<'/api/login-post', 'post'>, trustedDevice: string | undefined) {
    const headers = trustedDevice ? { cookie: `trusted_device=${trustedDevice}` } : undefined
    return this.http.post('/api/login-post', body, headers)
  }

  logOut() {
    return this.http.get('/api/logout')
  }

  /**
   * The policy unaccepted is sent as it is, for the API to refuse it under its field in the
   * caller's language (its schema takes only `true`).
   */
  signUpDetails(body: Omit<SignUp<1>, 'privacy_accepted'> & { privacy_accepted: boolean }) {
    const details = { phase: 1, ...body } as Body<'/api/registration-post', 'post'>
    return this.http.post('/api/registration-post', details)
  }

  signUpCode(body: SignUp<2>) {
    return this.http.post('/api/registration-post', { phase: 2, ...body })
  }

  signUpPassword(body: SignUp<3>) {
    return this.http.post('/api/registration-post', { phase: 3, ...body })
  }

  requestReset(email: string) {
    return this.http.post('/api/passwd-reset', { phase: 1, email })
  }

  checkResetLink(userId: number, linkValue: string) {
    return this.http.post('/api/passwd-reset', { phase: 2, user_id: userId, link_value: linkValue })
  }

  completeReset(body: Reset<3>) {
    return this.http.post('/api/passwd-reset', { phase: 3, ...body })
  }

  async profile(): Promise<ProfileRow> {
    return this.http.get('/api/profile')
  }

  updateProfile(body: Body<'/api/profile-update', 'post'>) {
    return this.http.post('/api/profile-update', body)
  }

  confirmEmailChange(code: string) {
    return this.http.post('/api/email-change', { code })
  }

  changePassword(body: Body<'/api/passwd-update', 'post'>) {
    return this.http.post('/api/passwd-update', body)
  }
}
