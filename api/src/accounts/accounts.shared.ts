/** What other domains may use of the accounts: the account of a person invited into a company. */
export { usersRepository } from './users.repository.js'
