import type { Insertable } from 'kysely'
import { sql } from 'kysely'
import type { Db } from '../db/database.js'
import type { ReceiptKind, ReceiptsTable } from '../db/schema.js'

const LISTED = [
  'receipt.id',
  'receipt.kind',
  'receipt.number',
  'receipt.payment_id',
  'receipt.permit_id',
  'receipt.user_id',
  'receipt.amount',
  'receipt.currency',
  'receipt.lang',
  'receipt.reason',
  'receipt.issued_at',
  'receipt.file_id',
] as const

/** SQL of receipts and credit notes, their numbering and what their PDF prints. */
export function receiptsRepository(db: Db) {
  return {
    /**
     * The next serial of `kind` in `year`. The counter row stays locked until the caller's
     * transaction ends: a number is used only if it commits, and the next waits for it.
     */
    async nextSerial(kind: ReceiptKind, year: number): Promise<number> {
      const row = await db
        .insertInto('receipt_counters')
        .values({ kind, year, last_serial: 1 })
        .onConflict((conflict) =>
          conflict.columns(['kind', 'year']).doUpdateSet({
            last_serial: sql<number>`receipt_counters.last_serial + 1`,
          }),
        )
        .returning('last_serial')
        .executeTakeFirstOrThrow()
      return row.last_serial
    },

    async insert(receipt: Insertable<ReceiptsTable>) {
      return db.insertInto('receipts').values(receipt).returning('id').executeTakeFirstOrThrow()
    },

    /** What the paying company and its language are, for a payment about to get its document. */
    paymentFacts(paymentId: number) {
      return db
        .selectFrom('payments as payment')
        .innerJoin('users as company', 'company.id', 'payment.user_id')
        .select([
          'payment.id',
          'payment.permit_id',
          'payment.user_id',
          'payment.amount',
          'payment.currency',
          'company.lang',
        ])
        .where('payment.id', '=', paymentId)
        .executeTakeFirst()
    },

    /** The documents of these e-permits, of `ownerId`'s only unless undefined (an operator). */
    ofPermits(ownerId: number | undefined, permitIds: number[]) {
      let query = db
        .selectFrom('receipts as receipt')
        .select(LISTED)
        .where('receipt.permit_id', 'in', permitIds)
        .orderBy('receipt.id')
      if (ownerId !== undefined) query = query.where('receipt.user_id', '=', ownerId)
      return query.execute()
    },

    /** One document, of `ownerId`'s only unless undefined (an operator). */
    find(id: number, ownerId: number | undefined) {
      let query = db.selectFrom('receipts as receipt').select(LISTED).where('receipt.id', '=', id)
      if (ownerId !== undefined) query = query.where('receipt.user_id', '=', ownerId)
      return query.executeTakeFirst()
    },

    /** Everything the PDF prints: the payer, the e-permit, and the receipt a credit note undoes. */
    printFacts(id: number) {
      return db
        .selectFrom('receipts as receipt')
        .innerJoin('permits as permit', 'permit.id', 'receipt.permit_id')
        .innerJoin('client_profiles as client', 'client.id', 'permit.client_profile_id')
        .innerJoin('countries as country', 'country.id', 'permit.country_id')
        .innerJoin('permit_types as type', 'type.id', 'permit.permit_type_id')
        .leftJoin('receipts as paid', (join) =>
          join
            .onRef('paid.payment_id', '=', 'receipt.payment_id')
            .on('paid.kind', '=', 'receipt')
            .on('receipt.kind', '=', 'credit_note'),
        )
        .select([
          ...LISTED,
          'client.company_name',
          'client.surname as client_surname',
          'client.name as client_name',
          'client.patronymic as client_patronymic',
          'country.name_tm as country_tm',
          'country.name_ru as country_ru',
          'country.name_en as country_en',
          'type.name_tm as type_tm',
          'type.name_ru as type_ru',
          'type.name_en as type_en',
          'paid.number as receipt_number',
        ])
        .where('receipt.id', '=', id)
        .executeTakeFirst()
    },

    /** Locks a document while its PDF is attached, so two renderings attach one. */
    lockFile(id: number) {
      return db
        .selectFrom('receipts')
        .select('file_id')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst()
    },

    async attachFile(id: number, fileId: number) {
      await db.updateTable('receipts').set({ file_id: fileId }).where('id', '=', id).execute()
    },

    /** The stored PDF's bytes and size. */
    file(fileId: number) {
      return db
        .selectFrom('files')
        .select(['sha256', 'size'])
        .where('id', '=', fileId)
        .executeTakeFirst()
    },
  }
}

export type ReceiptRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof receiptsRepository>['find']>>
>
export type ReceiptPrintFacts = NonNullable<
  Awaited<ReturnType<ReturnType<typeof receiptsRepository>['printFacts']>>
>
