import type { Db } from '../db/database.js'
import { isUniqueViolation } from '../db/errors.js'
import type { SignupDetails } from '../db/schema.js'
import { ValidationFailed } from '../http/api-error.js'
import type { Lang } from '../i18n/lang.js'
import type { Mailer } from '../mail/mailer.js'
import { signupAttemptLetter, signupCodeLetter } from '../mail/templates.js'
import type { Passwords } from '../security/passwords.js'
import { randomCode, randomToken, type Signer, safeEqual } from '../security/secrets.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { signupChallengesRepository } from './signup-challenges.repository.js'
import { usersRepository } from './users.repository.js'

/** A 6-digit code, 10 minutes, 5 wrong tries (ADR 0005); codes per e-mail are a rate rule. */
export const SIGNUP_RULES = {
  codeMinutes: 10,
  maxWrongTries: 5,
  /** How long a verified challenge may wait for its password. */
  verifiedMinutes: 30,
}

const SIGN_PURPOSE = 'signup-challenge'
const CODE_PURPOSE = 'signup-code'

export interface RegistrationDeps {
  db: Db
  mailer: Mailer
  signer: Signer
  passwords: Passwords
  config: { webPublicUrl: string }
}

/**
 * Sign-up in three phases. Phase 1 keeps the details in a challenge and mails a code; the client
 * holds only `otp_hashed`, a signed random challenge id (never derived from the code). Phase 2
 * checks the code, each try spending one of five before it is compared. Phase 3 creates the
 * account from the details as verified, whatever else the client sends.
 */
export function registration({ db, mailer, signer, passwords, config }: RegistrationDeps) {
  const users = usersRepository(db)
  const challenges = signupChallengesRepository(db)
  const codeHash = (challengeId: string, code: string) =>
    signer.hmac(CODE_PURPOSE, `${challengeId}:${code}`)

  function challengeIdOf(otpHashed: string): string {
    const id = signer.unsign(SIGN_PURPOSE, otpHashed)
    if (!id) throw ValidationFailed.field('otp', 'signup_session_invalid')
    return id
  }

  return {
    /**
     * Keeps the details and mails a code; throws when the mail cannot be sent. For an address
     * that already has an account the answer is the same (a challenge no code opens), and its
     * owner is told of the attempt, in their language, instead of getting a code: nobody learns
     * from sign-up who is registered (ADR 0026).
     */
    async start(details: SignupDetails, lang: Lang) {
      const owner = await users.findByEmail(details.email)
      const id = randomToken()
      const code = randomCode()
      await challenges.create({
        id,
        details,
        codeHash: codeHash(id, code),
        lang,
        expiresAt: new Date(Date.now() + SIGNUP_RULES.codeMinutes * 60_000),
      })
      try {
        await mailer.send({
          to: details.email,
          ...(owner
            ? signupAttemptLetter(owner.lang, owner.name, config.webPublicUrl)
            : signupCodeLetter(lang, code, SIGNUP_RULES.codeMinutes)),
        })
      } catch (error) {
        // The code never reached anyone: the challenge is void.
        await challenges.remove(id)
        throw error
      }
      return signer.sign(SIGN_PURPOSE, id)
    },

    /** true when the code is right; false when wrong (one try spent); a 422 when none are left. */
    async verify(otpHashed: string, code: string): Promise<{ ok: boolean; triesLeft: number }> {
      const id = challengeIdOf(otpHashed)
      const challenge = await challenges.find(id)
      if (!challenge || challenge.consumed_at) {
        throw ValidationFailed.field('otp', 'signup_session_invalid')
      }
      if (challenge.verified_at) return { ok: true, triesLeft: SIGNUP_RULES.maxWrongTries }

      const spent = await challenges.spendTry(id, SIGNUP_RULES.maxWrongTries)
      if (!spent) throw ValidationFailed.field('otp', 'otp_expired')
      if (!safeEqual(spent.code_hash, codeHash(id, code))) {
        return { ok: false, triesLeft: SIGNUP_RULES.maxWrongTries - spent.failed_attempts }
      }
      await challenges.verify(id)
      return { ok: true, triesLeft: SIGNUP_RULES.maxWrongTries }
    },

    /**
     * Creates the account of a verified challenge and signs it in. The challenge is checked
     * before the password is hashed, so a made-up or unverified one costs no hashing.
     */
    async complete(otpHashed: string, password: string, lang: Lang) {
      const id = challengeIdOf(otpHashed)
      const verifiedSince = new Date(Date.now() - SIGNUP_RULES.verifiedMinutes * 60_000)
      const challenge = await challenges.find(id)
      if (!challenge || challenge.consumed_at) {
        throw ValidationFailed.field('otp', 'signup_session_invalid')
      }
      if (!challenge.verified_at) throw ValidationFailed.field('otp', 'otp_not_verified')
      if (challenge.verified_at < verifiedSince) {
        throw ValidationFailed.field('otp', 'signup_session_invalid')
      }
      const passwordHash = await passwords.hash(password)
      try {
        return await db.transaction().execute(async (trx) => {
          // A parallel phase 3 may have used the challenge while the password was hashed.
          const consumed = await signupChallengesRepository(trx).consume(id)
          if (!consumed) throw ValidationFailed.field('otp', 'signup_session_invalid')
          const user = await usersRepository(trx).create({
            ...consumed.details,
            privacy_accepted_at: consumed.created_at,
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
  }
}
