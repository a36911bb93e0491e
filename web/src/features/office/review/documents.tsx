import { useLingui } from '@lingui/react/macro'
import { ImagePreview } from '../../../components/image-preview'
import styles from '../screens.module.css'

export type ViewableDocument = { id: string; label: string; fileName: string; url: string }

const isImage = (name: string) => /\.(png|jpe?g|webp|gif)$/i.test(name)

/**
 * The haulier's files, viewable in the browser: images inline, anything else (a PDF) opened in
 * the browser's own viewer in a new tab. The gateway serves them to operators only.
 */
export function Documents({ documents }: { documents: readonly ViewableDocument[] }) {
  const { t } = useLingui()
  if (documents.length === 0) return <p>{t`No documents.`}</p>
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.id}>
          <figure>
            {isImage(document.fileName) && (
              <a href={document.url} target="_blank" rel="noopener">
                <ImagePreview
                  src={document.url}
                  name={document.fileName}
                  alt={document.label}
                  loading="lazy"
                />
              </a>
            )}
            <figcaption>
              <a href={document.url} target="_blank" rel="noopener">
                {document.label}
              </a>
              <span className={styles.sub}>
                {document.fileName} · {t`opens in a new tab`}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
