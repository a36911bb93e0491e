import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * Sends an online application with its documents (a multipart request). The answer carries the
 * history's first page, so the history shows it with no second request.
 */
export const SendOnlineApplication = graphql(`
  mutation SendOnlineApplication($input: OnlineApplicationInput!) {
    sendOnlineApplication(input: $input) {
      application {
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

export const useSendOnlineApplication = () => useMutation(SendOnlineApplication)
