import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { popup } from '../../../components/popup'
import { useConfirm } from '../../../components/use-confirm'
import { failureOf } from '../../../components/use-mutation-form'
import type { NewsEditor_ItemFragment } from '../../../gql/graphql'
import { usePublishNews, useUnpublishNews } from '../api/office-news'
import styles from '../screens.module.css'

/** Publish a draft (or an unpublished item) or take a published one off, after a question. */
export function NewsPublishing({ item }: { item: NewsEditor_ItemFragment }) {
  const { t } = useLingui()
  const { ask, dialog } = useConfirm()
  const [publish] = usePublishNews()
  const [unpublish] = useUnpublishNews()
  const [busy, setBusy] = useState(false)
  const published = item.status === 'PUBLISHED'

  async function change() {
    const confirmed = await ask(
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
    )
    if (!confirmed) return
    setBusy(true)
    const title = published ? t`Not unpublished` : t`Not published`
    try {
      const variables = { input: { id: item.id } }
      const answer = published
        ? (await unpublish({ variables })).data?.unpublishNews
        : (await publish({ variables })).data?.publishNews
      const problem = answer?.userErrors[0]
      if (problem) popup.show({ title, message: problem.message, tone: 'failure' })
    } catch (error) {
      const message =
        failureOf(error) === 'unavailable'
          ? t`The service is not available right now. Please try again later.`
          : t`Error has occurred, please try again later`
      popup.show({ title, message, tone: 'failure' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={published ? 'button button--ghost' : 'button'}
        disabled={busy}
        onClick={change}
      >
        {published ? t`Unpublish` : t`Publish`}
      </button>
      {published && <Link to={`/single-news/${item.id}`}>{t`See it on the public site`}</Link>}
      {dialog}
    </div>
  )
}
