import Type from 'typebox'
import { Email, Phone, RequiredText } from '../http/schemas.js'

/** The attachments of an online application, each a field of the multipart form. */
export const APPLICATION_FILE_FIELDS = ['yuztutma', 'ygtyyarnama', 'dowlet_sanaw'] as const
export type ApplicationFileField = (typeof APPLICATION_FILE_FIELDS)[number]
export const REQUIRED_FILE_FIELDS: ApplicationFileField[] = ['dowlet_sanaw']

/** The text fields, validated by the handler once the multipart stream has been read. */
export const OnlineApplicationFields = Type.Object({
  corpname: RequiredText(255, { description: 'Institution name' }),
  cmr_number: RequiredText(50),
  permission_number: RequiredText(50, { description: 'The loading permission number' }),
  fullname: RequiredText(100, { description: "The responsible person's full name" }),
  phone: Phone,
  email: Email,
  director_fullname: RequiredText(100),
  action: Type.Optional(Type.Literal('submit', { description: 'Always "submit"' })),
})
export type OnlineApplicationFields = Type.Static<typeof OnlineApplicationFields>

const Attachment = (description: string) =>
  Type.String({ format: 'binary', contentMediaType: 'application/octet-stream', description })
const KINDS =
  'jpg, jpeg, png, bmp, gif, svg, webp or pdf (told by the content), under 7,168,000 bytes'

/** The whole multipart form, for the description of the API. */
export const OnlineApplicationForm = Type.Object({
  ...OnlineApplicationFields.properties,
  yuztutma: Type.Optional(Attachment(`Application letter: ${KINDS}`)),
  ygtyyarnama: Type.Optional(Attachment(`Certificate: ${KINDS}`)),
  dowlet_sanaw: Attachment(`State registration document (required): ${KINDS}`),
})
