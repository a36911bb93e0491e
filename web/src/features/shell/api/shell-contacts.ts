import { graphql } from '../../../gql'

/**
 * The enterprise's address, hours and the departments' phones and e-mails, for the top bar and
 * the footer. Public and cached by the gateway; both ask for it, Apollo sends it once.
 */
export const ShellContactsQuery = graphql(`
  query ShellContacts {
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
        phones
        emails
      }
    }
  }
`)
