import { useSuspenseQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** What the permission form offers: truck brands, countries, and the expiry of one filed today. */
export const PermissionFormDataQuery = graphql(`
  query PermissionFormData {
    brands(vehicleType: CAR) {
      id
      title
    }
    countries {
      id
      name {
        tm
        ru
        en
      }
    }
    permissionExpiresOn
  }
`)

export const usePermissionFormData = () => useSuspenseQuery(PermissionFormDataQuery)
