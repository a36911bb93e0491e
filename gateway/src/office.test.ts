import { describe, expect, test } from 'vitest'
import { letterTo } from './testing/accounts.js'
import { picturePng } from './testing/api-server.js'
import { type Browser, dataOf } from './testing/browser.js'
import { fleetOwner, legalDriver } from './testing/cabinet.js'
import { inDays, referenceIds } from './testing/reference.js'
import { loggedInOperator, stackForThisFile } from './testing/stack.js'

/** Waits until the API names renderings of the poster of published news item `id`. */
async function renderingsMade(apiUrl: string, id: string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const item = (await (await fetch(`${apiUrl}/api/news/${id}`)).json()) as {
      poster_variants?: unknown[]
    }
    if ((item.poster_variants?.length ?? 0) > 0) return
    if (Date.now() > deadline) throw new Error(`the poster of news ${id} was not rendered in time`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The operator office through the gateway: queues, claims, actions, accounts, news. */
const stack = stackForThisFile()

const QUEUE = `query ($filter: QueueFilter) { office { permitQueue(status: NEW, filter: $filter) {
  items { id availableActions claim { operator { email } mine } applicant { email } }
  counts { status count } pageInfo { totalCount } } } }`
const PERMIT_ACTION = (name: string, inputType: string) =>
  `mutation ($input: ${inputType}!) { ${name}(input: $input) {
    permit { id status price availableActions claim { operator { email } mine } }
    userErrors { field code message } } }`

/** A second operator, invited by `inviter` and accepted through the e-mailed link. */
async function invitedOperator(inviter: Browser) {
  const email = `second.operator.${Date.now()}@example.com`
  const invited = dataOf(
    await inviter.graphql(
      `mutation ($input: InviteOperatorInput!) { inviteOperator(input: $input) {
        operator { email status language } userErrors { code } } }`,
      { input: { email, name: 'Aýna Nurberdiýewa', language: 'TM' } },
    ),
  ).inviteOperator
  expect(invited).toEqual({
    operator: { email, status: 'INVITED', language: 'TM' },
    userErrors: [],
  })
  const letter = await letterTo(stack.api.dataDir, email, (text) =>
    text.includes('/office/invitation'),
  )
  const token = decodeURIComponent(/token=(\S+)/.exec(letter.text)?.[1] ?? '')
  const browser = stack.browser()
  const check = dataOf(
    await browser.graphql(
      'query ($token: String!) { operatorInvitation(token: $token) { email name } }',
      {
        token,
      },
    ),
  )
  expect(check.operatorInvitation).toEqual({ email, name: 'Aýna Nurberdiýewa' })
  const accepted = dataOf(
    await browser.graphql(
      `mutation ($input: AcceptOperatorInvitationInput!) { acceptOperatorInvitation(input: $input) {
        account { email role } userErrors { field code } } }`,
      { input: { token, password: 'Ikinji-operator-2026' } },
    ),
  ).acceptOperatorInvitation
  expect(accepted).toEqual({ account: { email, role: 'OPERATOR' }, userErrors: [] })
  return { browser, email }
}

describe('the operator office', () => {
  test('two operators: one claims, the other is refused; steps only where legal; the haulier sees each change', async () => {
    const ref = await referenceIds(stack.browser())
    const { browser: haulierBrowser, haulier, car, trailer } = await fleetOwner(stack, ref)
    const driver = await legalDriver(haulierBrowser, 'DL-OFFICE-1')
    const permitId = dataOf(
      await haulierBrowser.graphql(
        'mutation ($input: RequestPermitInput!) { requestPermit(input: $input) { permit { id } } }',
        {
          input: {
            kind: 'LEGAL_ENTITY',
            countryId: ref.countryId,
            permitTypeId: ref.permitType.id,
            cargoType: 'Pagta',
            containerCount: 1,
            departureOn: inDays(5),
            returnOn: inDays(15),
            driverId: driver.id,
            carId: car.id,
            trailerId: trailer.id,
            description: 'Aşgabat — Stambul',
          },
        },
      ),
    ).requestPermit.permit.id as string

    const first = await loggedInOperator(stack)
    const second = await invitedOperator(first)
    const queue = dataOf(
      await first.graphql(QUEUE, { filter: { haulier: haulier.email, countryId: ref.countryId } }),
    ).office.permitQueue
    expect(queue.items).toEqual([
      {
        id: permitId,
        availableActions: ['CLAIM'],
        claim: null,
        applicant: { email: haulier.email },
      },
    ])
    expect(queue.counts).toContainEqual({ status: 'NEW', count: 1 })

    const claim = PERMIT_ACTION('claimPermit', 'PermitReviewInput')
    const claimed = dataOf(await second.browser.graphql(claim, { input: { permitId } })).claimPermit
    expect(claimed.permit).toMatchObject({
      availableActions: ['RELEASE', 'TAKE', 'REJECT'],
      claim: { operator: { email: second.email }, mine: true },
    })
    const refused = dataOf(await first.graphql(claim, { input: { permitId } })).claimPermit
    expect(refused.userErrors).toEqual([
      expect.objectContaining({ field: null, code: 'CLAIMED_BY_ANOTHER' }),
    ])
    expect(refused.userErrors[0].message).toContain(second.email)
    const take = PERMIT_ACTION('takePermit', 'PermitReviewInput')
    const forced = dataOf(await first.graphql(take, { input: { permitId } })).takePermit
    expect(forced.userErrors[0].code).toBe('CLAIMED_BY_ANOTHER')
    // The payload shows the e-permit as it stands: still NEW, held by the other operator.
    expect(forced.permit).toMatchObject({
      status: 'NEW',
      availableActions: [],
      claim: { mine: false },
    })

    const issueEarly = dataOf(
      await second.browser.graphql(PERMIT_ACTION('issuePermit', 'PermitReviewInput'), {
        input: { permitId },
      }),
    ).issuePermit
    expect(issueEarly.userErrors[0].code).toBe('NOT_ALLOWED')
    expect(issueEarly.permit.status).toBe('NEW')
    const taken = dataOf(await second.browser.graphql(take, { input: { permitId } })).takePermit
    expect(taken.permit).toMatchObject({
      status: 'UNDER_CONSIDERATION',
      availableActions: ['RELEASE', 'PRICE', 'REJECT'],
    })
    const priced = dataOf(
      await second.browser.graphql(PERMIT_ACTION('pricePermit', 'PricePermitInput'), {
        input: { permitId, price: 275.5 },
      }),
    ).pricePermit
    expect(priced.permit).toMatchObject({ status: 'TO_PAY', price: 275.5 })
    const noReason = dataOf(
      await second.browser.graphql(PERMIT_ACTION('rejectPermit', 'RejectPermitInput'), {
        input: { permitId, reason: '   ' },
      }),
    ).rejectPermit
    expect(noReason.userErrors).toEqual([
      expect.objectContaining({ field: ['reason'], code: 'INVALID' }),
    ])
    const rejected = dataOf(
      await second.browser.graphql(PERMIT_ACTION('rejectPermit', 'RejectPermitInput'), {
        input: { permitId, reason: 'Ýük beýannamasy doly däl' },
      }),
    ).rejectPermit
    expect(rejected.permit).toMatchObject({ status: 'REJECTED', availableActions: [], claim: null })

    const page = dataOf(
      await first.graphql(
        `query ($id: ID!) { office { permit(id: $id) { status rejectionReason
          timeline { __typename fromStatus toStatus actor actorName member reason }
          clientProfile { kind ... on LegalEntityProfile { companyName } documents { url } }
          applicant { email phone legalEntityProfile { id } individualProfile { id } } } } }`,
        { id: permitId },
      ),
    ).office.permit
    expect(page.timeline).toEqual([
      {
        __typename: 'StatusChange',
        fromStatus: null,
        toStatus: 'NEW',
        actor: 'CLIENT',
        actorName: haulier.name,
        member: haulier.name,
        reason: null,
      },
      expect.objectContaining({
        toStatus: 'UNDER_CONSIDERATION',
        actorName: 'Aýna Nurberdiýewa',
        member: null,
      }),
      expect.objectContaining({ toStatus: 'TO_PAY', actor: 'OPERATOR', member: null }),
      expect.objectContaining({ toStatus: 'REJECTED', reason: 'Ýük beýannamasy doly däl' }),
    ])
    // The haulier's timeline of the same e-permit is the same type and the same steps (ADR 0108),
    // naming the member who filed it and no operator.
    const own = dataOf(
      await haulierBrowser.graphql(
        '{ permitHistory { permits { id statusHistory { __typename fromStatus toStatus actor actorName member reason } } } }',
      ),
    ).permitHistory.permits.find((one: { id: string }) => one.id === permitId)
    expect(own.statusHistory).toEqual(
      page.timeline.map((change: { actorName: string | null }) => ({ ...change, actorName: null })),
    )
    expect(page.clientProfile.kind).toBe('LEGAL_ENTITY')
    expect(page.clientProfile.documents[0].url).toMatch(/^\/files\/\d+$/)
    const scan = await first.get(page.clientProfile.documents[0].url)
    expect(scan.status).toBe(200)
    expect(scan.headers.get('content-disposition')).toMatch(/^inline/)
    expect(page.applicant).toMatchObject({ email: haulier.email, individualProfile: null })
    expect(page.applicant.legalEntityProfile.id).toEqual(expect.any(String))

    const history = dataOf(
      await haulierBrowser.graphql('{ permitHistory { permits { id status rejectionReason } } }'),
    ).permitHistory.permits
    expect(history).toContainEqual({
      id: permitId,
      status: 'REJECTED',
      rejectionReason: 'Ýük beýannamasy doly däl',
    })
    const letter = await letterTo(stack.api.dataDir, haulier.email, (text) =>
      text.includes('Ýük beýannamasy doly däl'),
    )
    expect(letter.subject).toContain(permitId)

    // Deactivated, the second operator's session ends at once.
    const list = dataOf(await first.graphql('{ office { operators { id email status isYou } } }'))
    const secondId = list.office.operators.find(
      (o: { email: string }) => o.email === second.email,
    ).id
    const off = dataOf(
      await first.graphql(
        'mutation ($input: OperatorInput!) { deactivateOperator(input: $input) { operator { status } userErrors { code } } }',
        { input: { operatorId: secondId } },
      ),
    ).deactivateOperator
    expect(off).toEqual({ operator: { status: 'DEACTIVATED' }, userErrors: [] })
    const after = await second.browser.graphql('{ office { me { id } } }')
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
  })

  test('a news item saved as a draft, published in three languages, shows in the public list and RSS at once', async () => {
    const operator = await loggedInOperator(stack)
    const reader = stack.browser()
    const latest = '{ latestNews { id title { en } posterUrl posterVariants { url width type } } }'
    // Read first, so the gateway's response cache and public cache hold the list.
    const before = dataOf(await reader.graphql(latest)).latestNews
    const title = `Office news ${Date.now()}`
    const saved = await operator.upload(
      `mutation ($input: SaveNewsInput!) { saveNews(input: $input) {
        newsItem { id status title { tm ru en } bodyHtml { tm ru en } posterUrl publishedAt }
        userErrors { field code } } }`,
      {
        input: {
          title: { tm: `${title} tm`, ru: `${title} ru`, en: title },
          bodyHtml: {
            tm: '<p>Täzelik</p>',
            ru: '<p>Новость<img src=x onerror=alert(1)></p>',
            en: '<p>News</p><script>alert(1)</script>',
          },
          poster: null,
        },
      },
      [
        {
          path: 'variables.input.poster',
          name: 'poster.png',
          type: 'image/png',
          bytes: picturePng(900, 500),
        },
      ],
    )
    const draft = dataOf(saved).saveNews
    expect(draft.userErrors).toEqual([])
    expect(draft.newsItem).toMatchObject({
      status: 'DRAFT',
      publishedAt: null,
      bodyHtml: { tm: '<p>Täzelik</p>', ru: '<p>Новость</p>', en: '<p>News</p>' },
    })
    expect(draft.newsItem.posterUrl).toMatch(/^\/files\/\d+$/)
    const badTitle = dataOf(
      await operator.graphql(
        'mutation ($input: SaveNewsInput!) { saveNews(input: $input) { userErrors { field code } } }',
        {
          input: {
            id: draft.newsItem.id,
            title: { tm: ' ', ru: 'a', en: 'a' },
            bodyHtml: { tm: 'a', ru: 'a', en: 'a' },
          },
        },
      ),
    ).saveNews
    expect(badTitle.userErrors).toEqual([{ field: ['title', 'tm'], code: 'INVALID' }])

    const published = dataOf(
      await operator.graphql(
        'mutation ($input: NewsItemInput!) { publishNews(input: $input) { newsItem { status } userErrors { code } } }',
        { input: { id: draft.newsItem.id } },
      ),
    ).publishNews
    expect(published).toEqual({ newsItem: { status: 'PUBLISHED' }, userErrors: [] })
    // The poster's renderings are made after the save answered (ADR 0076); read once they are.
    await renderingsMade(stack.api.url, draft.newsItem.id)
    const after = dataOf(await reader.graphql(latest)).latestNews
    expect(after[0]).toMatchObject({ id: draft.newsItem.id, title: { en: title } })
    expect(after).not.toEqual(before)
    const poster = await reader.get(after[0].posterUrl)
    expect(poster.status).toBe(200)
    // Its renderings for phones and screens, served through the gateway too.
    expect(after[0].posterVariants).toEqual(
      [400, 800, 900].map((width) => ({
        url: `${after[0].posterUrl}/${width}.webp`,
        width,
        type: 'image/webp',
      })),
    )
    for (const { url } of after[0].posterVariants) {
      const rendering = await reader.get(url)
      expect(rendering.status).toBe(200)
      expect(rendering.headers.get('content-type')).toBe('image/webp')
      expect((await rendering.arrayBuffer()).byteLength).toBeGreaterThan(0)
    }
    // The seeded news have drawn posters: nothing to render.
    expect(after.at(-1).posterVariants).toEqual([])
    const rss = await fetch(`${stack.gateway.url}/rss?lang=ru`)
    expect(await rss.text()).toContain(`${title} ru`)

    const again = dataOf(
      await operator.graphql(
        'mutation ($input: NewsItemInput!) { publishNews(input: $input) { newsItem { status } userErrors { code } } }',
        { input: { id: draft.newsItem.id } },
      ),
    ).publishNews
    expect(again.userErrors).toEqual([{ code: 'NOT_ALLOWED' }])
  })
})
