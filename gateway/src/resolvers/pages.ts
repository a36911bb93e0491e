import type { PageInfo } from '../__generated__/resolvers-types.js'

/** Where a page sits in a list of `total` items, `size` a page. */
export function pageInfoOf(page: number, size: number, total: number): PageInfo {
  const pageCount = Math.ceil(total / size)
  return {
    page,
    pageSize: size,
    totalCount: total,
    pageCount,
    hasNextPage: page < pageCount,
    hasPreviousPage: page > 1,
  }
}

/** A page argument the API can answer; anything else has no items. */
export function validPage(page: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= 100_000
}

/** Address of an uploaded file on the gateway, served to its owner (see `files.ts`). */
export const fileUrl = (id: number) => `/files/${id}`
