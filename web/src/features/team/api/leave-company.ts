import { useMutation } from '@apollo/client/react'
import { graphql } from '../../../gql'

/**
 * The person leaves a company of theirs; the answer names the company the session works for
 * now. Everything read for the company left is read again (the store is reset by the caller).
 */
export const LeaveCompany = graphql(`
  mutation LeaveCompany($input: LeaveCompanyInput!) {
    leaveCompany(input: $input) {
      left
      company {
        id
        name
        role
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useLeaveCompany = () => useMutation(LeaveCompany)
