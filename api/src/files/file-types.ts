/** What a file is, told by its first bytes — never by its name or the type the browser claims. */
export interface FileType {
  kind: 'jpeg' | 'png' | 'gif' | 'bmp' | 'webp' | 'pdf' | 'svg'
  mime: string
}

/** Online application attachments: jpg, jpeg, png, bmp, gif, svg, webp, pdf. */
export const APPLICATION_FILE_KINDS: FileType['kind'][] = [
  'jpeg',
  'png',
  'bmp',
  'gif',
  'svg',
  'webp',
  'pdf',
]
/** Client data images: jpeg, jpg, png. */
export const PROFILE_IMAGE_KINDS: FileType['kind'][] = ['jpeg', 'png']

/** How many leading bytes `detectFileType` wants to see (an SVG may open with a long prologue). */
export const SNIFF_BYTES = 4096

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

export function detectFileType(head: Uint8Array): FileType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'jpeg', mime: 'image/jpeg' }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'png', mime: 'image/png' }
  }
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) {
    return { kind: 'gif', mime: 'image/gif' }
  }
  // "BM", then the file size, two reserved zero words, and a pixel offset past the 14-byte header.
  if (startsWith(head, ascii('BM')) && head.length >= 18 && head[6] === 0 && head[7] === 0) {
    return { kind: 'bmp', mime: 'image/bmp' }
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return { kind: 'webp', mime: 'image/webp' }
  }
  if (startsWith(head, ascii('%PDF-'))) return { kind: 'pdf', mime: 'application/pdf' }
  if (isSvg(head)) return { kind: 'svg', mime: 'image/svg+xml' }
  return null
}

/** An XML text whose root element is <svg>, after an optional declaration, comments, doctype. */
function isSvg(head: Uint8Array): boolean {
  if (head.includes(0)) return false
  let text = new TextDecoder('utf-8', { fatal: false }).decode(head).replace(/^\uFEFF/, '')
  for (;;) {
    text = text.trimStart()
    const prologue = /^(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>]*>)/i.exec(text)
    if (!prologue) break
    text = text.slice(prologue[0].length)
  }
  return /^<svg[\s>]/.test(text)
}
