import { createHash } from 'node:crypto'
import sanitizeHtml from 'sanitize-html'
import library from 'sanitize-html/package.json' with { type: 'json' }

/** What every link gets: it opens in a new tab that cannot reach back to ours. */
const LINK_ATTRIBUTES = { rel: 'noopener noreferrer', target: '_blank' }

/**
 * News bodies are HTML written by editors. Only text structure survives: no scripts, styles,
 * event handlers, frames or javascript: URLs; links open safely in a new tab.
 */
const OPTIONS = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // rel and target are the ones the transform below sets; an editor's own are replaced.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', LINK_ATTRIBUTES) },
} satisfies sanitizeHtml.IOptions

/**
 * Names the policy above, the library's version included: HTML stored under another policy is
 * sanitized again (news-html.ts). Computed, so that no one has to remember to change it.
 */
export const NEWS_HTML_POLICY = createHash('sha256')
  .update(JSON.stringify({ library: library.version, options: OPTIONS, links: LINK_ATTRIBUTES }))
  .digest('base64url')

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
