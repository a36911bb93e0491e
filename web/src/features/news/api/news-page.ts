import { graphql } from '../../../gql'

/** One page of the news list (12 a page, newest first); null for a page past the last. */
export const NewsPageQuery = graphql(`
  query NewsPage($page: Int!) {
    newsPage(page: $page) {
      items {
        id
        ...NewsCard_item
      }
      pageInfo {
        page
        pageCount
        totalCount
      }
    }
  }
`)
