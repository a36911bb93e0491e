import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database.js'
import type { Lang } from '../i18n/lang.js'
import type { MailJobHandler, MailQueue } from './mail-queue.js'
import type { MailAttachment, Mailer, OutgoingMail } from './mailer.js'
import { recipientsRepository } from './recipients.repository.js'
import { statusChangedLetter } from './templates.js'

export interface StatusNotice {
  /** The account the changed record belongs to: the company, whose address always hears */
  userId: number
  /**
   * The member who filed the record: told too, in their own language, while they are an active
   * member of the company (ADR 0111). Null for records older than companies.
   */
  filedBy?: number | null
  /** What changed, in a given language: "E-permit No. 12" */
  subjectTitle: (lang: Lang) => string
  /** The new status, in a given language */
  statusName: (lang: Lang) => string
  /** Why it was refused or revoked */
  reason?: string | null
  /** An operator's comment on an acceptance */
  note?: string | null
  /** Manat to pay, when the new status asks for a payment */
  amount?: number | null
  /** The cabinet page to follow it on, a path of the web: "/online-application/ePermitHistory" */
  path: string
  /** An issued e-permit whose document (PDF, in the recipient's language) the letter carries. */
  issuedPermitId?: number
}

type LetterDeps = {
  db: Db
  mailQueue: Pick<MailQueue, 'add'>
  logger: FastifyBaseLogger
}

/**
 * Puts a letter to a client in the outbox, written in the client's language: the letter is
 * written now and kept in the outbox (mail/mail-queue.ts), so a mail server that is down, or a
 * restart, loses none. Called after the change has committed; a letter that cannot even be
 * queued is logged and changes nothing.
 */
export async function queueLetterTo(
  deps: LetterDeps,
  userId: number,
  write: (lang: Lang) => Omit<OutgoingMail, 'to'>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  try {
    const user = await recipientsRepository(deps.db).find(userId)
    if (!user) return
    const letter = write(user.lang)
    await deps.mailQueue.add('status-notice', {
      to: user.email,
      lang: user.lang,
      subject: letter.subject,
      text: letter.text,
      ...extra,
    })
  } catch (error) {
    deps.logger.error({ err: error, userId }, 'letter not queued')
  }
}

/** A company's record and the member who filed it, for the letters about it (ADR 0111). */
export interface CompanyRecipients {
  /**
   * The company (its founding account): that account's address hears while it is a member, as
   * the earlier client's did; once it is not, the company's administrators hear instead
   */
  companyId: number
  /** The member who filed the record; null for records older than companies */
  filedBy?: number | null
}

/** Whoever reads the company's letters, and the filer while they are an active member of it. */
async function recipientsOf(deps: LetterDeps, to: CompanyRecipients): Promise<number[]> {
  const filer = to.filedBy
  try {
    const readers = await recipientsRepository(deps.db).companyReaders(to.companyId, filer)
    const filers = readers.filerActive && typeof filer === 'number' ? [filer] : []
    return [...new Set([...readers.company, ...filers])]
  } catch (error) {
    deps.logger.error({ err: error, userId: filer }, 'readers of a record not read')
    return [to.companyId]
  }
}

/**
 * Puts a letter about a company's record in the outbox for the company's address and for the
 * member who filed it, each written in its reader's language (ADR 0111).
 */
export async function queueLetterToCompany(
  deps: LetterDeps,
  to: CompanyRecipients,
  write: (lang: Lang) => Omit<OutgoingMail, 'to'>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  for (const userId of await recipientsOf(deps, to)) {
    await queueLetterTo(deps, userId, write, extra)
  }
}

/** Tells a client by e-mail, in their language, that one of their records changed status. */
export function sendStatusNotice(
  deps: LetterDeps & { config: { webPublicUrl: string } },
  notice: StatusNotice,
): Promise<void> {
  return queueLetterToCompany(
    deps,
    { companyId: notice.userId, filedBy: notice.filedBy },
    (lang) =>
      statusChangedLetter(lang, {
        subjectTitle: notice.subjectTitle(lang),
        statusName: notice.statusName(lang),
        reason: notice.reason ?? null,
        note: notice.note ?? null,
        amount: notice.amount ?? null,
        link: `${deps.config.webPublicUrl}${notice.path}`,
      }),
    notice.issuedPermitId === undefined ? {} : { issuedPermitId: notice.issuedPermitId },
  )
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
