import type { Db } from '../db/database.js'
import type { Passwords } from '../security/passwords.js'
import { usersRepository } from './users.repository.js'

/**
 * The first operator comes from OPERATOR_EMAIL and OPERATOR_PASSWORD. An existing account of that
 * e-mail is left as it is: the password is set once and then changed through the API. Run under
 * the preparation lock; the insert still yields to a row made meanwhile by a process that did not
 * take it. Answers whether it created the account.
 */
export async function ensureOperator(
  db: Db,
  passwords: Passwords,
  operator: { email: string; password: string },
): Promise<boolean> {
  const users = usersRepository(db)
  if (await users.findByEmail(operator.email)) return false
  const created = await users.createUnlessTaken({
    email: operator.email,
    name: 'Operator',
    role: 'operator',
    password_hash: await passwords.hash(operator.password),
  })
  return created
}
