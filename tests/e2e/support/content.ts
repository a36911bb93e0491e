import { GatewayClient, type Lang } from './gateway.js'

type Localized = Record<Lang, string>

/** What the API serves, in all three languages: what the pages must show in the chosen one. */
export interface Content {
  latestNews: { id: string; title: Localized }[]
  newsPage: { items: { id: string; title: Localized }[] }
  servicesPage: { title: Localized; sections: { title: Localized }[] }
  aboutPage: { title: Localized; duties: { text: Localized }[] }
  contactsPage: { address: Localized }
}

const L = '{ tm ru en }'

let cached: Promise<Content> | undefined

/** Read once per worker through the gateway: the seed does not change during a run. */
export function contentOf(baseURL: string): Promise<Content> {
  cached ??= (async () => {
    const gateway = await GatewayClient.open(baseURL)
    try {
      return await gateway.call<Content>(`{
        latestNews { id title ${L} }
        newsPage(page: 1) { items { id title ${L} } }
        servicesPage { title ${L} sections { title ${L} } }
        aboutPage { title ${L} duties { text ${L} } }
        contactsPage { address ${L} }
      }`)
    } finally {
      await gateway.close()
    }
  })()
  return cached
}
