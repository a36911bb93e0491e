import type { Page } from '@playwright/test'

/** The GraphQL requests the page sends while `action` runs (queries by GET, mutations by POST). */
export async function graphqlRequests(page: Page, action: () => Promise<void>): Promise<number> {
  let count = 0
  const counted = (request: { url(): string }) => {
    if (new URL(request.url()).pathname === '/graphql') count += 1
  }
  page.on('request', counted)
  try {
    await action()
  } finally {
    page.off('request', counted)
  }
  return count
}
