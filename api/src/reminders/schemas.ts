import Type, { type TSchema } from 'typebox'
import { IsoDate } from '../http/schemas.js'

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/** Which reminders a haulier gets; each kind on unless turned off (ADR 0105). */
export const ReminderSettings = Type.Object({
  client_documents: Type.Boolean({
    description: 'Licence, patent, state register extract and certificate of the client data',
  }),
  driving_licences: Type.Boolean({ description: "Drivers' driving licences" }),
  e_permits: Type.Boolean({ description: 'Issued e-permits' }),
})

const Notice = Type.Object({
  id: Type.Integer(),
  kind: Type.Literal('reminder'),
  document: Type.Union([
    Type.Literal('licence'),
    Type.Literal('patent'),
    Type.Literal('state-register'),
    Type.Literal('certificate'),
    Type.Literal('driving-licence'),
    Type.Literal('e-permit'),
  ]),
  subject_id: Nullable(Type.Integer()),
  name: Nullable(Type.String()),
  expires_on: IsoDate,
  days_before: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  read_at: Nullable(Type.String({ format: 'date-time' })),
})

/** The haulier's inbox: the newest notices and how many are unread. */
export const Notices = Type.Object({
  unread: Type.Integer({ minimum: 0 }),
  notices: Type.Array(Notice),
})
