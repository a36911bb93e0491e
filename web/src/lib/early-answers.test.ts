// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import {
  EARLY_ANSWER_MS,
  type EarlyAnswer,
  takeEarlyAnswer,
  withEarlyAnswers,
} from './early-answers'

/** The address Apollo Client builds for a persisted query by GET. */
const apolloUrl = (operationName: string, variables: object) =>
  `/graphql?operationName=${operationName}&variables=${encodeURIComponent(
    JSON.stringify(variables),
  )}&extensions=${encodeURIComponent(
    JSON.stringify({
      clientLibrary: { name: '@apollo/client', version: '4' },
      persistedQuery: { version: 1, sha256Hash: 'sha256:abc' },
    }),
  )}`

const asked = (lang = 'en') => ({ method: 'GET', headers: { 'accept-language': lang } })

function earlyOf(body: string, lang = 'en', at = 0): EarlyAnswer {
  return { answer: Promise.resolve(new Response(body)), lang, at }
}

test('the same operation with the same variables, in any key order, takes the early answer, once', async () => {
  const answers = { 'NewsArticle {"id":"7","page":1}': earlyOf('{"data":1}') }
  const url = apolloUrl('NewsArticle', { page: 1, id: '7' })
  const taken = takeEarlyAnswer(url, asked(), answers, 100)
  expect(await (await taken)?.text()).toBe('{"data":1}')
  expect(takeEarlyAnswer(url, asked(), answers, 100)).toBeUndefined()
})

test('other variables, another language, a stale answer or a mutation ask the network', () => {
  const answers = () => ({ 'NewsPage {"page":1}': earlyOf('{}', 'en', 0) })
  expect(takeEarlyAnswer(apolloUrl('NewsPage', { page: 2 }), asked(), answers(), 1)).toBeUndefined()
  expect(
    takeEarlyAnswer(apolloUrl('NewsPage', { page: 1 }), asked('ru'), answers(), 1),
  ).toBeUndefined()
  expect(
    takeEarlyAnswer(apolloUrl('NewsPage', { page: 1 }), asked(), answers(), EARLY_ANSWER_MS + 1),
  ).toBeUndefined()
  expect(
    takeEarlyAnswer(
      apolloUrl('NewsPage', { page: 1 }),
      { ...asked(), method: 'POST' },
      answers(),
      1,
    ),
  ).toBeUndefined()
  expect(takeEarlyAnswer(apolloUrl('NewsPage', { page: 1 }), asked(), undefined, 1)).toBeUndefined()
})

test("the client's fetch uses an early answer, and asks the network when the early request failed", async () => {
  const network: string[] = []
  const fetchImpl = async (input: RequestInfo | URL) => {
    network.push(String(input))
    return new Response('{"from":"network"}')
  }
  const fetchWith = withEarlyAnswers(fetchImpl)
  const url = apolloUrl('ShellMe', {})
  window.__earlyAnswers = { 'ShellMe {}': earlyOf('{"from":"early"}', 'en', performance.now()) }
  expect(await (await fetchWith(url, asked())).text()).toBe('{"from":"early"}')
  expect(network).toEqual([])
  // Taken once: the next request goes out.
  expect(await (await fetchWith(url, asked())).text()).toBe('{"from":"network"}')

  window.__earlyAnswers = {
    'ShellMe {}': {
      answer: Promise.reject(new TypeError('Failed to fetch')),
      lang: 'en',
      at: performance.now(),
    },
  }
  expect(await (await fetchWith(url, asked())).text()).toBe('{"from":"network"}')
  expect(network).toEqual([url, url])
  window.__earlyAnswers = undefined
})
