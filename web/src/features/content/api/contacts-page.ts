import { graphql } from '../../../gql'

/** The contacts page: address, working hours and the departments that answer the public. */
export const ContactsPageQuery = graphql(`
  query ContactsPage {
    contactsPage {
      address {
        tm
        ru
        en
      }
      workingHours {
        days
        opensAt
        closesAt
      }
      departments {
        code
        name {
          tm
          ru
          en
        }
        phones
        emails
      }
    }
  }
`)
