/**
 * News bodies are written with their own headings, often starting at <h3>. On the page the
 * article's title is the <h1>, so a body's highest heading becomes <h2> and the rest keep their
 * distance from it: screen readers then read an outline without a skipped level. The body is
 * already sanitized by the API (an allow-list of text tags, no attributes on headings matter
 * here); only heading tags are renamed.
 */
export function continueOutline(html: string): string {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]))
  if (levels.length === 0) return html
  const shift = Math.min(...levels) - 2
  if (shift === 0) return html
  return html.replace(/<(\/?)h([1-6])\b/gi, (_, close: string, level: string) => {
    const lifted = Math.min(6, Math.max(2, Number(level) - shift))
    return `<${close}h${lifted}`
  })
}
