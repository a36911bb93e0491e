import { graphql } from '../../../gql'

/** What a scan of an e-permit's QR code checks: its status and its public fields. */
export const VerifyPermitQuery = graphql(`
  query VerifyPermit($code: String!) {
    verifyPermit(code: $code) {
      status
      permit {
        number
        year
        haulier
        carPlate
        trailerPlate
        departureOn
        returnOn
        issuedAt
        revokedAt
        permitType {
          number
          name {
            tm
            ru
            en
          }
        }
        country {
          code
          name {
            tm
            ru
            en
          }
        }
      }
    }
  }
`)
