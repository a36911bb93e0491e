import Type from 'typebox'

/** The longest a reader may wait for an event, seconds: below every proxy's idle limit. */
export const MAX_LIVE_WAIT_SECONDS = 20
/** The furthest back a new reader may start: a screen's first read is a moment before. */
export const MAX_LIVE_RECENT_SECONDS = 60

export const LiveEventsQuery = Type.Object({
  after: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: 'The last event the reader has; without it, the answer names the newest only',
    }),
  ),
  recent: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_LIVE_RECENT_SECONDS,
      description:
        'Without `after`: start this many seconds back, so that a screen read just before its stream opened hears what changed since',
    }),
  ),
  wait: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: MAX_LIVE_WAIT_SECONDS,
      description: 'Seconds to wait for an event when there is none yet (0: answer at once)',
    }),
  ),
})

export const LiveEvents = Type.Object({
  events: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'The event’s id: SSE’s id and Last-Event-ID' }),
      kind: Type.Union([Type.Literal('status'), Type.Literal('claim')], {
        description: 'A status changed (a new request included), or a claim was taken or given up',
      }),
      subject: Type.Union(
        [
          Type.Literal('permit'),
          Type.Literal('cargo_permission'),
          Type.Literal('online_application'),
          Type.Literal('payment'),
        ],
        { description: 'What changed' },
      ),
      record_id: Type.Integer(),
      status: Type.Union([Type.String(), Type.Null()], {
        description: 'Its new status (the REST number as text); null for a claim',
      }),
    }),
  ),
  latest: Type.Integer({ description: 'The newest event’s id the reader may resume from' }),
  gone: Type.Boolean({
    description: 'Events after `after` were pruned (kept a day): the reader reads its screens anew',
  }),
})
