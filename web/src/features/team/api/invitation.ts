import { useMutation, useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** What an invitation link invites to (anyone may ask: the token is the secret); null when spent. */
export const CompanyInvitationQuery = graphql(`
  query CompanyInvitation($token: String!) {
    companyInvitation(token: $token) {
      companyName
      email
      role
      accountExists
      language
    }
  }
`)

export const useCompanyInvitation = (token: string) =>
  useQuery(CompanyInvitationQuery, { variables: { token }, fetchPolicy: 'network-only' })

/** The signed-in person joins the company; the session works for it from then on. */
export const AcceptInvitation = graphql(`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
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

/** A newcomer signs up with the link: an account, a member of the company, signed in. */
export const RegisterWithInvitation = graphql(`
  mutation RegisterWithInvitation($input: RegisterWithInvitationInput!) {
    registerWithInvitation(input: $input) {
      userName
      userErrors {
        field
        message
        code
      }
    }
  }
`)

export const useAcceptInvitation = () => useMutation(AcceptInvitation)
export const useRegisterWithInvitation = () => useMutation(RegisterWithInvitation)
