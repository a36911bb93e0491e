import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { CargoPermissionInput } from '../../../gql/graphql'

/**
 * Files a loading permission. The answer carries the first page of the history, so the history
 * shows the new permission on top without asking again.
 */
export const FileLoadingPermission = graphql(`
  mutation FileLoadingPermission($input: CargoPermissionInput!) {
    fileLoadingPermission(input: $input) {
      permission {
        id
        model
      }
      query {
        requests(page: 1) {
          ...RequestHistory_page
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Files an unloading permission; its answer updates the history as a loading one's does. */
export const FileUnloadingPermission = graphql(`
  mutation FileUnloadingPermission($input: CargoPermissionInput!) {
    fileUnloadingPermission(input: $input) {
      permission {
        id
        model
      }
      query {
        requests(page: 1) {
          ...RequestHistory_page
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** The filing of a loading or an unloading permission: one routine, the direction picks the call. */
export function useFilePermission(direction: 'load' | 'unload') {
  const [fileLoading] = useMutation(FileLoadingPermission)
  const [fileUnloading] = useMutation(FileUnloadingPermission)
  return async (input: CargoPermissionInput) => {
    const variables = { input }
    if (direction === 'load') return (await fileLoading({ variables })).data?.fileLoadingPermission
    return (await fileUnloading({ variables })).data?.fileUnloadingPermission
  }
}
