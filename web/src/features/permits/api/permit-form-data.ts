import { useSuspenseQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { ClientKind } from '../../../gql/graphql'

/**
 * What the e-permit form offers once the haulier chose a profile: countries, permit types, that
 * profile's drivers each with their cars and trailers (picking a driver asks nothing more), and
 * whether the profile exists at all (the 'No data' popup when not).
 */
export const PermitFormDataQuery = graphql(`
  query PermitFormData($kind: ClientKind!, $legal: Boolean!) {
    countries {
      id
      permitDestination
      name {
        tm
        ru
        en
      }
    }
    permitTypes {
      id
      number
      name {
        tm
        ru
        en
      }
    }
    drivers(kind: $kind) {
      id
      name
      surname
      cars {
        ...PermitForm_vehicle
      }
      trailers {
        ...PermitForm_vehicle
      }
    }
    individualProfile @skip(if: $legal) {
      id
    }
    legalEntityProfile @include(if: $legal) {
      id
    }
  }
`)

/** What the form shows of a car or a trailer once picked. */
export const PermitForm_vehicle = graphql(`
  fragment PermitForm_vehicle on Vehicle {
    id
    plateNumber
    cardNumber
    cardIssuedOn
    brand {
      id
      title
    }
  }
`)

export const usePermitFormData = (kind: ClientKind) =>
  useSuspenseQuery(PermitFormDataQuery, {
    variables: { kind, legal: kind === 'LEGAL_ENTITY' },
  })
