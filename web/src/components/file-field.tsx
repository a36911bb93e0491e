import { useLingui } from '@lingui/react/macro'
import {
  type ChangeEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import {
  acceptOf,
  type FileRule,
  fileKindOf,
  fileProblemOf,
  formatLimit,
  formatSize,
  typesOf,
} from '../lib/files'
import { FieldProblem, RequiredMark } from './field'
import fieldStyles from './field.module.css'
import styles from './form-kit.module.css'
import { DocumentIcon, ImagePreview } from './image-preview'
import { useFormReset } from './use-form-reset'

/** A file already saved (an existing scan): shown until another is chosen. */
export type SavedFile = { name: string; href?: string | undefined; image?: boolean }

type FileFieldProps = {
  label: ReactNode
  /** The form field's name; the form reads the chosen file with `formFile(form, name)`. */
  name: string
  rule: FileRule
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  /** The file saved before, if any. */
  saved?: SavedFile | undefined
  /** Told of a refused file (its type or size), e.g. to log or to show a popup too. */
  onRefused?: (problem: 'type' | 'size', file: File) => void
}

type Chosen = { name: string; size: number; kind: 'image' | 'pdf' | 'other'; preview?: string }

/**
 * A file input that checks the type and the size of the chosen file at once, before anything is
 * uploaded: a refused file is taken out of the input and the problem shown under the field (and,
 * at the next submit, in the error summary, which stops it). A
 * good one shows its name and size, a preview for an image or an icon for a PDF, and a Remove
 * button that empties the input again (focus returns to it).
 */
export function FileField({
  label,
  name,
  rule,
  error,
  hint,
  required,
  saved,
  onRefused,
}: FileFieldProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<Chosen | null>(null)
  // Why the chosen file was refused, worded at each render: it follows the interface language.
  const [refused, setRefused] = useState<'type' | 'size' | null>(null)
  usePreviewCleanup(chosen)
  useFormReset(input, () => {
    setChosen(null)
    setRefused(null)
  })

  const types = typesOf(rule)
  const limit = formatLimit(rule.maxBytes, i18n.locale)
  const refusal =
    refused === 'type'
      ? t`The selected file must be ${types}`
      : refused === 'size'
        ? t`The selected file must be smaller than ${limit}`
        : null
  const problem = refusal ?? error
  // The refusal is the input's own problem, as the browser would hold it: the form's submit reads
  // it there (`controlProblems`), so the summary lists it and the form is not sent without the
  // file, also where the file is optional and the form's own checks find nothing missing.
  useLayoutEffect(() => {
    input.current?.setCustomValidity(refusal ?? '')
  }, [refusal])
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = problem !== undefined ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    setRefused(null)
    if (!file) return setChosen(null)
    const problem = fileProblemOf(file, rule)
    if (problem) {
      event.currentTarget.value = ''
      setChosen(null)
      setRefused(problem)
      onRefused?.(problem, file)
      return
    }
    const kind = fileKindOf(file)
    const preview = kind === 'image' ? URL.createObjectURL(file) : undefined
    setChosen({ name: file.name, size: file.size, kind, ...(preview ? { preview } : {}) })
  }

  function remove() {
    if (input.current) input.current.value = ''
    setChosen(null)
    input.current?.focus()
  }

  return (
    <div className="field">
      <div className={fieldStyles.labelRow}>
        <label htmlFor={id}>{label}</label>
        {required && <RequiredMark />}
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {/*
       * The native input, its own face hidden: a browser words its button and its status in the
       * browser's language ("Choose File", "No file chosen"), not the page's. It lies unseen over a
       * face of ours in the interface language, so a click, a tap, a dropped file, the keyboard and
       * a screen reader still reach the input itself (its name is the field's label).
       */}
      <div className={styles.fileChooser}>
        <input
          ref={input}
          id={id}
          type="file"
          name={name}
          accept={acceptOf(rule)}
          required={required}
          aria-invalid={problem !== undefined ? true : undefined}
          aria-describedby={describedBy}
          className={styles.fileInput}
          onChange={choose}
        />
        <span className={styles.fileFace} aria-hidden="true">
          <span className={styles.fileButton}>{t`Choose file`}</span>
          <span className={styles.fileStatus}>{chosen ? chosen.name : t`No file chosen`}</span>
        </span>
      </div>
      {problem && <FieldProblem id={errorId}>{problem}</FieldProblem>}
      {chosen ? (
        <FileCard file={chosen} size={formatSize(chosen.size, i18n.locale)}>
          <button type="button" className="button button--ghost" onClick={remove}>
            {t`Remove`}
            <span className="visually-hidden"> {chosen.name}</span>
          </button>
        </FileCard>
      ) : (
        saved && <SavedFileCard file={saved} caption={t`Saved file`} />
      )}
    </div>
  )
}

function FileCard({ file, size, children }: { file: Chosen; size: string; children: ReactNode }) {
  return (
    <div className={styles.fileCard}>
      {file.preview ? (
        <ImagePreview className={styles.filePreview} src={file.preview} name={file.name} />
      ) : (
        <DocumentIcon pdf={file.kind === 'pdf'} />
      )}
      <p className={styles.fileName}>
        <span>{file.name}</span> <span className={styles.fileSize}>{size}</span>
      </p>
      {children}
    </div>
  )
}

function SavedFileCard({ file, caption }: { file: SavedFile; caption: string }) {
  return (
    <div className={styles.fileCard}>
      {file.image && file.href ? (
        <ImagePreview className={styles.filePreview} src={file.href} name={file.name} />
      ) : (
        <DocumentIcon pdf={file.name.toLowerCase().endsWith('.pdf')} />
      )}
      <p className={styles.fileName}>
        <span className={styles.fileSize}>{caption}:</span>{' '}
        {file.href ? (
          <a href={file.href} target="_blank" rel="noopener">
            {file.name}
          </a>
        ) : (
          <span>{file.name}</span>
        )}
      </p>
    </div>
  )
}

/** Frees an image preview's object URL when another is chosen or the field goes away. */
function usePreviewCleanup(chosen: Chosen | null) {
  useEffect(() => {
    const preview = chosen?.preview
    return () => {
      if (preview) URL.revokeObjectURL(preview)
    }
  }, [chosen])
}
