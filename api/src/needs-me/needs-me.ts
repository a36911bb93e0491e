import type { Static } from 'typebox'
import { daysAfter, enterpriseToday } from '../calendar/days.js'
import { TRIP_DOCUMENT_NOTICE_DAYS } from '../permits/permits.shared.js'
import type { NeedsMeRepository } from './needs-me.repository.js'
import type { ExpiringDocumentKind, NeedsMe } from './schemas.js'

type Answer = Static<typeof NeedsMe>
type Answered = Answer['answered'][number]
type Expiring = Answer['expiring'][number]

const cargoSubject = (kind: 2 | 3) =>
  kind === 2 ? ('load-permission' as const) : ('unload-permission' as const)

const instant = (value: Date | string) => new Date(value).toISOString()

const clientDocument = (
  document: ExpiringDocumentKind,
  isLegal: boolean | null,
  expiresOn: string,
): Expiring => ({
  document,
  id: null,
  is_legal: isLegal,
  name: null,
  country_id: null,
  expires_on: expiresOn,
})

/**
 * Gathers what needs a haulier (ADR 0090): every part is one query over the caller's own rows,
 * so the answer costs the same for one truck or a hundred. Client data and drivers count once
 * expired or expiring by `until`; issued e-permits and permissions only until they have ended,
 * and only in their last days (TRIP_DOCUMENT_NOTICE_DAYS, or fewer when the window is smaller).
 */
export async function needsMeOf(
  repository: NeedsMeRepository,
  userId: number,
  withinDays: number,
  now = new Date(),
): Promise<Answer> {
  const today = enterpriseToday(now)
  const until = daysAfter(today, withinDays)
  const tripUntil = daysAfter(today, Math.min(withinDays, TRIP_DOCUMENT_NOTICE_DAYS))
  const user = await repository.answersSeenAt(userId)
  const seenAt = user.answers_seen_at
  const [toPay, permits, cargo, applications, profiles, drivers, issued, permissions] =
    await Promise.all([
      repository.toPay(userId),
      repository.answeredPermits(userId, seenAt),
      repository.answeredCargoPermissions(userId, seenAt),
      repository.answeredApplications(userId, seenAt),
      repository.clientProfiles(userId),
      repository.driversExpiringBy(userId, until),
      repository.issuedPermitsEndingBetween(userId, today, tripUntil),
      repository.cargoPermissionsEndingBetween(userId, today, tripUntil),
    ])

  const answered: Answer['answered'] = [
    ...permits.map(
      (row): Answered => ({
        subject: 'permit',
        id: row.id,
        status: row.status,
        number: null,
        country_id: row.country_id,
        reason: row.reason,
        answered_at: instant(row.answered_at),
      }),
    ),
    ...cargo.map(
      (row): Answered => ({
        subject: cargoSubject(row.kind),
        id: row.id,
        status: row.status,
        number: row.number,
        country_id: null,
        reason: row.reason,
        answered_at: instant(row.answered_at),
      }),
    ),
    ...applications.map(
      (row): Answered => ({
        subject: 'online-application',
        id: row.id,
        status: row.status,
        number: row.number,
        country_id: null,
        reason: row.reason,
        answered_at: instant(row.answered_at),
      }),
    ),
  ].sort((a, b) => b.answered_at.localeCompare(a.answered_at))

  const clientData: Expiring[] = profiles.flatMap((profile) => [
    clientDocument('licence', profile.is_legal, profile.license_expire_date),
    ...(profile.patent_expire_date
      ? [clientDocument('patent', profile.is_legal, profile.patent_expire_date)]
      : []),
    ...(profile.yegrpo_expire_date
      ? [clientDocument('state-register', profile.is_legal, profile.yegrpo_expire_date)]
      : []),
  ])
  if (user.ygtyyarnama_expire_date) {
    clientData.push(clientDocument('certificate', null, user.ygtyyarnama_expire_date))
  }

  const expiring: Expiring[] = [
    ...clientData.filter((document) => document.expires_on <= until),
    ...drivers.map(
      (driver): Expiring => ({
        document: 'driving-licence',
        id: driver.id,
        is_legal: driver.is_legal,
        name: `${driver.name} ${driver.surname}`,
        country_id: null,
        expires_on: driver.driving_license_expired_date,
      }),
    ),
    ...issued.map(
      (permit): Expiring => ({
        document: 'e-permit',
        id: permit.id,
        is_legal: permit.is_legal,
        name: null,
        country_id: permit.country_id,
        expires_on: permit.return_date,
      }),
    ),
    ...permissions.map(
      (permission): Expiring => ({
        document: cargoSubject(permission.kind),
        id: permission.id,
        is_legal: null,
        name: permission.razresheniye_no,
        country_id: null,
        expires_on: permission.valid_until,
      }),
    ),
  ].sort((a, b) => a.expires_on.localeCompare(b.expires_on))

  return {
    today,
    within_days: withinDays,
    answers_seen_at: seenAt ? seenAt.toISOString() : null,
    to_pay: toPay.map((permit) => ({ ...permit, price: Number(permit.price ?? 0) })),
    answered,
    expiring,
  }
}
