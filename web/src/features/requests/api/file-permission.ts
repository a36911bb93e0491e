import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'
import type { CargoPermissionInput } from '../../../gql/graphql'
import type { SubmitAttempt } from '../../../lib/submit-attempt'

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
  return async (input: CargoPermissionInput, attempt: SubmitAttempt) => {
    const sent = { variables: { input }, context: attempt.context }
    if (direction === 'load') return (await fileLoading(sent)).data?.fileLoadingPermission
    return (await fileUnloading(sent)).data?.fileUnloadingPermission
  }
}
