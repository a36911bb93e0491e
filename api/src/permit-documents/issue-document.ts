import { enterpriseToday } from '../calendar/days.js'
import type { Db } from '../db/database.js'
import type { SigningKey } from '../security/signing-key.js'
import { type PermitClaims, signCredential } from './credential.js'
import { permitDocumentsRepository } from './permit-documents.repository.js'
import { newShortCode } from './short-code.js'

/** The issuing authority's country in the protocol's permit ids. */
export const ISSUER = 'TM'

/** The last second of a day in Ashgabat (UTC+5), seconds since 1970. */
const endOfDay = (day: string) => Math.floor(Date.parse(`${day}T23:59:59+05:00`) / 1000)

/**
 * Issues an e-permit that has just become Successful: a permit id in the protocol's form
 * (TM-TR-2026-1-17), the signed credential, and what the document prints, copied from the
 * permit's rows as they are now (a driver renamed later does not change an issued document).
 * Called inside the transaction that moves the permit, so one never exists without the other;
 * a permit issued before is left as it was.
 */
export async function issuePermitDocument(
  trx: Db,
  permitId: number,
  key: SigningKey,
  now = new Date(),
) {
  const documents = permitDocumentsRepository(trx)
  if (await documents.ofPermit(permitId)) return
  const facts = await documents.issueFacts(permitId)
  if (!facts) throw new Error(`e-permit ${permitId} cannot be issued: it is not there`)
  await documents.rememberKey(key)

  const issuedFor = facts.country_code.toUpperCase()
  const year = Number(enterpriseToday(now).slice(0, 4))
  const serial = await documents.nextSerial(issuedFor, year, facts.type_number)
  const number = [ISSUER, issuedFor, year, facts.type_number, serial].join('-')
  const person = [facts.client_surname, facts.client_name, facts.client_patronymic]
  const haulier = facts.company_name ?? person.filter(Boolean).join(' ')
  const plates = [facts.car_plate, facts.trailer_plate].filter(Boolean).join(' / ')
  const claims: PermitClaims = {
    iss: ISSUER,
    aud: issuedFor,
    id: number,
    py: year,
    pt: facts.type_number,
    pid: serial,
    iat: Math.floor(now.getTime() / 1000),
    exp: endOfDay(facts.return_date),
    cn: haulier,
    pn: plates,
    dd: facts.departure_date,
    rd: facts.return_date,
  }
  await documents.insert({
    permit_id: permitId,
    number,
    issuer: ISSUER,
    issued_for: issuedFor,
    year,
    type_number: facts.type_number,
    serial,
    kid: key.kid,
    credential: await signCredential(claims, key),
    short_code: newShortCode(),
    haulier,
    driver: [facts.driver_surname, facts.driver_name, facts.driver_patronymic]
      .filter(Boolean)
      .join(' '),
    car_plate: facts.car_plate,
    trailer_plate: facts.trailer_plate,
    cargo: facts.type_of_cargo,
    container_number: facts.container_number,
    country_tm: facts.country_tm,
    country_ru: facts.country_ru,
    country_en: facts.country_en,
    type_tm: facts.type_tm,
    type_ru: facts.type_ru,
    type_en: facts.type_en,
    departure_date: facts.departure_date,
    return_date: facts.return_date,
    issued_at: now,
  })
}
