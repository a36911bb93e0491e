import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { POSTER_SIZES } from '../../config/poster-sizes'
import { formatDay, machineDay } from '../../lib/dates'
import { imageSources } from '../../lib/image-sources'
import { useLocalized } from '../../lib/localized'
import { OpenIcon } from './icons'
import type { NewsStoryItem } from './news-story'
import styles from './related-news.module.css'

type Props = {
  items: NewsStoryItem[]
  onChoose: (id: string) => void
}

/**
 * Similar news beside the item being read. Choosing one shows it in place of the current item
 * (poster, headline, body) without leaving the page; the small link beside opens it on its own
 * page, with its own address.
 */
export function RelatedNews({ items, onChoose }: Props) {
  const localized = useLocalized()
  const { t } = useLingui()
  if (items.length === 0) return null
  return (
    <section className={styles.related} aria-labelledby="related-news-heading">
      <h2 id="related-news-heading" className={styles.heading}>
        <Trans>Similar news</Trans>
      </h2>
      <ul className={styles.list}>
        {items.map((item) => {
          const title = localized(item.title)
          return (
            <li key={item.id} className={styles.item}>
              <button type="button" className={styles.choose} onClick={() => onChoose(item.id)}>
                <img
                  className={styles.thumb}
                  src={item.posterUrl}
                  {...imageSources(item.posterVariants, POSTER_SIZES.thumbnail)}
                  width={160}
                  height={90}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.text}>
                  <time className={styles.day} dateTime={machineDay(item.publishedAt)}>
                    {formatDay(item.publishedAt)}
                  </time>
                  <span className={styles.title}>{title}</span>
                </span>
              </button>
              <Link
                className={styles.open}
                to={`/single-news/${item.id}`}
                aria-label={t`Open “${title}” on its own page`}
                title={t`Open on its own page`}
              >
                <OpenIcon />
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
