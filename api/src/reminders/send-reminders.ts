import { daysAfter, enterpriseToday } from '../calendar/days.js'
import type { Db } from '../db/database.js'
import { inTransaction } from '../db/transaction.js'
import { mailJobsRepository } from '../mail/mail-jobs.repository.js'
import { TRIP_DOCUMENT_NOTICE_DAYS } from '../permits/permits.shared.js'
import { reminderRecipients } from './recipient.js'
import { reminderLetter } from './reminder-letter.js'
import {
  type ExpiringDocument,
  expiringDocumentsRepository,
  sentRemindersRepository,
} from './reminders.repository.js'

/** Days before an expiry on which a reminder goes out (ADR 0105). */
export const REMINDER_DAYS = [30, 7, 1] as const
/** An e-permit is valid for one trip, often 30 days or fewer: its reminders are its last week's. */
const TRIP_REMINDER_DAYS = REMINDER_DAYS.filter((days) => days <= TRIP_DOCUMENT_NOTICE_DAYS)

/** Where each document is renewed in the cabinet: the letter's link. */
const PATH: Record<ExpiringDocument['document'], string> = {
  licence: '/online-application/profileTab',
  patent: '/online-application/individualDataTab',
  'state-register': '/online-application/legalData',
  certificate: '/online-application/profileTab',
  'driving-licence': '/online-application/individualDrivers',
  'e-permit': '/online-application/ePermitHistory',
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * The reminder a document is due for with `daysLeft` days left: the nearest of its reminder days
 * (30, 7 and 1; an e-permit's 7 and 1) at or above it. A day missed (the API down) is caught up
 * on the next run with the reminder the document is due for then, never with the ones it has
 * outgrown.
 */
export function dueReminder(
  daysLeft: number,
  document?: ExpiringDocument['document'],
): number | null {
  if (daysLeft < 0) return null
  const steps = document === 'e-permit' ? TRIP_REMINDER_DAYS : REMINDER_DAYS
  return [...steps].reverse().find((days) => daysLeft <= days) ?? null
}

export interface ReminderDeps {
  db: Db
  webPublicUrl: string
}

/**
 * The reminders' job: for each document of every haulier that expires within 30 days, the
 * reminder it is due for, once. Whether it went out before is the `sent_reminders` table's to
 * say, in the same transaction that keeps the letter in the outbox and the inbox's line: a second
 * run, a retry or another instance finds the row and does nothing. Answers how many it sent.
 */
export async function sendDueReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const today = enterpriseToday(now)
  const documents = await expiringDocumentsRepository(deps.db).between(
    today,
    daysAfter(today, REMINDER_DAYS[0]),
  )
  const off = await sentRemindersRepository(deps.db).turnedOff([
    ...new Set(documents.map((document) => document.user_id)),
  ])
  let sent = 0
  for (const document of documents) {
    if (off.has(`${document.user_id}:${document.kind}`)) continue
    const daysLeft = daysBetween(today, document.expires_on)
    const daysBefore = dueReminder(daysLeft, document.document)
    if (daysBefore === null) continue
    const recorded = await inTransaction(deps.db, async (trx) => {
      const id = await sentRemindersRepository(trx).record(document, daysBefore)
      if (id === null) return false
      for (const recipient of await reminderRecipients(trx, document.user_id)) {
        const letter = reminderLetter(recipient.lang, {
          document: document.document,
          name: document.name,
          subjectId: document.document === 'e-permit' ? document.subject_id : null,
          expiresOn: document.expires_on,
          daysLeft,
          link: `${deps.webPublicUrl}${PATH[document.document]}`,
        })
        await mailJobsRepository(trx).add('status-notice', {
          to: recipient.email,
          lang: recipient.lang,
          ...letter,
        })
      }
      return true
    })
    if (recorded) sent += 1
  }
  return sent
}
