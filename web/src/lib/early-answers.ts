/**
 * Answers index.html's script asked the gateway for before any of the web's code arrived
 * (scripts/route-preloads.mjs): the shell's and the first page's queries, keyed by operation and
 * variables. The client takes each once, instead of asking again.
 */
export interface EarlyAnswer {
  answer: Promise<Response>
  /** The interface language the script asked in (the `accept-language` it sent). */
  lang: string
  /** When it was asked (`performance.now()`). */
  at: number
}

declare global {
  interface Window {
    __earlyAnswers?: Record<string, EarlyAnswer>
  }
}

/**
 * An early answer serves the first page's start only: a later visit to the same page in this
 * tab asks afresh.
 */
export const EARLY_ANSWER_MS = 30_000

/**
 * A `fetch` that answers a query index.html already asked for with that answer (once, when the
 * operation, its variables and the language are the same and it is recent), and asks the network
 * otherwise, or when the early request failed.
 */
export function withEarlyAnswers(
  fetchImpl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
) {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const early = takeEarlyAnswer(String(input), init)
    return early ? early.catch(() => fetchImpl(input, init)) : fetchImpl(input, init)
  }
}

export function takeEarlyAnswer(
  url: string,
  init: RequestInit | undefined,
  answers = window.__earlyAnswers,
  now = performance.now(),
): Promise<Response> | undefined {
  if (!answers || (init?.method ?? 'GET').toUpperCase() !== 'GET') return
  const query = new URL(url, window.location.href).searchParams
  const variables = canonicalJson(query.get('variables') ?? '{}')
  if (variables === undefined) return
  const key = `${query.get('operationName')} ${variables}`
  const early = answers[key]
  if (!early) return
  delete answers[key]
  const lang = new Headers(init?.headers).get('accept-language')
  if (now - early.at > EARLY_ANSWER_MS || early.lang !== lang) return
  return early.answer
}

/** The JSON text with every object's keys in order, as the script writes it; undefined if not JSON. */
function canonicalJson(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text), (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : value,
    )
  } catch {
    return undefined
  }
}
