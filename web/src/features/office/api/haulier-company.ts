import { graphql } from '../../../gql'

/** A haulier company and its members, as a review page shows them (ADR 0109). */
export const CompanyCard_company = graphql(`
  fragment CompanyCard_company on HaulierCompany {
    id
    name
    email
    members {
      id
      name
      email
      role
      active
    }
  }
`)
