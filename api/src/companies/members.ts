import { companyEvents } from '../audit/company-events.repository.js'
import type { Db } from '../db/database.js'
import type { MemberRole, MemberStatus } from '../db/schema.js'
import { ApiError, ValidationFailed } from '../http/api-error.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { companiesRepository } from './companies.repository.js'

const notFound = () => new ApiError(404, 'member_not_found')

/**
 * Changes to a company's members by its administrators. A company keeps at least one active
 * administrator: the last one can be neither suspended, nor made something else, nor removed.
 */
export function companyMembers(db: Db) {
  /** Refuses, under a lock of the administrators' rows, to let the last one go. */
  async function keepAnAdministrator(
    members: ReturnType<typeof companiesRepository>,
    companyId: number,
    memberId: number,
    field: string,
  ) {
    const administrators = await members.activeAdministrators(companyId)
    if (administrators.length <= 1 && administrators.includes(memberId)) {
      throw ValidationFailed.field(field, 'last_administrator')
    }
  }

  return {
    /** `by` is the administrator's account that changes it, for the activity log (ADR 0109). */
    change(
      companyId: number,
      memberId: number,
      change: { role?: MemberRole; status?: MemberStatus },
      by: number,
    ) {
      // A body that named only fields the schema drops (`{ "extra": 1 }`) arrives empty: as `{}`.
      if (change.role === undefined && change.status === undefined) {
        throw ValidationFailed.field('body', 'invalid')
      }
      return db.transaction().execute(async (trx) => {
        const members = companiesRepository(trx)
        const member = await members.member(companyId, memberId)
        if (!member) throw notFound()
        const stopsAdministering =
          (change.role !== undefined && change.role !== 'administrator') ||
          change.status === 'suspended'
        if (stopsAdministering) {
          await keepAnAdministrator(members, companyId, memberId, change.role ? 'role' : 'status')
        }
        await members.update(companyId, memberId, change)
        const changed = await members.member(companyId, memberId)
        if (!changed) throw notFound()
        await companyEvents(trx).record({
          companyId,
          memberId: by,
          kind: 'member_changed',
          subject: 'member',
          subjectId: changed.user_id,
        })
        return changed
      })
    },

    remove(companyId: number, memberId: number, by: number) {
      return db.transaction().execute(async (trx) => {
        const members = companiesRepository(trx)
        const member = await members.member(companyId, memberId)
        if (!member) throw notFound()
        await keepAnAdministrator(members, companyId, memberId, 'id')
        await members.remove(companyId, memberId)
        await companyEvents(trx).record({
          companyId,
          memberId: by,
          kind: 'member_removed',
          subject: 'member',
          subjectId: member.user_id,
        })
      })
    },

    /**
     * A person leaves a company of their own accord (ADR 0111): refused to its last active
     * administrator, their own company's founder included. Every session of theirs that worked
     * for it works for another of their companies from now on (their own first), or for none.
     */
    leave(companyId: number, userId: number) {
      return db.transaction().execute(async (trx) => {
        const members = companiesRepository(trx)
        const member = await members.membershipOf(companyId, userId)
        if (!member) throw new ApiError(404, 'company_not_found')
        await keepAnAdministrator(members, companyId, member.id, 'company_id')
        await members.remove(companyId, member.id)
        await tokensRepository(trx).chooseAnotherCompany(userId, companyId)
        await companyEvents(trx).record({
          companyId,
          memberId: userId,
          kind: 'member_left',
          subject: 'member',
          subjectId: userId,
        })
      })
    },
  }
}
