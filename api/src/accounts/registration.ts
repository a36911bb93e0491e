import { sql } from 'kysely'
import type { AppContext } from '../app.js'
import type { SignupDetails } from '../db/schema.js'
import { ApiError, ValidationFailed } from '../http/api-error.js'
import type { Lang } from '../i18n/lang.js'
import { signupCodeLetter } from '../mail/templates.js'
import { hashPassword } from '../security/passwords.js'
import { randomCode, randomToken, safeEqual } from '../security/secrets.js'
import { tokensRepository } from './tokens.repository.js'
import { isUniqueViolation, usersRepository } from './users.repository.js'

/** decisions.md §3: a 6-digit code, 10 minutes, 5 wrong tries, 3 codes per e-mail per 10 min. */
export const SIGNUP_RULES = {
  codeMinutes: 10,
  maxWrongTries: 5,
  codesPerEmail: 3,
  codesWindowMinutes: 10,
  /** How long a verified challenge may wait for its password. */
  verifiedMinutes: 30,
}

const SIGN_PURPOSE = 'signup-challenge'
const CODE_PURPOSE = 'signup-code'

/**
 * Sign-up in three phases. Phase 1 keeps the details in a challenge and mails a code; the client
 * holds only `otp_hashed`, a signed random challenge id (never derived from the code). Phase 2
 * checks the code, each try spending one of five before it is compared. Phase 3 creates the
 * account from the details as verified, whatever else the client sends.
 */
export function registration({ db, mailer, signer }: AppContext) {
  const users = usersRepository(db)
  const tokens = tokensRepository(db)
  const codeHash = (challengeId: string, code: string) =>
    signer.hmac(CODE_PURPOSE, `${challengeId}:${code}`)

  function challengeIdOf(otpHashed: string): string {
    const id = signer.unsign(SIGN_PURPOSE, otpHashed)
    if (!id) throw ValidationFailed.field('otp', 'signup_session_invalid')
    return id
  }

  return {
    async start(details: SignupDetails, lang: Lang) {
      if (await users.emailTaken(details.email)) {
        throw ValidationFailed.field('email', 'email_taken')
      }
      const since = new Date(Date.now() - SIGNUP_RULES.codesWindowMinutes * 60_000)
      const recent = await db
        .selectFrom('signup_challenges')
        .select((eb) => eb.fn.countAll<number>().as('codes'))
        .where(sql<string>`lower(email)`, '=', details.email.toLowerCase())
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow()
      if (Number(recent.codes) >= SIGNUP_RULES.codesPerEmail) {
        throw new ApiError(429, 'too_many_requests', { minutes: SIGNUP_RULES.codesWindowMinutes })
      }

      const id = randomToken()
      const code = randomCode()
      await db
        .insertInto('signup_challenges')
        .values({
          id,
          email: details.email,
          details: JSON.stringify(details),
          code_hash: codeHash(id, code),
          lang,
          expires_at: new Date(Date.now() + SIGNUP_RULES.codeMinutes * 60_000),
        })
        .execute()
      try {
        await mailer.send({
          to: details.email,
          ...signupCodeLetter(lang, code, SIGNUP_RULES.codeMinutes),
        })
      } catch (error) {
        // The code never reached anyone: the challenge is void and does not count against limits.
        await db.deleteFrom('signup_challenges').where('id', '=', id).execute()
        throw error
      }
      return signer.sign(SIGN_PURPOSE, id)
    },

    /** true when the code is right; false when wrong (one try spent); a 422 when none are left. */
    async verify(otpHashed: string, code: string): Promise<{ ok: boolean; triesLeft: number }> {
      const id = challengeIdOf(otpHashed)
      const challenge = await db
        .selectFrom('signup_challenges')
        .select(['verified_at', 'consumed_at'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!challenge || challenge.consumed_at) {
        throw ValidationFailed.field('otp', 'signup_session_invalid')
      }
      if (challenge.verified_at) return { ok: true, triesLeft: SIGNUP_RULES.maxWrongTries }

      // Spend a try before comparing, atomically: parallel guesses cannot exceed the five.
      const spent = await db
        .updateTable('signup_challenges')
        .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
        .where('id', '=', id)
        .where('failed_attempts', '<', SIGNUP_RULES.maxWrongTries)
        .where('expires_at', '>', sql<Date>`now()`)
        .where('consumed_at', 'is', null)
        .returning(['failed_attempts', 'code_hash'])
        .executeTakeFirst()
      if (!spent) throw ValidationFailed.field('otp', 'otp_expired')

      if (!safeEqual(spent.code_hash, codeHash(id, code))) {
        return { ok: false, triesLeft: SIGNUP_RULES.maxWrongTries - spent.failed_attempts }
      }
      await db
        .updateTable('signup_challenges')
        .set((eb) => ({ verified_at: new Date(), failed_attempts: eb('failed_attempts', '-', 1) }))
        .where('id', '=', id)
        .execute()
      return { ok: true, triesLeft: SIGNUP_RULES.maxWrongTries }
    },

    /** Creates the account of a verified challenge and signs it in. */
    async complete(otpHashed: string, password: string, lang: Lang) {
      const id = challengeIdOf(otpHashed)
      const passwordHash = await hashPassword(password)
      const verifiedSince = new Date(Date.now() - SIGNUP_RULES.verifiedMinutes * 60_000)
      try {
        return await db.transaction().execute(async (trx) => {
          const challenge = await trx
            .updateTable('signup_challenges')
            .set({ consumed_at: new Date() })
            .where('id', '=', id)
            .where('consumed_at', 'is', null)
            .returning(['details', 'verified_at', 'created_at'])
            .executeTakeFirst()
          if (!challenge) throw ValidationFailed.field('otp', 'signup_session_invalid')
          if (!challenge.verified_at) throw ValidationFailed.field('otp', 'otp_not_verified')
          if (challenge.verified_at < verifiedSince) {
            throw ValidationFailed.field('otp', 'signup_session_invalid')
          }
          const user = await usersRepository(trx).create({
            ...challenge.details,
            privacy_accepted_at: challenge.created_at,
            password_hash: passwordHash,
            lang,
          })
          const token = await tokensRepository(trx).issue(user.id)
          return { token, name: user.name }
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw ValidationFailed.field('email', 'email_taken')
        throw error
      }
    },

    tokens,
  }
}
