import { useLingui } from '@lingui/react/macro'
import { useCallback, useId, useState } from 'react'
import overlay from '../../components/loading-overlay.module.css'
import { formatShare, formatSize } from '../../lib/files'
import { intlLocale, isLocale } from '../../lib/locales'
import type { UploadProgressListener } from '../../lib/uploads'
import styles from './upload-progress.module.css'

export type UploadState = { sent: number; total: number }

/**
 * How far a form's files have gone: `listener` goes to the mutation
 * (`context: { fetchOptions: { onUploadProgress: listener } }`), `state` to `UploadProgress`.
 */
export function useUploadProgress() {
  const [state, setState] = useState<UploadState | null>(null)
  const listener = useCallback<UploadProgressListener>(
    (sent, total) => setState({ sent, total }),
    [],
  )
  return { state, listener, reset: useCallback(() => setState(null), []) }
}

/** Screen readers hear the progress in quarters: a percentage per event would drown the page. */
const quarterOf = (state: UploadState | null) =>
  state && state.total > 0 ? Math.floor((4 * state.sent) / state.total) : 0

/**
 * Shown instead of the loading overlay while a form with files is sent (`MutationForm`'s
 * `busyView`): a labelled `<progress>` with the share and the sizes sent, and a polite status that
 * says when a quarter more has gone and when the files are all sent (the answer may take a moment
 * more). Like the overlay, it appears only after half a second, so a quick upload never flickers.
 */
export function UploadProgress({ state }: { state: UploadState | null }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const locale = intlLocale(isLocale(i18n.locale) ? i18n.locale : 'tm')
  const total = state?.total ?? 0
  const sent = Math.min(state?.sent ?? 0, total)
  const percent = formatShare(total > 0 ? sent / total : 0, locale)
  const quarter = quarterOf(state)
  const quarterShare = formatShare(quarter / 4, locale)
  const heard =
    quarter >= 4
      ? t`Files sent. Waiting for the answer…`
      : quarter === 0
        ? t`Sending the files…`
        : t`Files sent: ${quarterShare}`

  return (
    <div className={overlay.overlay}>
      <div className={styles.card}>
        <label htmlFor={id} className={styles.label}>
          {t`Sending the files`}
        </label>
        <progress id={id} className={styles.bar} max={total || 1} value={sent} />
        <p className={styles.figures} aria-hidden="true">
          {percent}
          {total > 0 && ` · ${formatSize(sent, locale)} / ${formatSize(total, locale)}`}
        </p>
        <p className="visually-hidden" role="status" aria-live="polite">
          {heard}
        </p>
      </div>
    </div>
  )
}
