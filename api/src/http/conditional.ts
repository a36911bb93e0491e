import type { FastifyRequest } from 'fastify'

/**
 * Whether the request's If-None-Match names `tag` (or is `*`), compared weakly as RFC 9110 asks
 * of a GET (13.1.2): `W/"x"` and `"x"` name the same representation.
 */
export function namesCurrentTag(request: FastifyRequest, tag: string): boolean {
  const asked = request.headers['if-none-match']
  if (!asked) return false
  const opaque = withoutWeakness(tag)
  return asked.split(',').some((candidate) => {
    const trimmed = candidate.trim()
    return trimmed === '*' || withoutWeakness(trimmed) === opaque
  })
}

const withoutWeakness = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag)
