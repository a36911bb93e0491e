import type { Selectable } from 'kysely'
import type { Db } from '../db/database.js'
import type { Database } from '../db/schema.js'
import type { SigningKey } from '../security/signing-key.js'

/** This domain's tables (migration 007), declared with the others in db/schema.ts. */
export type PermitDocumentTables = Pick<
  Database,
  'permit_signing_keys' | 'permit_document_serials' | 'permit_documents'
>

export type PermitDocument = Selectable<PermitDocumentTables['permit_documents']>
export type NewPermitDocument = Omit<
  PermitDocument,
  'issued_at' | 'revoked_at' | 'revoked_by' | 'revoke_reason'
> & { issued_at: Date }

/** The issued e-permits, their serial counters and the keys that signed them. */
export function permitDocumentsRepository(db: Db) {
  const tables = db.withTables<PermitDocumentTables>()
  return {
    /** What an issued e-permit prints, read from the permit's rows at the moment of issue. */
    issueFacts(permitId: number) {
      return tables
        .selectFrom('permits as permit')
        .innerJoin('client_profiles as client', 'client.id', 'permit.client_profile_id')
        .innerJoin('countries as country', 'country.id', 'permit.country_id')
        .innerJoin('permit_types as type', 'type.id', 'permit.permit_type_id')
        .innerJoin('drivers as driver', 'driver.id', 'permit.driver_id')
        .innerJoin('transports as car', 'car.id', 'permit.car_id')
        .leftJoin('transports as trailer', 'trailer.id', 'permit.trailer_id')
        .select([
          'permit.id',
          'permit.user_id',
          'permit.type_of_cargo',
          'permit.container_number',
          'permit.departure_date',
          'permit.return_date',
          'client.company_name',
          'client.surname as client_surname',
          'client.name as client_name',
          'client.patronymic as client_patronymic',
          'country.code as country_code',
          'country.name_tm as country_tm',
          'country.name_ru as country_ru',
          'country.name_en as country_en',
          'type.number as type_number',
          'type.name_tm as type_tm',
          'type.name_ru as type_ru',
          'type.name_en as type_en',
          'driver.surname as driver_surname',
          'driver.name as driver_name',
          'driver.patronymic as driver_patronymic',
          'car.plate_number as car_plate',
          'trailer.plate_number as trailer_plate',
        ])
        .where('permit.id', '=', permitId)
        .executeTakeFirst()
    },

    /** Publishes a key before its first signature; a key seen before is left as it was. */
    async rememberKey(key: SigningKey) {
      await tables
        .insertInto('permit_signing_keys')
        .values({ kid: key.kid, public_jwk: JSON.stringify(key.publicJwk) })
        .onConflict((conflict) => conflict.column('kid').doNothing())
        .execute()
    },

    publicKeys() {
      return tables
        .selectFrom('permit_signing_keys')
        .select(['kid', 'public_jwk'])
        .orderBy('created_at', 'desc')
        .orderBy('kid')
        .execute()
    },

    publicKey(kid: string) {
      return tables
        .selectFrom('permit_signing_keys')
        .select(['kid', 'public_jwk'])
        .where('kid', '=', kid)
        .executeTakeFirst()
    },

    /** The next serial number of a country, year and type: taken atomically, never given twice. */
    async nextSerial(issuedFor: string, year: number, typeNumber: number) {
      const row = await tables
        .insertInto('permit_document_serials')
        .values({ issued_for: issuedFor, year, type_number: typeNumber, last_serial: 1 })
        .onConflict((conflict) =>
          conflict.columns(['issued_for', 'year', 'type_number']).doUpdateSet((eb) => ({
            last_serial: eb('permit_document_serials.last_serial', '+', 1),
          })),
        )
        .returning('last_serial')
        .executeTakeFirstOrThrow()
      return row.last_serial
    },

    async insert(document: NewPermitDocument) {
      await tables.insertInto('permit_documents').values(document).execute()
    },

    ofPermit(permitId: number) {
      return tables
        .selectFrom('permit_documents')
        .selectAll()
        .where('permit_id', '=', permitId)
        .executeTakeFirst()
    },

    /** The documents among `permitIds` of `ownerId`'s e-permits; of anyone's for operators (undefined). */
    ofOwner(ownerId: number | undefined, permitIds: number[]) {
      if (permitIds.length === 0) return Promise.resolve([])
      return tables
        .selectFrom('permit_documents as document')
        .innerJoin('permits as permit', 'permit.id', 'document.permit_id')
        .selectAll('document')
        .$if(ownerId !== undefined, (q) => q.where('permit.user_id', '=', ownerId as number))
        .where('document.permit_id', 'in', permitIds)
        .execute()
    },

    byShortCode(shortCode: string) {
      return tables
        .selectFrom('permit_documents')
        .selectAll()
        .where('short_code', '=', shortCode)
        .executeTakeFirst()
    },

    byNumber(number: string) {
      return tables
        .selectFrom('permit_documents')
        .selectAll()
        .where('number', '=', number)
        .executeTakeFirst()
    },

    /** Revokes a document not revoked yet; undefined when there is none to revoke. */
    revoke(permitId: number, operatorId: number, reason: string) {
      return tables
        .updateTable('permit_documents')
        .set({ revoked_at: new Date(), revoked_by: operatorId, revoke_reason: reason })
        .where('permit_id', '=', permitId)
        .where('revoked_at', 'is', null)
        .returning(['permit_id', 'number'])
        .executeTakeFirst()
    },

    /**
     * Whose e-permit it is, the language their account reads (the document's language), and
     * the member who filed it.
     */
    owner(permitId: number) {
      return tables
        .selectFrom('permits')
        .innerJoin('users', 'users.id', 'permits.user_id')
        .select(['permits.user_id', 'users.lang', 'permits.member_id'])
        .where('permits.id', '=', permitId)
        .executeTakeFirst()
    },
  }
}
