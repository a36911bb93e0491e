import type { Db } from '../db/database.js'

/** Where and in which language an account's mail goes. */
export function recipientsRepository(db: Db) {
  return {
    find(userId: number) {
      return db
        .selectFrom('users')
        .select(['email', 'lang', 'name'])
        .where('id', '=', userId)
        .executeTakeFirst()
    },

    /**
     * Who reads a company's letters (ADR 0111, 0114): its founding account (the company's id)
     * while it is an active member; once it left, or was removed or suspended, the company's
     * active administrators instead. And whether `filer`, when given, is an active member now.
     * One read of the company's active members.
     */
    async companyReaders(companyId: number, filer?: number | null) {
      const people = [companyId, ...(filer === undefined || filer === null ? [] : [filer])]
      const rows = await db
        .selectFrom('company_members')
        .select(['user_id', 'role'])
        .where('company_id', '=', companyId)
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('user_id', 'in', people), eb('role', '=', 'administrator')]))
        .orderBy('user_id')
        .execute()
      const active = (userId: number) => rows.some((row) => row.user_id === userId)
      const company = active(companyId)
        ? [companyId]
        : rows.filter((row) => row.role === 'administrator').map((row) => row.user_id)
      return { company, filerActive: filer !== undefined && filer !== null && active(filer) }
    },
  }
}
