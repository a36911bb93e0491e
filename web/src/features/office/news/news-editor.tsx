import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from 'react-router'
import { TextField } from '../../../components/field'
import { FileField } from '../../../components/file-field'
import { FormSection } from '../../../components/form-layout'
import { LoadingOverlay } from '../../../components/loading-overlay'
import { MutationForm, SubmitButton } from '../../../components/mutation-form'
import { popup } from '../../../components/popup'
import { TextAreaField } from '../../../components/text-area-field'
import { useMutationForm } from '../../../components/use-mutation-form'
import { getFragmentData } from '../../../gql'
import type { NewsEditor_ItemFragment } from '../../../gql/graphql'
import type { FileRule } from '../../../lib/files'
import { formFile, formText } from '../../../lib/form-errors'
import { type Locale, localeNames, locales } from '../../../lib/locales'
import { usePageTitle } from '../../../lib/page-title'
import { NewsEditor_item, useNewsItem, useSaveNews } from '../api/office-news'
import { officePaths } from '../office-address'
import styles from '../screens.module.css'
import { NewsPreview } from './news-preview'
import { NewsPublishing } from './news-publishing'
import { newsStatusWords } from './news-words'

/** The poster, as the API takes it: JPEG, PNG or WebP under 2,000,000 bytes. */
const POSTER_FILES: FileRule = { extensions: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: 2_000_000 }

const FIELDS = [
  'title.tm',
  'title.ru',
  'title.en',
  'bodyHtml.tm',
  'bodyHtml.ru',
  'bodyHtml.en',
  'poster',
] as const

/** `/office/news/new` and `/office/news/:id`: a news item in three languages, its preview. */
export function NewsEditor({ id }: { id: string | null }) {
  const { t } = useLingui()
  usePageTitle(id ? t`Edit the news item` : t`Write a news item`)
  if (id === null) return <NewsEditorScreen item={null} />
  return <SavedNewsEditor id={id} />
}

function SavedNewsEditor({ id }: { id: string }) {
  const { t } = useLingui()
  const { data, loading, error } = useNewsItem(id)
  const found = data?.office?.newsItem
  if (!found && loading) return <LoadingOverlay />
  if (!found) {
    return (
      <section className={styles.screen}>
        <h1>{t`Edit the news item`}</h1>
        <p className={styles.notice} role={error ? 'alert' : undefined}>
          {error ? t`The news item could not be loaded.` : t`There is no such news item.`}{' '}
          <Link to={officePaths.news}>{t`Back to the news`}</Link>
        </p>
      </section>
    )
  }
  return <NewsEditorScreen item={getFragmentData(NewsEditor_item, found)} />
}

function NewsEditorScreen({ item }: { item: NewsEditor_ItemFragment | null }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [save] = useSaveNews()
  const form = useMutationForm({
    fields: FIELDS,
    read: (element) => {
      const text = (name: string) => formText(element, name)
      return {
        title: { tm: text('title.tm'), ru: text('title.ru'), en: text('title.en') },
        bodyHtml: { tm: text('bodyHtml.tm'), ru: text('bodyHtml.ru'), en: text('bodyHtml.en') },
        poster: formFile(element, 'poster'),
      }
    },
    check: (input) => {
      const missing = t`Please fill in this field`
      const problems: Partial<Record<(typeof FIELDS)[number], string>> = {}
      for (const locale of locales) {
        if (!input.title[locale]) problems[`title.${locale}`] = missing
        if (!input.bodyHtml[locale]) problems[`bodyHtml.${locale}`] = missing
      }
      if (!item && !input.poster) problems.poster = t`Choose a poster image`
      return problems
    },
    mutate: async ({ poster, ...input }, attempt) =>
      (
        await save({
          variables: { input: { ...input, id: item?.id ?? null, ...(poster ? { poster } : {}) } },
          context: attempt.context,
        })
      ).data?.saveNews,
    onSuccess: (answer) => {
      popup.show({ title: t`Saved`, message: t`The news item is saved.`, tone: 'success' })
      const saved = answer.newsItem && getFragmentData(NewsEditor_item, answer.newsItem)
      if (!item && saved) navigate(officePaths.newsItem(saved.id), { replace: true })
    },
    failure: { title: t`Not saved`, message: t`Error has occurred, please try again later` },
  })

  const title = item ? t`Edit the news item` : t`Write a news item`
  return (
    <section className={styles.screen} aria-labelledby="news-editor-title">
      <p className={styles.eyebrow}>
        <Link to={officePaths.news}>{t`News`}</Link>
      </p>
      <h1 id="news-editor-title">{title}</h1>
      {item && (
        <p>
          {t`State:`} <strong>{i18n._(newsStatusWords[item.status])}</strong>
        </p>
      )}
      <MutationForm form={form} className={styles.panel}>
        {locales.map((locale: Locale) => (
          <FormSection key={locale} title={localeNames[locale]}>
            <TextField
              label={t`Title (${localeNames[locale]})`}
              name={`title.${locale}`}
              lang={locale === 'tm' ? 'tk' : locale}
              maxLength={300}
              defaultValue={item?.title[locale] ?? ''}
              required
              error={form.errors[`title.${locale}`]}
            />
            <TextAreaField
              label={t`Text (${localeNames[locale]})`}
              hint={t`HTML: paragraphs, headings, lists, links and emphasis; anything else is removed when saved.`}
              name={`bodyHtml.${locale}`}
              lang={locale === 'tm' ? 'tk' : locale}
              rows={8}
              defaultValue={item?.bodyHtml[locale] ?? ''}
              required
              error={form.errors[`bodyHtml.${locale}`]}
            />
          </FormSection>
        ))}
        <FileField
          label={t`Poster image`}
          hint={t`JPEG, PNG or WebP, under 2 MB.`}
          name="poster"
          rule={POSTER_FILES}
          required={!item}
          saved={
            item ? { name: t`The current poster`, href: item.posterUrl, image: true } : undefined
          }
          error={form.errors.poster}
        />
        <div className={styles.actions}>
          <SubmitButton busy={form.busy} busyLabel={t`Saving…`}>
            {item ? t`Save the changes` : t`Save as a draft`}
          </SubmitButton>
        </div>
      </MutationForm>
      {item && <NewsPublishing item={item} />}
      {item && <NewsPreview item={item} />}
    </section>
  )
}
