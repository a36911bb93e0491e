import { describe, expect, test } from 'vitest'
import { letterTo } from './testing/accounts.js'
import { type Browser, dataOf } from './testing/browser.js'
import { claimPermit, fleetOwner, legalDriver } from './testing/cabinet.js'
import { inDays, referenceIds } from './testing/reference.js'
import { openStream } from './testing/sse.js'
import { loggedInHaulier, loggedInOperator, stackForThisFile } from './testing/stack.js'

/** Live changes over Server-Sent Events (ADR 0107): delivered, scoped, resumed. */
const stack = stackForThisFile()

const LIVE = `subscription { liveChanges { eventId kind subject recordId permitStatus requestStatus } }`

interface Change {
  data: {
    liveChanges: {
      eventId: string
      kind: string
      subject: string | null
      recordId: string | null
      permitStatus: string | null
    }
  }
}
const about = (id: string, kind?: string, status?: string) => (payload: Change) =>
  payload.data.liveChanges.recordId === id &&
  (!kind || payload.data.liveChanges.kind === kind) &&
  (!status || payload.data.liveChanges.permitStatus === status)

let ref: Awaited<ReturnType<typeof referenceIds>>

/** A haulier with a fleet and a new e-permit of theirs. */
async function haulierWithPermit(licence: string) {
  ref ??= await referenceIds(stack.browser())
  const { browser, car, trailer } = await fleetOwner(stack, ref)
  const permitId = await requestPermit(browser, licence, car.id, trailer.id)
  return { browser, car, trailer, permitId }
}

async function requestPermit(browser: Browser, licence: string, carId: string, trailerId: string) {
  const driver = await legalDriver(browser, licence)
  const answer = await browser.graphql(
    `mutation ($input: RequestPermitInput!) { requestPermit(input: $input) {
      permit { id } userErrors { field code } } }`,
    {
      input: {
        kind: 'LEGAL_ENTITY',
        countryId: ref.countryId,
        permitTypeId: ref.permitType.id,
        cargoType: 'Pagta süýümi',
        containerCount: 1,
        departureOn: inDays(5),
        returnOn: inDays(20),
        driverId: driver.id,
        carId,
        trailerId,
        description: 'Aşgabat — Stambul',
      },
    },
  )
  return dataOf(answer).requestPermit.permit.id as string
}

async function take(operator: Browser, permitId: string) {
  await claimPermit(operator, permitId)
  const taken = await operator.graphql(
    'mutation ($input: PermitReviewInput!) { takePermit(input: $input) { userErrors { code } } }',
    { input: { permitId } },
  )
  expect(dataOf(taken).takePermit.userErrors).toEqual([])
}

describe('live changes', () => {
  test('an operator’s move reaches the owner’s stream and the office’s; another company’s stream gets only its own', async () => {
    const owner = await haulierWithPermit('LIVE-1')
    const stranger = await haulierWithPermit('LIVE-2')
    const operator = await loggedInOperator(stack)
    const [ownerStream, strangerStream, officeStream] = await Promise.all([
      openStream(owner.browser, LIVE),
      openStream(stranger.browser, LIVE),
      openStream(operator, LIVE),
    ])
    expect([ownerStream.status, strangerStream.status, officeStream.status]).toEqual([
      200, 200, 200,
    ])
    expect(ownerStream.response.headers.get('content-type')).toBe(
      'text/event-stream; charset=utf-8',
    )
    await Promise.all([ownerStream.started(), strangerStream.started(), officeStream.started()])

    await take(operator, owner.permitId)
    const moved = await ownerStream.next(about(owner.permitId, 'STATUS', 'UNDER_CONSIDERATION'))
    expect(moved.data.liveChanges).toMatchObject({
      kind: 'STATUS',
      subject: 'PERMIT',
      permitStatus: 'UNDER_CONSIDERATION',
    })
    expect(ownerStream.events.find((event) => event.data.includes('UNDER_CONSIDERATION'))?.id).toBe(
      moved.data.liveChanges.eventId,
    )
    // The office hears the claim and the move; the owner never hears the claim.
    await officeStream.next(about(owner.permitId, 'CLAIM'))
    await officeStream.next(about(owner.permitId, 'STATUS', 'UNDER_CONSIDERATION'))
    expect(ownerStream.events.filter((event) => event.data.includes('CLAIM'))).toEqual([])

    // The stranger files one of its own: its stream carries that one, and nothing of the owner's.
    const own = await requestPermit(
      stranger.browser,
      'LIVE-3',
      stranger.car.id,
      stranger.trailer.id,
    )
    const filed = await strangerStream.next(about(own))
    expect(filed.data.liveChanges).toMatchObject({ permitStatus: 'NEW' })
    expect(strangerStream.events.filter((event) => event.data.includes(owner.permitId))).toEqual([])
    // …and a new request reaches the office's open stream.
    await officeStream.next(about(own, 'STATUS'))
    await Promise.all([ownerStream.close(), strangerStream.close(), officeStream.close()])
  })

  test('a stream reopened with Last-Event-ID gets the change made while it was closed', async () => {
    const owner = await haulierWithPermit('LIVE-4')
    const operator = await loggedInOperator(stack)
    const stream = await openStream(owner.browser, LIVE)
    const lastSeen = await stream.started()
    expect(lastSeen).toMatch(/^\d+$/)
    await stream.close()

    await take(operator, owner.permitId)
    const resumed = await openStream(owner.browser, LIVE, { lastEventId: lastSeen })
    // The stream may have closed before it told the permit's filing (told after its first
    // line, on a slow machine): that comes again first, as the browser never had it.
    const missed = await resumed.next(about(owner.permitId, 'STATUS', 'UNDER_CONSIDERATION'))
    expect(Number(missed.data.liveChanges.eventId)).toBeGreaterThan(Number(lastSeen))
    const told = resumed.events.filter((event) => event.data.includes(owner.permitId))
    expect(told.every((event) => Number(event.id) > Number(lastSeen))).toBe(true)
    await resumed.close()
  })

  test('a new stream tells a change made a moment before it opened, after the page read its data', async () => {
    const owner = await haulierWithPermit('LIVE-5')
    const operator = await loggedInOperator(stack)
    await take(operator, owner.permitId)
    const stream = await openStream(owner.browser, LIVE)
    const told = await stream.next(about(owner.permitId, 'STATUS', 'UNDER_CONSIDERATION'))
    expect(Number(told.data.liveChanges.eventId)).toBeGreaterThan(0)
    await stream.close()
  })

  test('no session, or a document that is no subscription, gets no stream', async () => {
    const anonymous = await openStream(stack.browser(), LIVE)
    expect(anonymous.status).toBe(401)
    const operator = await loggedInOperator(stack)
    const query = await openStream(operator, '{ __typename }')
    expect(query.status).toBe(400)
    // Over /graphql a subscription is an error, not a hang.
    const overPost = await operator.graphql(LIVE)
    expect(overPost.errors?.length).toBeGreaterThan(0)
  })

  test('a member suspended from their only company is refused the stream as no active member, in their language', async () => {
    const { browser: admin } = await loggedInHaulier(stack)
    const email = `suspended.${Date.now()}@example.com`
    await admin.graphql(
      'mutation ($input: InviteMemberInput!) { inviteMember(input: $input) { done } }',
      { input: { email, role: 'DISPATCHER', language: 'EN' } },
    )
    const letter = await letterTo(stack.api.dataDir, email, (text) => text.includes('token='))
    const token = decodeURIComponent(/token=(\S+)/.exec(letter.text)?.[1] ?? '')
    const member = stack.browser({ lang: 'ru' })
    await member.graphql(
      'mutation ($input: RegisterWithInvitationInput!) { registerWithInvitation(input: $input) { userName } }',
      { input: { token, name: 'Merdan Dispeçer', password: 'Dispatch-2026' } },
    )
    const members = dataOf(await admin.graphql('{ companyMembers { members { id email } } }'))
      .companyMembers.members as { id: string; email: string }[]
    await admin.graphql(
      'mutation ($input: MemberInput!) { suspendMember(input: $input) { member { status } } }',
      { input: { memberId: members.find((one) => one.email === email)?.id } },
    )

    const answer = await fetch(
      `${stack.gateway.url}/graphql/stream?${new URLSearchParams({ query: LIVE })}`,
      { headers: member.headers({ accept: 'text/event-stream' }) },
    )
    expect(answer.status).toBe(403)
    expect(await answer.json()).toEqual({
      errors: [
        {
          message:
            'Вы сейчас не состоите ни в одной компании как действующий участник. Обратитесь к администратору компании.',
          extensions: { code: 'FORBIDDEN' },
        },
      ],
    })
  })

  test('a stream asked for wrongly is refused with the code /graphql gives the same fault', async () => {
    const operator = await loggedInOperator(stack)
    const ask = async (search: string) => {
      const answer = await fetch(`${stack.gateway.url}/graphql/stream?${search}`, {
        headers: operator.headers({ accept: 'text/event-stream' }),
      })
      const body = (await answer.json()) as { errors: { extensions?: { code?: string } }[] }
      return [answer.status, body.errors.map((error) => error.extensions?.code)]
    }
    expect(await ask('')).toEqual([400, ['BAD_REQUEST']])
    expect(await ask(new URLSearchParams({ query: 'subscription {' }).toString())).toEqual([
      400,
      ['GRAPHQL_PARSE_FAILED'],
    ])
    expect(
      await ask(new URLSearchParams({ query: 'subscription { nothing }' }).toString()),
    ).toEqual([400, ['GRAPHQL_VALIDATION_FAILED']])
  })
})
