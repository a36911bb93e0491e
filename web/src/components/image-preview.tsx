import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import styles from './form-kit.module.css'

/** A document's icon: a sheet with a folded corner, "PDF" on it for a PDF. */
export function DocumentIcon({ pdf = false }: { pdf?: boolean }) {
  return (
    <svg className={styles.fileIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M12 4h17l9 9v31H12z" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M29 4v9h9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      {pdf && (
        <text x="25" y="36" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor">
          PDF
        </text>
      )}
    </svg>
  )
}

type ImagePreviewProps = {
  src: string
  /** The file's name (or what the file is): the fallback says it has no preview. */
  name: string
  /** The image's text alternative; '' when the file's name stands beside it. */
  alt?: string
  className?: string | undefined
  loading?: 'lazy' | 'eager'
}

/**
 * An uploaded image shown small, as a scan's thumbnail. A file that does not load as an image
 * (gone, refused, or not an image after all) never shows the browser's broken-image icon: a
 * document icon saying "No preview" takes its place, the file's name in what it is called.
 */
export function ImagePreview({ src, name, alt = '', className, loading }: ImagePreviewProps) {
  const { t } = useLingui()
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === src) {
    return (
      <span
        className={`${styles.noPreview} ${className ?? ''}`}
        role="img"
        aria-label={t`No preview of ${name}`}
      >
        <DocumentIcon />
        <span aria-hidden="true">{t`No preview`}</span>
      </span>
    )
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={loading}
      onError={() => setFailed(src)}
    />
  )
}
