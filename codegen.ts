import type { CodegenConfig } from '@graphql-codegen/cli'
import { addTypenameSelectionDocumentTransform } from '@graphql-codegen/client-preset'

/**
 * schema/*.graphql → the gateway's resolver types (GraphQL types mapped to the REST shapes the
 * resolvers receive) and the web's typed documents (client preset: typed `graphql()` calls,
 * fragment masking, persisted-document hashes). Run `npm run codegen`; a test fails when the
 * files on disk differ from what this produces.
 */
const rest = (file: string, type: string) => `../rest/${file}.js#${type}`

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        immutableTypes: false,
        contextType: '../context.js#GatewayContext',
        useIndexSignature: false,
        scalars: {
          Date: 'string',
          DateTime: 'string',
          Upload: '../uploads.js#UploadValue',
        },
        mappers: {
          Account: rest('accounts', 'ProfileRow'),
          NewsItem: rest('content', 'NewsRow'),
          ImageVariant: rest('content', 'PosterVariantRow'),
          NewsArticle: rest('content', 'NewsArticleRow'),
          NewsPage: rest('content', 'NewsPageRow'),
          ServicesPage: rest('content', 'ServicesPageRow'),
          ServiceSection: rest('content', 'ServiceSectionRow'),
          Service: rest('content', 'ServiceRow'),
          AboutPage: rest('content', 'AboutPageRow'),
          Duty: rest('content', 'DutyRow'),
          ContactsPage: rest('content', 'ContactsPageRow'),
          WorkingHours: rest('content', 'HoursRow'),
          Department: rest('content', 'DepartmentRow'),
          Checkpoint: rest('content', 'CheckpointRow'),
          Country: rest('reference', 'CountryRow'),
          Brand: rest('reference', 'BrandRow'),
          DrivingLicenceCategory: rest('reference', 'DrivingCategoryRow'),
          LicenceType: rest('reference', 'LicenceTypeRow'),
          PermitType: rest('reference', 'PermitTypeRow'),
          Region: rest('reference', 'RegionRow'),
          City: rest('reference', 'CityInRegion'),
          ClientProfile: rest('clients', 'ClientProfileRow'),
          IndividualProfile: rest('clients', 'IndividualProfileRow'),
          LegalEntityProfile: rest('clients', 'LegalProfileRow'),
          ClientDocument: rest('clients', 'ClientDocumentRecord'),
          Driver: rest('drivers', 'DriverRow'),
          Vehicle: rest('transports', 'VehicleRecord'),
          PermitHistory: rest('permits', 'PermitList'),
          PermitPage: rest('permits', 'PermitPageRows'),
          Permit: rest('permits', 'PermitRow'),
          PermitStatusChange: rest('status-history', 'StatusChangeRow'),
          PermitDocument: rest('permit-documents', 'PermitDocumentRow'),
          PermitVerification: rest('permit-documents', 'VerificationRow'),
          VerifiedPermit: rest('permit-documents', 'VerifiedPermitRow'),
          RequestStatusChange: rest('status-history', 'StatusChangeRow'),
          RequestPage: rest('requests', 'HistoryPage'),
          Request: rest('requests', 'HistoryRow'),
          CargoPermission: rest('requests', 'HistoryRow'),
          OnlineApplication: rest('requests', 'HistoryRow'),
          Applicant: rest('operators', 'ApplicantRow'),
          PermitForReview: rest('operators', 'OperatorPermitRow'),
          PermitReviewPage: rest('operators', 'OperatorPermitPage'),
          RequestReviewPage: rest('operators', 'OperatorRequestPage'),
          RequestForReview: rest('operators', 'OperatorRequestRow'),
          CargoPermissionForReview: rest('operators', 'OperatorCargoPermissionRow'),
          OnlineApplicationForReview: rest('operators', 'OperatorApplicationRow'),
          ApplicationDocument: rest('operators', 'ApplicationFileRow'),
          Office: '../resolvers/saved-payload.js#OfficeRoot',
          PermitQueuePage: rest('operators', 'OperatorPermitPage'),
          RequestQueuePage: rest('operators', 'OperatorRequestPage'),
          PermitStatusCount: rest('operators', 'PermitCountRow'),
          RequestStatusCount: rest('operators', 'RequestCountRow'),
          ReviewClaim: rest('operators', 'ClaimRow'),
          PermitReviewEvent: rest('operators', 'ReviewEventRow'),
          RequestReviewEvent: rest('operators', 'ReviewEventRow'),
          Operator: rest('operators', 'OperatorAccountRow'),
          OperatorInvitation: rest('operators', 'InvitationRow'),
          OfficeNewsItem: rest('office-news', 'OfficeNewsRow'),
          OfficeNewsPage: rest('office-news', 'OfficeNewsPageRow'),
          CreateDriverPayload: '../resolvers/saved-payload.js#DriverSavedPayload',
          UpdateDriverPayload: '../resolvers/saved-payload.js#DriverSavedPayload',
          ReassignedVehicle: '../resolvers/saved-payload.js#VehicleMove',
          CreateVehiclePayload: '../resolvers/saved-payload.js#SavedPayload',
          UpdateVehiclePayload: '../resolvers/saved-payload.js#VehicleSavedPayload',
          SaveIndividualProfilePayload: '../resolvers/saved-payload.js#ProfileSavedPayload',
          SaveLegalEntityProfilePayload: '../resolvers/saved-payload.js#ProfileSavedPayload',
          RequestPermitPayload: '../resolvers/saved-payload.js#SavedPayload',
          FileCargoPermissionPayload: '../resolvers/saved-payload.js#SavedPayload',
          SendOnlineApplicationPayload: '../resolvers/saved-payload.js#SavedPayload',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      // Apollo's cache matches fragments by __typename; the gateway runs the manifest's document
      // (the web sends only its hash), so the typename must be in the document itself.
      documentTransforms: [addTypenameSelectionDocumentTransform],
      presetConfig: {
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
        persistedDocuments: { hashAlgorithm: 'sha256' },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string', Upload: 'File' },
      },
    },
  },
}

export default config
