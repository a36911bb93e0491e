import Type, { type Static } from 'typebox'
import type { FileType } from '../files/file-types.js'
import { Lines, RequiredText } from '../http/schemas.js'

/** Posters are photographs or drawings: JPEG, PNG or WebP, at most 2,000,000 bytes. */
export const NEWS_POSTER_KINDS: FileType['kind'][] = ['jpeg', 'png', 'webp']
export const NEWS_POSTER_BYTES = 2_000_000

const Body = Lines(60_000, { minLength: 1, pattern: '\\S', description: 'HTML; sanitized on save' })

export const NewsFormFields = Type.Object({
  title_tm: RequiredText(300),
  title_ru: RequiredText(300),
  title_en: RequiredText(300),
  description_tm: Body,
  description_ru: Body,
  description_en: Body,
})
export type NewsFormFields = Static<typeof NewsFormFields>

export const NewsForm = Type.Object({
  ...NewsFormFields.properties,
  poster: Type.Optional(
    Type.String({ format: 'binary', description: 'The poster image (required to create)' }),
  ),
})

const Localized = Type.Object({ tm: Type.String(), ru: Type.String(), en: Type.String() })

export const OfficeNewsItem = Type.Object({
  id: Type.Integer(),
  status: Type.Union([
    Type.Literal('draft'),
    Type.Literal('published'),
    Type.Literal('unpublished'),
  ]),
  title: Localized,
  body_html: Type.Object(Localized.properties, { description: 'Sanitized: as it will be shown' }),
  poster: Type.String({ description: 'The public path, once published' }),
  poster_file_id: Type.Union([Type.Integer(), Type.Null()]),
  poster_url: Type.String({ description: 'Where an operator sees the poster now' }),
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  views: Type.Integer(),
})

export const OfficeNewsQuery = Type.Object({
  status: Type.Optional(
    Type.Union([Type.Literal('draft'), Type.Literal('published'), Type.Literal('unpublished')]),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
})
