import type { ApolloCache, StoreObject } from '@apollo/client'
import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * Saves individual data. The payload's profile, with its id, is written to Apollo's cache, and
 * the root field is pointed at it, so a first save turns the tab into the edit of that profile
 * (and the fleet's "missing data" turns into data) with no second request.
 */
export const SaveIndividualProfile = graphql(`
  mutation SaveIndividualProfile($input: IndividualProfileInput!) {
    saveIndividualProfile(input: $input) {
      profile {
        id
        ...ClientDataForm_profile
        ...IndividualFields_profile
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Saves legal-entity data; the cache learns the profile as with individual data. */
export const SaveLegalEntityProfile = graphql(`
  mutation SaveLegalEntityProfile($input: LegalEntityProfileInput!) {
    saveLegalEntityProfile(input: $input) {
      profile {
        id
        ...ClientDataForm_profile
        ...LegalFields_profile
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Points the root field at the saved profile (it read null before the first save). */
function pointRootAt(cache: ApolloCache, field: string, profile: StoreObject | null | undefined) {
  const id = profile ? cache.identify(profile) : undefined
  if (id) cache.modify({ fields: { [field]: () => ({ __ref: id }) } })
}

export const useSaveIndividualProfile = () =>
  useMutation(SaveIndividualProfile, {
    update: (cache, { data }) =>
      pointRootAt(cache, 'individualProfile', data?.saveIndividualProfile.profile),
  })

export const useSaveLegalEntityProfile = () =>
  useMutation(SaveLegalEntityProfile, {
    update: (cache, { data }) =>
      pointRootAt(cache, 'legalEntityProfile', data?.saveLegalEntityProfile.profile),
  })
