import type { Language, MemberRole } from '../__generated__/resolvers-types.js'

type RestRole = Lowercase<MemberRole>

/** A role as the schema names it, from the API's (`dispatcher` → `DISPATCHER`). */
export const memberRoleOf = (role: RestRole) => role.toUpperCase() as MemberRole

/** A role as the API names it. */
export const restRoleOf = (role: MemberRole) => role.toLowerCase() as RestRole

/** A language as the schema names it, from the API's (`ru` → `RU`). */
export const languageOf = (lang: Lowercase<Language>) => lang.toUpperCase() as Language
