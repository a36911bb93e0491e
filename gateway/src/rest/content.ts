import type { RestHttp } from './http.js'
import type { PublicCache } from './public-cache.js'
import type { Descriptions, Names } from './reference.js'

/** A smaller rendering of an uploaded poster (the API's `poster_variants`). */
export interface PosterVariantRow {
  /** Under the API's root, e.g. `storage/news-posters/12/800.webp`. */
  path: string
  width: number
  height: number
  type: string
}

export interface NewsRow {
  id: number
  poster: string
  poster_url: string
  /** Absent from an API that renders no posters (the enterprise's earlier server). */
  poster_variants?: PosterVariantRow[]
  created_at: string
  views: number
  title_tm: string
  title_ru: string
  title_en: string
  description_tm: string
  description_ru: string
  description_en: string
}

export interface NewsArticleRow extends NewsRow {
  related_news: NewsRow[]
}

export interface NewsPageRow {
  news: NewsRow[]
  news_count: number
  page: number
}

interface Titled {
  title_tm: string
  title_ru: string
  title_en: string
}

export interface ServiceRow extends Titled, Descriptions {
  code: string
}

export interface ServiceSectionRow extends ServiceRow {
  items: ServiceRow[]
}

export interface ServicesPageRow extends Titled, Descriptions {
  sections: ServiceSectionRow[]
}

export interface DutyRow {
  code: string
  text_tm: string
  text_ru: string
  text_en: string
}

export interface AboutPageRow extends Titled {
  intro_tm: string[]
  intro_ru: string[]
  intro_en: string[]
  founded: string
  duties: DutyRow[]
}

export interface HoursRow {
  days: string
  from: string
  to: string
}

export interface ContactsPageRow {
  address_tm: string
  address_ru: string
  address_en: string
  hours: HoursRow[]
  departments: DepartmentRow[]
}

export interface DepartmentRow extends Names {
  code: 'general_dep' | 'technical_dep'
  phones: string[]
  emails: string[]
}

export interface CheckpointRow extends Names, Descriptions {
  id: number
  code: string
  region: Names & { id: number }
  country: Names & { id: number; code: string }
  lat: number
  lon: number
  phone: string | null
}

export interface FeedbackBody {
  department: 'general_dep' | 'technical_dep'
  name: string
  email?: string
  phone: string
  message: string
}

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

  private shared<T>(path: string): Promise<T> {
    return this.cache.get(path, () => this.http.get<T>(path, { access: 'shared' }), this.http.reads)
  }

  latestNews() {
    return this.shared<NewsRow[]>('/api/main')
  }

  async newsPage(page: number): Promise<NewsPageRow> {
    const answer = await this.shared<{ news: NewsRow[]; news_count: number }>(
      `/api/news-all/${page}`,
    )
    return { ...answer, page }
  }

  newsArticle(id: number) {
    return this.http.get<NewsArticleRow>(`/api/news/${id}`, { access: 'anonymous' })
  }

  async servicesPage() {
    return (await this.shared<{ services: ServicesPageRow }>('/api/services')).services
  }

  async aboutPage() {
    return (await this.shared<{ about: AboutPageRow }>('/api/about-us')).about
  }

  async contactsPage() {
    return (await this.shared<{ contacts: ContactsPageRow }>('/api/contacts-page')).contacts
  }

  async checkpoints() {
    return (await this.shared<{ checkpoints: CheckpointRow[] }>('/api/checkpoints')).checkpoints
  }

  sendFeedback(body: FeedbackBody) {
    return this.http.create<{ status: 'success' | 'error_sending_email'; message?: string }>(
      '/api/feedback-post',
      { ...body },
    )
  }
}
