import { useMutation, useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** An operator as the list shows it. */
export const Operators_operator = graphql(`
  fragment Operators_operator on Operator {
    id
    name
    email
    status
    language
    createdAt
    isYou
  }
`)

export const OperatorsQuery = graphql(`
  query Operators {
    office {
      operators {
        ...Operators_operator
      }
    }
  }
`)

export const useOperators = () => useQuery(OperatorsQuery, { fetchPolicy: 'cache-and-network' })

// Each answer carries the root query's list as it now stands (`query: Query!`): the cache takes
// it in place of the old one, so an invited or deactivated operator shows with no second request.
export const InviteOperator = graphql(`
  mutation InviteOperator($input: InviteOperatorInput!) {
    inviteOperator(input: $input) {
      operator {
        id
      }
      query {
        office {
          operators {
            ...Operators_operator
          }
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

export const DeactivateOperator = graphql(`
  mutation DeactivateOperator($input: OperatorInput!) {
    deactivateOperator(input: $input) {
      operator {
        ...Operators_operator
      }
      query {
        office {
          operators {
            ...Operators_operator
          }
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

export const ReactivateOperator = graphql(`
  mutation ReactivateOperator($input: OperatorInput!) {
    reactivateOperator(input: $input) {
      operator {
        ...Operators_operator
      }
      query {
        office {
          operators {
            ...Operators_operator
          }
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

export const useInviteOperator = () => useMutation(InviteOperator)
export const useDeactivateOperator = () => useMutation(DeactivateOperator)
export const useReactivateOperator = () => useMutation(ReactivateOperator)
