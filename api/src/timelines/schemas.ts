import Type from 'typebox'

/** The subjects a timeline can be asked for, as the path names them. */
export const TIMELINE_SUBJECTS = [
  'permit',
  'online-application',
  'load-permission',
  'unload-permission',
] as const
export type TimelineSubject = (typeof TIMELINE_SUBJECTS)[number]

/** How many subjects one call may ask for: a page of any list of ours fits. */
export const MAX_TIMELINE_IDS = 100

export const TimelineParams = Type.Object({
  subject: Type.Union(
    TIMELINE_SUBJECTS.map((subject) => Type.Literal(subject)),
    { description: 'An e-permit, or one of the three kinds of request' },
  ),
})

export const TimelineQuery = Type.Object({
  ids: Type.String({
    pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_TIMELINE_IDS - 1}}$`,
    description: `Ids of the subjects, comma-separated, at most ${MAX_TIMELINE_IDS}`,
    examples: ['12,15,16'],
  }),
})

export const Timeline = Type.Object({
  history: Type.Array(
    Type.Object({
      subject_id: Type.Integer(),
      from_status: Type.Union([Type.Integer(), Type.Null()], {
        description: 'null when the subject was filed',
      }),
      to_status: Type.Integer({
        description: 'E-permits 1 new … 6 rejected; requests 0 pending … 3 canceled',
      }),
      actor_role: Type.Union([
        Type.Literal('client'),
        Type.Literal('operator'),
        Type.Literal('payment_provider'),
      ]),
      reason: Type.Union([Type.String(), Type.Null()], {
        description: 'Why, when an operator gave a reason',
      }),
      member: Type.Union([Type.String(), Type.Null()], {
        description:
          "The name of the company's member who did it; null for the office and the provider",
      }),
      created_at: Type.String({ format: 'date-time' }),
    }),
    { description: 'Ordered by subject, then oldest first' },
  ),
})
