import { graphql } from '../../../gql'

/**
 * A news item to read and the four published closest to it. The related items come whole
 * (body too), because choosing one shows it in place without another request.
 */
export const NewsArticleQuery = graphql(`
  query NewsArticle($id: ID!) {
    newsArticle(id: $id) {
      item {
        id
        ...NewsStory_item
      }
      relatedNews {
        id
        ...NewsStory_item
      }
    }
  }
`)
