import { graphql } from '../../../gql'

export const PasswordResetLinkValid = graphql(`
  query PasswordResetLinkValid($userId: ID!, $linkCode: String!) {
    passwordResetLinkValid(userId: $userId, linkCode: $linkCode)
  }
`)
