import { useMutation, useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { NewsStatus } from '../../../gql/graphql'

/** A news item as the editor and its preview show it (the body as the server sanitized it). */
export const NewsEditor_item = graphql(`
  fragment NewsEditor_item on OfficeNewsItem {
    id
    status
    title {
      tm
      ru
      en
    }
    bodyHtml {
      tm
      ru
      en
    }
    posterUrl
    publishedAt
    createdAt
    updatedAt
    views
  }
`)

export const OfficeNewsQuery = graphql(`
  query OfficeNews($status: NewsStatus, $page: Int!) {
    office {
      news(status: $status, page: $page) {
        items {
          ...NewsEditor_item
        }
        pageInfo {
          page
          pageCount
          totalCount
        }
      }
    }
  }
`)

/** A page of the news, drafts included, the last changed first (asked again on every visit). */
export const useOfficeNews = (status: NewsStatus | null, page: number) =>
  useQuery(OfficeNewsQuery, { variables: { status, page }, fetchPolicy: 'cache-and-network' })

export const NewsItemQuery = graphql(`
  query OfficeNewsItem($id: ID!) {
    office {
      newsItem(id: $id) {
        ...NewsEditor_item
      }
    }
  }
`)

export const useNewsItem = (id: string) =>
  useQuery(NewsItemQuery, { variables: { id }, fetchPolicy: 'cache-and-network' })

// Each answer carries the item as saved (its sanitized body for the preview): the cache puts it
// in place by id. The office's list is asked again when next shown; the public pages' cached
// news would be stale, so a change drops them from the cache.
const dropPublicNews = {
  update(cache: {
    evict: (options: { id: string; fieldName: string }) => boolean
    gc: () => string[]
  }) {
    for (const fieldName of ['latestNews', 'newsPage', 'newsArticle']) {
      cache.evict({ id: 'ROOT_QUERY', fieldName })
    }
    cache.gc()
  },
}

export const SaveNews = graphql(`
  mutation SaveNews($input: SaveNewsInput!) {
    saveNews(input: $input) {
      newsItem {
        ...NewsEditor_item
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const PublishNews = graphql(`
  mutation PublishNews($input: NewsItemInput!) {
    publishNews(input: $input) {
      newsItem {
        ...NewsEditor_item
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const UnpublishNews = graphql(`
  mutation UnpublishNews($input: NewsItemInput!) {
    unpublishNews(input: $input) {
      newsItem {
        ...NewsEditor_item
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useSaveNews = () => useMutation(SaveNews, dropPublicNews)
export const usePublishNews = () => useMutation(PublishNews, dropPublicNews)
export const useUnpublishNews = () => useMutation(UnpublishNews, dropPublicNews)
