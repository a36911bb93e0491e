import { graphql } from '../../../gql'

/** The about page: title, introduction, founding (`yyyy-mm`) and the enterprise's duties. */
export const AboutPageQuery = graphql(`
  query AboutPage {
    aboutPage {
      title {
        tm
        ru
        en
      }
      introduction {
        tm
        ru
        en
      }
      foundedIn
      duties {
        code
        text {
          tm
          ru
          en
        }
      }
    }
  }
`)
