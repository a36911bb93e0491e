import type { FastifyReply, FastifyRequest } from 'fastify'
import { randomToken, type Signer, sha256 } from '../security/secrets.js'

/**
 * The trusted-device cookie (OWASP's "device cookies", ADR 0074): set when a device logs in to an
 * account with its password, it lets that device past the account's and the address's counts of
 * failed logins, which strangers may have filled. It names the account, a random id for the
 * device (the key of the device's own count) and its end, signed with the application secret and
 * the account's password hash: a new password ends every device's trust. httpOnly, and sent only
 * to the login route.
 */
export const TRUSTED_DEVICE_COOKIE = 'trusted_device'
export const TRUSTED_DEVICE_DAYS = 30
const PATH = '/api/login-post'
const PURPOSE = 'trusted-device'

export interface TrustedDevice {
  userId: number
  /** The device's own key, for its count of failed logins. */
  id: string
}

export function trustedDevices(signer: Signer, secure: boolean) {
  const purposeFor = (passwordHash: string) => `${PURPOSE}:${sha256(passwordHash)}`
  return {
    /** The device the cookie (or a value a gateway passes on) trusts for this account, if any. */
    read(
      value: string | undefined,
      account: { id: number; password_hash: string } | undefined,
    ): TrustedDevice | undefined {
      if (!value || !account) return undefined
      const signed = signer.unsign(purposeFor(account.password_hash), value)
      const [userId, id, until] = signed?.split('.') ?? []
      if (Number(userId) !== account.id || !id || !(Number(until) > Date.now())) return undefined
      return { userId: account.id, id }
    },

    /** A new device value for the account, kept in the cookie; answered for a gateway to keep. */
    issue(reply: FastifyReply, account: { id: number; password_hash: string }): string {
      const until = Date.now() + TRUSTED_DEVICE_DAYS * 86_400_000
      const value = signer.sign(
        purposeFor(account.password_hash),
        `${account.id}.${randomToken()}.${until}`,
      )
      reply.setCookie(TRUSTED_DEVICE_COOKIE, value, {
        path: PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: TRUSTED_DEVICE_DAYS * 86_400,
      })
      return value
    },

    cookieOf: (request: FastifyRequest) => request.cookies[TRUSTED_DEVICE_COOKIE],
  }
}
