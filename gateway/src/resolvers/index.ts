import type { Resolvers } from '../__generated__/resolvers-types.js'
import { AboutPage } from './about-page.js'
import { Account } from './account.js'
import { AnsweredPermit } from './answered-permit.js'
import { AnsweredRequest } from './answered-request.js'
import { Applicant } from './applicant.js'
import { ApplicationDocument } from './application-document.js'
import { forAudience } from './audience.js'
import { Brand } from './brand.js'
import { CargoPermission } from './cargo-permission.js'
import { CargoPermissionForReview } from './cargo-permission-for-review.js'
import { Checkpoint } from './checkpoint.js'
import { City } from './city.js'
import { ClientDocument } from './client-document.js'
import { ClientProfile } from './client-profile.js'
import { companiesQuery } from './companies.js'
import { Company } from './company.js'
import { CompanyActivity } from './company-activity.js'
import { CompanyActivityMember } from './company-activity-member.js'
import { CompanyActivityPage, companyActivityQuery } from './company-activity-page.js'
import { CompanyInvitation } from './company-invitation.js'
import { CompanyMember } from './company-member.js'
import { ContactsPage } from './contacts-page.js'
import { Country } from './country.js'
import { CreateDriverPayload } from './create-driver-payload.js'
import { CreateVehiclePayload } from './create-vehicle-payload.js'
import { Department } from './department.js'
import { Driver } from './driver.js'
import { DrivingLicenceCategory } from './driving-licence-category.js'
import { Duty } from './duty.js'
import { ExpiringDocument } from './expiring-document.js'
import { FileCargoPermissionPayload } from './file-cargo-permission-payload.js'
import { HaulierCompany } from './haulier-company.js'
import { HaulierMember } from './haulier-member.js'
import { ImageVariant } from './image-variant.js'
import { Inbox } from './inbox.js'
import { IndividualProfile } from './individual-profile.js'
import { LegalEntityProfile } from './legal-entity-profile.js'
import { LicenceType } from './licence-type.js'
import { LiveChange } from './live-change.js'
import { Mutation } from './mutations/index.js'
import { NeedsMe, needsMeQuery } from './needs-me.js'
import { NeedsMeItem } from './needs-me-item.js'
import { NewsArticle } from './news-article.js'
import { NewsItem } from './news-item.js'
import { NewsPage } from './news-page.js'
import { Notice } from './notice.js'
import { noticesQuery } from './notices.js'
import { Office } from './office/office.js'
import { OfficeNewsItem } from './office/office-news-item.js'
import { OfficeNewsPage } from './office/office-news-page.js'
import { Operator } from './office/operator.js'
import { OperatorInvitation } from './office/operator-invitation.js'
import { PermitQueuePage } from './office/permit-queue-page.js'
import { PermitStatusCount } from './office/permit-status-count.js'
import { RequestQueuePage } from './office/request-queue-page.js'
import { RequestStatusCount } from './office/request-status-count.js'
import { ReviewClaim } from './office/review-claim.js'
import { OnlineApplication } from './online-application.js'
import { OnlineApplicationForReview } from './online-application-for-review.js'
import { PendingInvitation } from './pending-invitation.js'
import { Permit } from './permit.js'
import {
  PermitDocument,
  permitDocumentField,
  permitDocumentMutation,
  permitDocumentQuery,
} from './permit-document.js'
import { PermitForReview } from './permit-for-review.js'
import { PermitHistory } from './permit-history.js'
import { PermitPage } from './permit-page.js'
import { PermitReviewPage } from './permit-review-page.js'
import { PermitToPay } from './permit-to-pay.js'
import { PermitType } from './permit-type.js'
import { PermitVerification } from './permit-verification.js'
import { Query } from './query.js'
import { ReassignedVehicle } from './reassigned-vehicle.js'
import { Receipt, receiptsField } from './receipt.js'
import { Region } from './region.js'
import { ReminderSettings } from './reminder-settings.js'
import { Request } from './request.js'
import { RequestForReview } from './request-for-review.js'
import { RequestPage } from './request-page.js'
import { RequestPermitPayload } from './request-permit-payload.js'
import { RequestReviewPage } from './request-review-page.js'
import { SaveIndividualProfilePayload } from './save-individual-profile-payload.js'
import { SaveLegalEntityProfilePayload } from './save-legal-entity-profile-payload.js'
import { scalars } from './scalars.js'
import { SendOnlineApplicationPayload } from './send-online-application-payload.js'
import { Service } from './service.js'
import { ServiceSection } from './service-section.js'
import { ServicesPage } from './services-page.js'
import { StatusChange } from './status-change.js'
import { Subscription } from './subscription.js'
import { UpdateDriverPayload } from './update-driver-payload.js'
import { UpdateVehiclePayload } from './update-vehicle-payload.js'
import { Vehicle } from './vehicle.js'
import { VerifiedPermit } from './verified-permit.js'
import { WorkingHours } from './working-hours.js'

export const resolvers: Resolvers = {
  ...scalars,
  Query: {
    ...Query,
    ...permitDocumentQuery,
    ...needsMeQuery,
    ...noticesQuery,
    ...companyActivityQuery,
    ...companiesQuery,
  },
  Mutation: { ...Mutation, ...forAudience('operator', permitDocumentMutation) },
  Subscription,
  LiveChange,
  Account,
  CompanyActivity,
  CompanyActivityMember,
  CompanyActivityPage,
  HaulierCompany,
  HaulierMember,
  Company,
  CompanyMember,
  CompanyInvitation,
  PendingInvitation,
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
  Permit: { ...Permit, ...permitDocumentField, ...receiptsField },
  Receipt,
  PermitDocument,
  PermitVerification,
  VerifiedPermit,
  Request,
  CargoPermission,
  OnlineApplication,
  RequestPage,
  StatusChange,
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
  CreateDriverPayload,
  UpdateDriverPayload,
  ReassignedVehicle,
  CreateVehiclePayload,
  UpdateVehiclePayload,
  RequestPermitPayload,
  FileCargoPermissionPayload,
  SendOnlineApplicationPayload,
  SaveIndividualProfilePayload,
  SaveLegalEntityProfilePayload,
}
