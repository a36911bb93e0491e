import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.js'
import type { Lang } from '../i18n/lang.js'
import type { Mailer } from './mailer.js'
import { recipientsRepository } from './recipients.repository.js'
import { statusChangedLetter } from './templates.js'

export interface StatusNotice {
  /** The account the changed record belongs to */
  userId: number
  /** What changed, in a given language: "E-permit No. 12" */
  subjectTitle: (lang: Lang) => string
  /** The new status, in a given language */
  statusName: (lang: Lang) => string
  reason?: string | null
  /** The cabinet page to follow it on, a path of the web: "/online-application/ePermitHistory" */
  path: string
}

/**
 * Tells a client by e-mail, in their language, that one of their records changed status. Called
 * after the change has committed; a letter that cannot be sent is logged and changes nothing.
 */
export async function sendStatusNotice(
  deps: { db: Db; mailer: Mailer; config: { webPublicUrl: string }; logger: FastifyBaseLogger },
  notice: StatusNotice,
): Promise<void> {
  try {
    const user = await recipientsRepository(deps.db).find(notice.userId)
    if (!user) return
    const letter = statusChangedLetter(user.lang, {
      subjectTitle: notice.subjectTitle(user.lang),
      statusName: notice.statusName(user.lang),
      reason: notice.reason ?? null,
      link: `${deps.config.webPublicUrl}${notice.path}`,
    })
    await deps.mailer.send({ to: user.email, ...letter })
  } catch (error) {
    deps.logger.error({ err: error, userId: notice.userId }, 'status notice not sent')
  }
}
