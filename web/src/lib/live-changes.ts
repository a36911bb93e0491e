import type { ApolloClient } from '@apollo/client'
import { getApolloContext } from '@apollo/client/react'
import type { DocumentNode } from 'graphql'
import { useContext, useEffect } from 'react'
import { appConfig } from '../config/app-config'
import { graphql } from '../gql'
import type { LiveChangesSubscription } from '../gql/graphql'
import { mutationsSent, mutationsSettled } from './mutations-in-flight'

/**
 * The changes the gateway streams while a screen is open (ADR 0107): the haulier's company's
 * e-permits and requests, or the office's. Received over Server-Sent Events (EventSource, which
 * reconnects by itself and sends the last event's id, so nothing is lost); nothing is polled.
 */
const LIVE_CHANGES = graphql(`
  subscription LiveChanges {
    liveChanges {
      eventId
      kind
      subject
      recordId
      permitStatus
      requestStatus
    }
  }
`)

export type LiveChange = LiveChangesSubscription['liveChanges']
export type LiveAudience = 'haulier' | 'office'

/** A closed stream (the gateway refused it, or gave up) is opened again after this long. */
const REOPEN_MS = 5_000

/**
 * The queries that list or count records: asked again (when on screen) after a change, since a
 * change can add a record to them or take one out. A record's own screens are updated in place.
 */
const LISTS: Record<LiveAudience, string[]> = {
  haulier: ['NeedsMe', 'PermitHistory', 'RequestHistory'],
  office: ['PermitQueue', 'RequestQueue'],
}

/** The cached types of one changed record, as the two audiences' screens keep it. */
const TYPES: Record<string, { typename: string; models?: string[] }[]> = {
  PERMIT: [{ typename: 'Permit' }, { typename: 'PermitForReview' }],
  CARGO_PERMISSION: [
    { typename: 'CargoPermission', models: ['LOADING_PERMISSION', 'UNLOADING_PERMISSION'] },
    {
      typename: 'CargoPermissionForReview',
      models: ['LOADING_PERMISSION', 'UNLOADING_PERMISSION'],
    },
  ],
  ONLINE_APPLICATION: [
    { typename: 'OnlineApplication' },
    { typename: 'OnlineApplicationForReview' },
  ],
}

/** Keeps the page's stream open while `enabled`; each change updates Apollo's cache. */
export function useLiveChanges(audience: LiveAudience, enabled: boolean) {
  // Without a client (a screen rendered on its own, in a test) there is nothing to update.
  const client = useContext(getApolloContext()).client
  useEffect(() => {
    if (!client || !enabled || typeof EventSource === 'undefined') return
    return openLiveStream((change) => void applyLiveChange(client, audience, change))
  }, [client, audience, enabled])
}

/** Opens the stream; gives the function that closes it. */
export function openLiveStream(onChange: (change: LiveChange) => void): () => void {
  const hash = (LIVE_CHANGES as DocumentNode & { __meta__?: { hash?: string } }).__meta__?.hash
  let lastEventId: string | undefined
  let source: EventSource | undefined
  let reopen: ReturnType<typeof setTimeout> | undefined
  const open = () => {
    const query = new URLSearchParams({ documentId: hash ?? '' })
    if (lastEventId) query.set('lastEventId', lastEventId)
    source = new EventSource(`${appConfig.graphqlPath}/stream?${query}`)
    source.addEventListener('ready', (event) => {
      lastEventId = (event as MessageEvent<string>).lastEventId || lastEventId
    })
    source.addEventListener('next', (event) => {
      const payload = JSON.parse((event as MessageEvent<string>).data) as {
        data?: LiveChangesSubscription
      }
      if (!payload.data) return
      lastEventId = payload.data.liveChanges.eventId
      onChange(payload.data.liveChanges)
    })
    // A stream the gateway ended (its session ended, the gateway stopping) or refused: EventSource
    // does not try again by itself then, so it is opened anew, resuming after the last event.
    const closed = () => {
      source?.close()
      clearTimeout(reopen)
      reopen = setTimeout(open, REOPEN_MS)
    }
    source.addEventListener('complete', closed)
    source.addEventListener('error', () => {
      if (source?.readyState === EventSource.CLOSED) closed()
    })
  }
  // A browser that lost its network closes the stream at once (the connection may linger
  // unnoticed for a long while) and opens it again when the network is back, after the last event.
  const offline = () => {
    clearTimeout(reopen)
    source?.close()
  }
  const online = () => {
    offline()
    open()
  }
  window.addEventListener('offline', offline)
  window.addEventListener('online', online)
  open()
  return () => {
    window.removeEventListener('offline', offline)
    window.removeEventListener('online', online)
    offline()
  }
}

/**
 * A change into the cache: the record's new status is written where it is cached (its screens
 * show it at once); the queries on screen that show the record are asked again for the rest (a
 * price, the actions now open, a claim), and so are the lists and counts on screen. RESYNC asks
 * every query on screen.
 */
export async function applyLiveChange(
  client: ApolloClient,
  audience: LiveAudience,
  change: LiveChange,
) {
  if (change.kind === 'RESYNC') {
    void client.refetchQueries({ include: 'active' })
    return
  }
  const status = change.permitStatus ?? change.requestStatus
  // This page's own change (or one already seen): its mutation's answer showed it already.
  await mutationsSettled()
  if (change.kind === 'STATUS' && status && alreadyShown(client, change, status)) return
  const showing: string[] = []
  void client.refetchQueries({
    updateCache(cache) {
      for (const { typename, models } of TYPES[change.subject ?? ''] ?? []) {
        for (const model of models ?? [undefined]) {
          const id = cache.identify({ __typename: typename, id: change.recordId, model })
          if (!id) continue
          cache.modify({
            id,
            fields: {
              status: (_value, { INVALIDATE }) =>
                change.kind === 'STATUS' && status ? status : INVALIDATE,
              claim: (_value, { INVALIDATE }) => INVALIDATE,
            },
          })
        }
      }
    },
    // Noted here, asked again below with the lists (one at a time per query).
    onQueryUpdated: (query) => {
      if (query.queryName) showing.push(query.queryName)
      return false
    },
  })
  askAgain(client, [...LISTS[audience], ...showing])
}

/** Whether the cache holds the changed record already with the change's status. */
function alreadyShown(client: ApolloClient, change: LiveChange, status: string): boolean {
  let found = false
  let same = true
  for (const { typename, models } of TYPES[change.subject ?? ''] ?? []) {
    for (const model of models ?? [undefined]) {
      const id = client.cache.identify({ __typename: typename, id: change.recordId, model })
      if (!id) continue
      client.cache.modify({
        id,
        fields: {
          status: (value) => {
            found = true
            if (value !== status) same = false
            return value
          },
        },
      })
    }
  }
  return found && same
}

/** Per client: the queries to ask again, and whether a round of asking is under way. */
const rounds = new WeakMap<ApolloClient, { names: Set<string>; running: boolean }>()

/**
 * Asks the named queries that are on screen again. A change that comes while a round is under
 * way is asked after it: a round that began before the change might answer from before it (and
 * Apollo would join a second request for the same query to the one in flight).
 */
function askAgain(client: ApolloClient, names: string[]) {
  const round = rounds.get(client) ?? { names: new Set<string>(), running: false }
  rounds.set(client, round)
  for (const name of names) round.names.add(name)
  if (round.running) return
  const active = new Set([...client.getObservableQueries('active')].map((query) => query.queryName))
  const include = [...round.names].filter((name) => active.has(name))
  round.names.clear()
  if (include.length === 0) return
  round.running = true
  const sentBefore = mutationsSent()
  void client
    .refetchQueries({ include })
    .catch(() => {})
    .finally(async () => {
      // A mutation sent while these were asked (an operator's Accept right after a claim's
      // change came) may be answered first; an answer read before it would then put the record
      // back as it was. They are asked once more, after it.
      if (mutationsSent() !== sentBefore) {
        await mutationsSettled()
        for (const name of include) round.names.add(name)
      }
      round.running = false
      if (round.names.size > 0) askAgain(client, [])
    })
}
