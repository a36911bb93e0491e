import { graphql } from '../../../gql/gql'

/** The main page's four newest news items. */
export const HomeLatestNewsQuery = graphql(`
  query HomeLatestNews {
    latestNews {
      id
      ...HomeNewsCard_item
    }
  }
`)
