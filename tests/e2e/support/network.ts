import type { Page, Request } from '@playwright/test'

/** The operation a GraphQL request names (GET's `operationName`, or the POST body's). */
function operationOf(request: Request): string {
  const url = new URL(request.url())
  const named = url.searchParams.get('operationName')
  if (named) return named
  try {
    return (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?'
  } catch {
    return '?'
  }
}

/**
 * The GraphQL operations the page sends while `action` runs (queries by GET, mutations by POST),
 * by name in the order sent: a failure says which request was one too many.
 */
export async function graphqlOperations(
  page: Page,
  action: () => Promise<void>,
): Promise<string[]> {
  const sent: string[] = []
  const counted = (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql') sent.push(operationOf(request))
  }
  page.on('request', counted)
  try {
    await action()
  } finally {
    page.off('request', counted)
  }
  return sent
}

/** How many GraphQL requests the page sends while `action` runs. */
export const graphqlRequests = async (page: Page, action: () => Promise<void>) =>
  (await graphqlOperations(page, action)).length

/**
 * Opens a cabinet page and waits until its side menu has asked for the inbox's count: a part
 * loaded a moment after the page, which asks once. Requests counted after this are the test's.
 */
export async function gotoCabinetPage(page: Page, url: string) {
  const inboxAsked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/graphql' && operationOf(request) === 'Inbox',
  )
  await page.goto(url)
  await inboxAsked
}
