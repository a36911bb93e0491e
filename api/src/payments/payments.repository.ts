import type { Insertable, Kysely } from 'kysely'
import type { Database, PaymentStatus, PaymentsTable } from '../db/schema.js'

/** SQL of payments; a payment is found by its random reference, never by a guessable id. */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    async insert(payment: Insertable<PaymentsTable>) {
      return db.insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow()
    },

    async paidExists(permitId: number) {
      const row = await db
        .selectFrom('payments')
        .select('id')
        .where('permit_id', '=', permitId)
        .where('status', '=', 'paid')
        .executeTakeFirst()
      return row !== undefined
    },

    /** Marks the permit's pending payments superseded; gives their ids for the history. */
    async supersedePending(permitId: number) {
      const rows = await db
        .updateTable('payments')
        .set({ status: 'superseded', completed_at: new Date() })
        .where('permit_id', '=', permitId)
        .where('status', '=', 'pending')
        .returning('id')
        .execute()
      return rows.map((row) => row.id)
    },

    async lockByReference(reference: string) {
      return db
        .selectFrom('payments')
        .select(['id', 'permit_id', 'user_id', 'provider', 'status', 'amount'])
        .where('reference', '=', reference)
        .forUpdate()
        .executeTakeFirst()
    },

    async complete(id: number, status: Extract<PaymentStatus, 'paid' | 'declined'>, at: Date) {
      await db
        .updateTable('payments')
        .set({ status, completed_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute()
    },

    /** The permit's paid payment, locked for its refund. */
    async lockPaid(permitId: number) {
      return db
        .selectFrom('payments')
        .select(['id', 'reference', 'amount', 'currency'])
        .where('permit_id', '=', permitId)
        .where('status', '=', 'paid')
        .forUpdate()
        .executeTakeFirst()
    },

    async markRefunded(id: number) {
      await db
        .updateTable('payments')
        .set({ status: 'refunded' })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .execute()
    },

    /** What the sandbox page shows of a payment. */
    async byReference(reference: string) {
      return db
        .selectFrom('payments')
        .select(['id', 'permit_id', 'provider', 'status', 'amount', 'currency'])
        .where('reference', '=', reference)
        .executeTakeFirst()
    },
  }
}
