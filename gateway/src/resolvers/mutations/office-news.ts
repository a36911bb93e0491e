import type {
  MutationResolvers,
  ResolversParentTypes,
} from '../../__generated__/resolvers-types.js'
import type { MultipartPart } from '../../rest/multipart.js'
import { type ErrorPlace, FieldNames, type MutationFieldNames } from '../field-names.js'
import { inputId } from '../ids.js'
import { withUserErrors } from '../user-errors.js'

const LANGS = ['tm', 'ru', 'en'] as const

/**
 * The news form's names: `title.tm` is the API's `title_tm`, `bodyHtml.ru` its
 * `description_ru`; a problem with one language's text is placed at that language.
 */
class NewsFieldNames extends FieldNames<{
  title: string[]
  bodyHtml: string[]
  poster: string
}> {
  constructor() {
    super({
      title: LANGS.map((lang) => `title_${lang}`),
      bodyHtml: LANGS.map((lang) => `description_${lang}`),
      poster: 'poster',
    })
  }

  override placeOf(restField: string): ErrorPlace {
    const match = /^(title|description)_(tm|ru|en)$/.exec(restField)
    if (!match) return super.placeOf(restField)
    return { path: [match[1] === 'title' ? 'title' : 'bodyHtml', match[2] as string] }
  }
}

const NEWS_NAMES = new NewsFieldNames()
const STATUS_NAMES = new FieldNames({}, { codes: { status: 'NOT_ALLOWED' } })

export const officeNewsFieldNames = {
  saveNews: NEWS_NAMES,
  publishNews: STATUS_NAMES,
  unpublishNews: STATUS_NAMES,
} satisfies MutationFieldNames

type NewsPayload = ResolversParentTypes['NewsPayload']

const publishStep =
  (step: 'publish' | 'unpublish'): MutationResolvers['publishNews'] =>
  (_, { input }, context) =>
    withUserErrors<NewsPayload>(context, STATUS_NAMES, { newsItem: null }, async () => {
      const id = inputId(input.id, 'id', context.lang)
      const answer = await context.api.officeNews.setPublished(id, step)
      context.publicContentChanged()
      return { newsItem: answer.item, userErrors: [] }
    })

/** The office's news: save a draft (or a change), publish, withdraw. */
export const officeNewsMutations: MutationResolvers = {
  saveNews: (_, { input }, context) =>
    withUserErrors<NewsPayload>(context, NEWS_NAMES, { newsItem: null }, async () => {
      const id = input.id == null ? undefined : inputId(input.id, 'id', context.lang)
      const parts: MultipartPart[] = LANGS.flatMap((lang) => [
        { name: `title_${lang}`, value: input.title[lang] },
        { name: `description_${lang}`, value: input.bodyHtml[lang] },
      ])
      const poster = input.poster
      if (poster)
        parts.push({ name: 'poster', file: () => context.uploads.open(poster, ['poster']) })
      const answer = await context.api.officeNews.save(id, parts)
      if (answer.item.status === 'published') context.publicContentChanged()
      return { newsItem: answer.item, userErrors: [] }
    }),
  publishNews: publishStep('publish'),
  unpublishNews: publishStep('unpublish'),
}
