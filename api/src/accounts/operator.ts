import type { Db } from '../db/database.js'
import type { Passwords } from '../security/passwords.js'
import { usersRepository } from './users.repository.js'

/**
 * The first operator comes from OPERATOR_EMAIL and OPERATOR_PASSWORD. An existing account of that
 * e-mail is left as it is: the password is set once and then changed through the API.
 */
export async function ensureOperator(
  db: Db,
  passwords: Passwords,
  operator: { email: string; password: string },
) {
  const users = usersRepository(db)
  if (await users.findByEmail(operator.email)) return
  await users.create({
    email: operator.email,
    name: 'Operator',
    role: 'operator',
    password_hash: await passwords.hash(operator.password),
  })
}
