import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Static } from 'typebox'
import type { AppContext } from '../context.js'
import type { ReminderKind } from '../db/reminders-schema.js'
import { notFound } from '../http/api-error.js'
import { bearerAuth, IdParams, responses } from '../http/schemas.js'
import { clientOnly, currentCompany } from '../sessions/authenticate.js'
import { inboxRepository } from './inbox.repository.js'
import { Notices, ReminderSettings } from './schemas.js'

type Settings = Static<typeof ReminderSettings>

/** Each field of the settings and the kind of reminder it switches. */
const SWITCHES: [keyof Settings, ReminderKind][] = [
  ['client_documents', 'client-documents'],
  ['driving_licences', 'driving-licences'],
  ['e_permits', 'e-permits'],
]

const TAGS = ['cabinet']

/** The haulier's reminder switches and inbox (ADR 0105). */
export const reminderRoutes: FastifyPluginAsyncTypebox<Pick<AppContext, 'db'>> = async (
  app,
  { db },
) => {
  const inbox = inboxRepository(db)

  const settingsOf = async (userId: number): Promise<Settings> => {
    const off = await inbox.turnedOff(userId)
    return Object.fromEntries(
      SWITCHES.map(([field, kind]) => [field, !off.includes(kind)]),
    ) as Settings
  }

  const noticesOf = async (userId: number): Promise<Static<typeof Notices>> => {
    const [rows, unread] = await Promise.all([inbox.latest(userId), inbox.unread(userId)])
    return {
      unread,
      notices: rows.map((row) => ({
        ...row,
        kind: 'reminder' as const,
        created_at: new Date(row.created_at).toISOString(),
        read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
      })),
    }
  }

  app.get(
    '/api/reminder-settings',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: TAGS,
        summary: 'Which kinds of reminder before an expiry the haulier gets',
        security: bearerAuth,
        response: responses(ReminderSettings, { auth: 'client' }),
      },
    },
    async (request) => settingsOf(currentCompany(request)),
  )

  app.put(
    '/api/reminder-settings',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: TAGS,
        summary: 'Turns each kind of reminder on or off; answers the settings saved',
        security: bearerAuth,
        body: ReminderSettings,
        response: responses(ReminderSettings, { auth: 'client', validation: true }),
      },
    },
    async (request) => {
      const userId = currentCompany(request)
      const off = SWITCHES.filter(([field]) => !request.body[field]).map(([, kind]) => kind)
      await inbox.setTurnedOff(userId, off)
      return settingsOf(userId)
    },
  )

  app.get(
    '/api/notices',
    {
      onRequest: clientOnly(db),
      schema: {
        tags: TAGS,
        summary: "The haulier's newest notices (reminders) and how many are unread",
        security: bearerAuth,
        response: responses(Notices, { auth: 'client' }),
      },
    },
    async (request) => noticesOf(currentCompany(request)),
  )

  app.post(
    '/api/notices/:id/read',
    {
      config: { notFound: 'notice_not_found' },
      schema: {
        tags: TAGS,
        summary: 'Marks one notice read; answers the inbox then',
        security: bearerAuth,
        params: IdParams,
        response: responses(Notices, { auth: 'client', notFound: true }),
      },
      onRequest: clientOnly(db),
    },
    async (request) => {
      const userId = currentCompany(request)
      if (!(await inbox.markRead(userId, request.params.id))) throw notFound('notice_not_found')
      return noticesOf(userId)
    },
  )
}
