import type { Resolvers } from '../__generated__/resolvers-types.js'
import { Account } from './account.js'
import { forAudience } from './audience.js'
import { Checkpoint } from './checkpoint.js'
import {
  ClientDocument,
  ClientProfile,
  IndividualProfile,
  LegalEntityProfile,
} from './client-profile.js'
import { Driver } from './driver.js'
import {
  AboutPage,
  ContactsPage,
  Department,
  Duty,
  Service,
  ServiceSection,
  ServicesPage,
  WorkingHours,
} from './informational-pages.js'
import { Mutation } from './mutations/index.js'
import {
  AnsweredPermit,
  AnsweredRequest,
  ExpiringDocument,
  NeedsMe,
  NeedsMeItem,
  needsMeQuery,
  PermitToPay,
} from './needs-me.js'
import { ImageVariant, NewsArticle, NewsItem, NewsPage } from './news.js'
import { Inbox, Notice, noticesQuery, ReminderSettings } from './notices.js'
import { OfficeNewsItem, OfficeNewsPage } from './office/news.js'
import { Office } from './office/office.js'
import {
  Operator,
  OperatorInvitation,
  PermitQueuePage,
  PermitReviewEvent,
  PermitStatusCount,
  RequestQueuePage,
  RequestReviewEvent,
  RequestStatusCount,
  ReviewClaim,
} from './office/review.js'
import {
  Applicant,
  ApplicationDocument,
  CargoPermissionForReview,
  OnlineApplicationForReview,
  PermitForReview,
  PermitReviewPage,
  RequestForReview,
  RequestReviewPage,
} from './operator.js'
import * as payloads from './payloads.js'
import { Permit, PermitHistory, PermitPage, PermitStatusChange } from './permit.js'
import {
  PermitDocument,
  PermitVerification,
  permitDocumentField,
  permitDocumentMutation,
  permitDocumentQuery,
  VerifiedPermit,
} from './permit-document.js'
import { Query } from './query.js'
import {
  Brand,
  City,
  Country,
  DrivingLicenceCategory,
  LicenceType,
  PermitType,
  Region,
} from './reference.js'
import {
  CargoPermission,
  OnlineApplication,
  Request,
  RequestPage,
  RequestStatusChange,
} from './request.js'
import { scalars } from './scalars.js'
import { Vehicle } from './vehicle.js'

export const resolvers: Resolvers = {
  ...scalars,
  Query: {
    ...Query,
    ...permitDocumentQuery,
    ...needsMeQuery,
    ...noticesQuery,
  },
  Mutation: { ...Mutation, ...forAudience('operator', permitDocumentMutation) },
  Account,
  NewsItem,
  ImageVariant,
  NewsArticle,
  NewsPage,
  ServicesPage,
  ServiceSection,
  Service,
  AboutPage,
  Duty,
  ContactsPage,
  WorkingHours,
  Department,
  Checkpoint,
  Country,
  Brand,
  DrivingLicenceCategory,
  LicenceType,
  PermitType,
  Region,
  City,
  ClientProfile,
  IndividualProfile,
  LegalEntityProfile,
  ClientDocument,
  Driver,
  Vehicle,
  PermitHistory,
  PermitPage,
  Permit: { ...Permit, ...permitDocumentField },
  PermitStatusChange,
  PermitDocument,
  PermitVerification,
  VerifiedPermit,
  Request,
  CargoPermission,
  OnlineApplication,
  RequestPage,
  RequestStatusChange,
  Applicant,
  PermitForReview,
  PermitReviewPage,
  RequestForReview,
  CargoPermissionForReview,
  OnlineApplicationForReview,
  ApplicationDocument,
  RequestReviewPage,
  Office,
  OfficeNewsItem,
  OfficeNewsPage,
  PermitQueuePage,
  RequestQueuePage,
  PermitStatusCount,
  RequestStatusCount,
  ReviewClaim,
  PermitReviewEvent,
  RequestReviewEvent,
  Operator,
  OperatorInvitation,
  NeedsMe,
  NeedsMeItem,
  PermitToPay,
  AnsweredPermit,
  AnsweredRequest,
  ExpiringDocument,
  Inbox,
  Notice,
  ReminderSettings,
  CreateDriverPayload: payloads.CreateDriverPayload,
  UpdateDriverPayload: payloads.UpdateDriverPayload,
  ReassignedVehicle: payloads.ReassignedVehicle,
  CreateVehiclePayload: payloads.CreateVehiclePayload,
  UpdateVehiclePayload: payloads.UpdateVehiclePayload,
  RequestPermitPayload: payloads.RequestPermitPayload,
  FileCargoPermissionPayload: payloads.FileCargoPermissionPayload,
  SendOnlineApplicationPayload: payloads.SendOnlineApplicationPayload,
  SaveIndividualProfilePayload: payloads.SaveIndividualProfilePayload,
  SaveLegalEntityProfilePayload: payloads.SaveLegalEntityProfilePayload,
}
