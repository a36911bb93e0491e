import { useSuspenseQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * What the permission form offers: truck brands, countries, the expiry of one filed today, the
 * haulier's drivers and cars of both profiles to fill the driver and the vehicle from, and the
 * company the session works for, the applicant the form starts with.
 */
export const PermissionFormDataQuery = graphql(`
  query PermissionFormData {
    me {
      id
      company {
        id
        name
      }
    }
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
    individualDrivers: drivers(kind: INDIVIDUAL) {
      ...PermissionFleet_driver
    }
    legalDrivers: drivers(kind: LEGAL_ENTITY) {
      ...PermissionFleet_driver
    }
    individualCars: vehicles(kind: INDIVIDUAL, type: CAR) {
      ...PermissionFleet_car
    }
    legalCars: vehicles(kind: LEGAL_ENTITY, type: CAR) {
      ...PermissionFleet_car
    }
  }
`)

export const PermissionFleet_driver = graphql(`
  fragment PermissionFleet_driver on Driver {
    id
    name
    surname
    patronymic
  }
`)

export const PermissionFleet_car = graphql(`
  fragment PermissionFleet_car on Vehicle {
    id
    plateNumber
    brand {
      id
      title
    }
  }
`)

export const usePermissionFormData = () => useSuspenseQuery(PermissionFormDataQuery)
