import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.js'
import type { Lang } from '../i18n/lang.js'
import type { MailJobHandler, MailQueue } from './mail-queue.js'
import type { MailAttachment, Mailer } from './mailer.js'
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
  /** An issued e-permit whose document (PDF, in the recipient's language) the letter carries. */
  issuedPermitId?: number
}

/**
 * Tells a client by e-mail, in their language, that one of their records changed status: the
 * letter is written now and kept in the outbox (mail/mail-queue.ts), so a mail server that is
 * down, or a restart, loses none. Called after the change has committed; a letter that cannot
 * even be queued is logged and changes nothing.
 */
export async function sendStatusNotice(
  deps: {
    db: Db
    mailQueue: Pick<MailQueue, 'add'>
    config: { webPublicUrl: string }
    logger: FastifyBaseLogger
  },
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
    await deps.mailQueue.add('status-notice', {
      to: user.email,
      lang: user.lang,
      subject: letter.subject,
      text: letter.text,
      ...(notice.issuedPermitId === undefined ? {} : { issuedPermitId: notice.issuedPermitId }),
    })
  } catch (error) {
    deps.logger.error({ err: error, userId: notice.userId }, 'status notice not queued')
  }
}

/**
 * The outbox's job that sends a status notice; `attachmentOf` makes an issued e-permit's
 * document (given by the composition root, which knows the e-permits).
 */
export function statusNoticeJob(deps: {
  mailer: Mailer
  attachmentOf: (permitId: number, lang: Lang) => Promise<MailAttachment | undefined>
}): MailJobHandler {
  return async (payload) => {
    const permitId = payload.issuedPermitId
    const file =
      typeof permitId === 'number'
        ? await deps.attachmentOf(permitId, payload.lang as Lang)
        : undefined
    await deps.mailer.send({
      to: String(payload.to),
      subject: String(payload.subject),
      text: String(payload.text),
      ...(file ? { attachments: [file] } : {}),
    })
  }
}
