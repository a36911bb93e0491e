import {
  type Answer,
  type ApiUrl,
  apiUrl,
  type Body,
  type Item,
  type OmittedByEarlierApis,
  type PathFor,
} from './api-types.js'
import type { RestHttp } from './http.js'
import type { PublicCache } from './public-cache.js'

type NewsAnswer = Item<Answer<'/api/main', 'get'>>

/** A smaller rendering of an uploaded poster (the API's `poster_variants`). */
export type PosterVariantRow = Item<NewsAnswer['poster_variants']>

/** A news item; an API that renders no posters (the enterprise's earlier one) sends no variants. */
export type NewsRow = OmittedByEarlierApis<NewsAnswer, 'poster_variants'>

export type NewsArticleRow = Answer<'/api/news/{id}', 'get'>

export type NewsPageRow = Answer<'/api/news-all/{page}', 'get'> & { page: number }

export type ServicesPageRow = Answer<'/api/services', 'get'>['services']
export type ServiceSectionRow = Item<ServicesPageRow['sections']>
export type ServiceRow = Item<ServiceSectionRow['items']>

export type AboutPageRow = Answer<'/api/about-us', 'get'>['about']
export type DutyRow = Item<AboutPageRow['duties']>

export type ContactsPageRow = Answer<'/api/contacts-page', 'get'>['contacts']
export type HoursRow = Item<ContactsPageRow['hours']>
export type DepartmentRow = Item<ContactsPageRow['departments']>

export type CheckpointRow = Item<Answer<'/api/checkpoints', 'get'>['checkpoints']>

export type FeedbackBody = Body<'/api/feedback-post', 'post'>

export const NEWS_PAGE_SIZE = 12

/**
 * News, the informational pages and the checkpoints. Lists and pages are public and cached
 * across requests; reading one news item is not, because it counts a view.
 */
export class ContentApi {
  constructor(
    private readonly http: RestHttp,
    private readonly cache: PublicCache,
  ) {}

  private shared<P extends PathFor<'get'>>(url: P | ApiUrl<P>): Promise<Answer<P, 'get'>> {
    return this.cache.get(url, () => this.http.get(url, { access: 'shared' }), this.http.reads)
  }

  latestNews() {
    return this.shared('/api/main')
  }

  async newsPage(page: number): Promise<NewsPageRow> {
    const answer = await this.shared(apiUrl('/api/news-all/{page}', { page }))
    return { ...answer, page }
  }

  newsArticle(id: number) {
    return this.http.get(apiUrl('/api/news/{id}', { id }), { access: 'anonymous' })
  }

  async servicesPage() {
    return (await this.shared('/api/services')).services
  }

  async aboutPage() {
    return (await this.shared('/api/about-us')).about
  }

  async contactsPage() {
    return (await this.shared('/api/contacts-page')).contacts
  }

  async checkpoints() {
    return (await this.shared('/api/checkpoints')).checkpoints
  }

  sendFeedback(body: FeedbackBody) {
    return this.http.create('/api/feedback-post', body)
  }
}
