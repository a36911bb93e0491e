import { useMutation, useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** The invitation a link names (anyone may ask: the token is the secret); null when spent. */
export const OperatorInvitationQuery = graphql(`
  query OperatorInvitation($token: String!) {
    operatorInvitation(token: $token) {
      email
      name
      expiresAt
      language
    }
  }
`)

export const useOperatorInvitation = (token: string) =>
  useQuery(OperatorInvitationQuery, { variables: { token }, fetchPolicy: 'network-only' })

/** Sets the new operator's password; the account is then signed in (the gateway's cookie). */
export const AcceptOperatorInvitation = graphql(`
  mutation AcceptOperatorInvitation($input: AcceptOperatorInvitationInput!) {
    acceptOperatorInvitation(input: $input) {
      account {
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

export const useAcceptOperatorInvitation = () => useMutation(AcceptOperatorInvitation)
