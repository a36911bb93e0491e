import sanitizeHtml from 'sanitize-html'

/**
 * News bodies are HTML written by editors. Only text structure survives: no scripts, styles,
 * event handlers, frames or javascript: URLs; links open safely in a new tab.
 */
const OPTIONS: sanitizeHtml.IOptions = {
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
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
}
OPTIONS.allowedAttributes = { a: ['href', 'title', 'rel', 'target'] }

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}
