import type { MemberRole } from '../db/schema.js'
import { sha256 } from '../security/secrets.js'
import { tokensRepository } from '../sessions/tokens.repository.js'
import { createAccount } from './accounts.js'
import type { TestServer } from './test-server.js'

/**
 * A person made a member of `companyId` with `role`, signed in with a session that works for
 * that company (their account founds a company of its own too, as any signed-up account does).
 */
export async function memberOf(server: TestServer, companyId: number, role: MemberRole) {
  const account = await createAccount(server)
  const member = await server.db
    .insertInto('company_members')
    .values({ company_id: companyId, user_id: account.id, role })
    .returning('id')
    .executeTakeFirstOrThrow()
  const token = await sessionFor(server, account.id, companyId)
  return { ...account, memberId: member.id, token }
}

/** A new session of the person, working for the company. */
export async function sessionFor(server: TestServer, userId: number, companyId: number) {
  const token = await tokensRepository(server.db).issue(userId)
  await server.db
    .updateTable('access_tokens')
    .set({ company_id: companyId })
    .where('token_hash', '=', sha256(token))
    .execute()
  return token
}
