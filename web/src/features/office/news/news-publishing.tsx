import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { useMutationAction } from '../../../components/use-mutation-action'
import type { NewsEditor_ItemFragment } from '../../../gql/graphql'
import { usePublishNews, useUnpublishNews } from '../api/office-news'
import styles from '../screens.module.css'

/** Publish a draft (or an unpublished item) or take a published one off, after a question. */
export function NewsPublishing({ item }: { item: NewsEditor_ItemFragment }) {
  const { t } = useLingui()
  const [publish] = usePublishNews()
  const [unpublish] = useUnpublishNews()
  const published = item.status === 'PUBLISHED'
  const change = useMutationAction({
    mutate: async (id: string) => {
      const variables = { input: { id } }
      return published
        ? (await unpublish({ variables })).data?.unpublishNews
        : (await publish({ variables })).data?.publishNews
    },
    failureTitle: published ? t`Not unpublished` : t`Not published`,
    confirm: () =>
      published
        ? {
            title: t`Unpublish the news item?`,
            message: t`It leaves the public site and the RSS feed; you can publish it again.`,
            confirmLabel: t`Unpublish`,
          }
        : {
            title: t`Publish the news item?`,
            message: t`It shows on the public site and in the RSS feed at once, in three languages.`,
            confirmLabel: t`Publish`,
          },
  })

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={published ? 'button button--ghost' : 'button'}
        disabled={change.busy}
        onClick={() => change.run(item.id)}
      >
        {published ? t`Unpublish` : t`Publish`}
      </button>
      {published && <Link to={`/single-news/${item.id}`}>{t`See it on the public site`}</Link>}
      {change.dialog}
    </div>
  )
}
