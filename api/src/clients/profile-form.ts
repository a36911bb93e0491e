import type { MultipartBody, Upload } from '../files/multipart.js'
import { FieldProblems } from '../http/field-problems.js'
import { checkFields, checkNotPast } from '../http/form-fields.js'
import type { ProfileKind } from './profile-kinds.js'
import type { CommonProfileFields } from './schemas.js'

export interface ProfileDocuments {
  /** The file to keep for each document type sent */
  byType: Map<number, Upload>
  /** Earlier files of a type sent twice: the earlier client appends one each time a file is picked */
  superseded: Upload[]
}

export interface ProfileForm<F extends CommonProfileFields> {
  /** The fields as sent and coerced; only their valid parts are typed right until `problems` is empty */
  form: F
  licenseTypeIds: number[]
  documents: ProfileDocuments
  problems: FieldProblems
}

/**
 * Reads a profile form of `kind`: its text fields, and its files paired with their document types
 * (`types[i]` is the document `file[i]` is). Creating asks for every document of the kind;
 * updating replaces only those sent. Reference data is checked by the caller, into `problems`.
 */
export function readProfileForm<F extends CommonProfileFields>(
  kind: ProfileKind<F>,
  body: MultipartBody,
  creating: boolean,
): ProfileForm<F> {
  const problems = new FieldProblems()
  const form = checkFields<F>(kind.fields, body.fields, problems)
  checkNotPast(form, kind.expiryDates, problems)
  const documents = pairDocuments(kind, body.uploads, form.types ?? [], problems)
  if (creating && !problems.has('file') && !problems.has('types')) {
    for (const [type, missing] of Object.entries(kind.documents)) {
      if (!documents.byType.has(Number(type))) problems.add('file', missing)
    }
  }
  const licenseTypeIds = [...new Set(form.license_types ?? [])]
  return { form, licenseTypeIds, documents, problems }
}

function pairDocuments<F extends CommonProfileFields>(
  kind: ProfileKind<F>,
  uploads: Upload[],
  types: number[],
  problems: FieldProblems,
): ProfileDocuments {
  const documents: ProfileDocuments = { byType: new Map(), superseded: [] }
  if (problems.has('types')) return documents
  const files = filesInOrder(uploads)
  for (let i = 0; i < Math.max(files.length, types.length); i += 1) {
    const file = files[i]
    const type = types[i]
    if (type === undefined) {
      problems.add(`types.${i}`, 'file_type_missing')
    } else if (!(type in kind.documents)) {
      problems.add(`types.${i}`, 'one_of')
    } else if (!file) {
      problems.add(`file.${i}`, 'file_missing_for_type')
    } else {
      const earlier = documents.byType.get(type)
      if (earlier) documents.superseded.push(earlier)
      documents.byType.set(type, file)
    }
  }
  return documents
}

/** The uploads of `file[i]` by index; `file[]` or a bare `file` keep the order they came in. */
function filesInOrder(uploads: Upload[]): Upload[] {
  const files = uploads.filter((upload) => upload.field === 'file')
  const indexed = files.every((upload) => upload.index !== null && upload.index >= 0)
  return indexed ? [...files].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)) : files
}
