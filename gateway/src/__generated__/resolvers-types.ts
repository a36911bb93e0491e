import type { UploadValue } from '../uploads.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProfileRow } from '../rest/accounts.js';
import type { NewsRow, PosterVariantRow, NewsArticleRow, NewsPageRow, ServicesPageRow, ServiceSectionRow, ServiceRow, AboutPageRow, DutyRow, ContactsPageRow, HoursRow, DepartmentRow, CheckpointRow } from '../rest/content.js';
import type { CountryRow, BrandRow, DrivingCategoryRow, LicenceTypeRow, PermitTypeRow, RegionRow, CityInRegion } from '../rest/reference.js';
import type { ClientProfileRow, IndividualProfileRow, LegalProfileRow, ClientDocumentRecord } from '../rest/clients.js';
import type { DriverRow } from '../rest/drivers.js';
import type { VehicleRecord } from '../rest/transports.js';
import type { PermitList, PermitPageRows, PermitRow } from '../rest/permits.js';
import type { StatusChangeEntry } from '../rest/status-history.js';
import type { PermitDocumentRow, VerificationRow, VerifiedPermitRow } from '../rest/permit-documents.js';
import type { ReceiptRow } from '../rest/receipts.js';
import type { HistoryPage, HistoryRow } from '../rest/requests.js';
import type { ActivityPageRow, ActivityRow, ActivityMemberRow } from '../rest/company-activity.js';
import type { OfficeCompanyRow, OfficeMemberRow } from '../rest/office-companies.js';
import type { ApplicantRow, OperatorPermitRow, OperatorPermitPage, OperatorRequestPage, OperatorRequestRow, OperatorCargoPermissionRow, OperatorApplicationRow, ApplicationFileRow, PermitCountRow, RequestCountRow, ClaimRow, OperatorAccountRow, InvitationRow } from '../rest/operators.js';
import type { OfficeRoot, DriverSavedPayload, VehicleMove, SavedPayload, VehicleSavedPayload, ProfileSavedPayload } from '../saved-payload.js';
import type { OfficeNewsRow, OfficeNewsPageRow } from '../rest/office-news.js';
import type { NeedsMeAnswer, NeedsMeItemRow, PermitToPayRow, AnsweredRow, ExpiringItemRow } from '../rest/needs-me.js';
import type { InboxAnswer, NoticeRow, ReminderSettingsAnswer } from '../rest/notices.js';
import type { CompanyRow, CompanyMemberRow, PendingInvitationRow, CompanyMembersRow, CompanyInvitationRow } from '../rest/companies.js';
import type { LiveChangeRow } from '../live/live-source.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * A calendar day as ISO 8601 `yyyy-mm-dd`. A day has no time zone: expiry and trip dates are days in
   * Ashgabat, where the enterprise works. Front ends show it as `dd.mm.yyyy`.
   */
  Date: { input: string; output: string; }
  /**
   * An instant as ISO 8601 with its offset, e.g. `2026-11-23T08:30:00.000Z`: when a news item was
   * published, a request filed, a status changed.
   */
  DateTime: { input: string; output: string; }
  /**
   * A file sent with a mutation, following the GraphQL multipart request specification
   * (`operations`, `map` and one part per file). Such requests must carry the header
   * `Apollo-Require-Preflight: true` (or `X-Apollo-Operation-Name`), so that a page on another site
   * cannot send them.
   */
  Upload: { input: UploadValue; output: UploadValue; }
};

/** The about page of the portal. */
export type AboutPage = {
  __typename?: 'AboutPage';
  /** The enterprise's duties (14). */
  duties: Array<Duty>;
  /** Year and month the enterprise was founded, `yyyy-mm` (February 1994). */
  foundedIn: Scalars['String']['output'];
  /** The introduction, paragraph by paragraph. */
  introduction: Array<LocalizedText>;
  /** The page's title. */
  title: LocalizedText;
};

/** The link's token. */
export type AcceptInvitationInput = {
  /** The `token` of the invitation link. */
  token: Scalars['String']['input'];
};

/** The invitation's token and the password. */
export type AcceptOperatorInvitationInput = {
  /** The new password: at least 8 characters. */
  password: Scalars['String']['input'];
  /** The link's token. */
  token: Scalars['String']['input'];
};

/** The result of accepting an invitation. */
export type AcceptOperatorInvitationPayload = {
  __typename?: 'AcceptOperatorInvitationPayload';
  /** The new operator account, logged in; null when it was not. */
  account?: Maybe<Account>;
  /** `INVALID` on `token` or `password`. */
  userErrors: Array<UserError>;
};

/** A registered account of an institution: the responsible employee and the institution. */
export type Account = {
  __typename?: 'Account';
  /** Until when the certificate is valid; null for accounts made before it was asked. */
  certificateExpiresOn?: Maybe<Scalars['Date']['output']>;
  /** The institution's certificate number (`ygtyyarnama_no`). */
  certificateNumber: Scalars['String']['output'];
  /** Every company the person is an active member of, their own first. */
  companies: Array<Company>;
  /**
   * The company the session works for, with the person's role in it; null when the person is in
   * no company (an operator, or a member who was removed or suspended).
   */
  company?: Maybe<Company>;
  /** The e-mail the account logs in with. */
  email: Scalars['String']['output'];
  /** The account's id (operators use it to set a client's deposit). */
  id: Scalars['ID']['output'];
  /** The institution's name (`corpname`). */
  institutionName: Scalars['String']['output'];
  /** The responsible employee's name, shown in the top bar. */
  name: Scalars['String']['output'];
  /**
   * A new e-mail address waiting for the code mailed to it (`updateAccount` asked for it, and
   * `confirmEmailChange` has not yet moved the account there); null when no change is waiting or
   * its code expired or ran out of tries. The account still logs in with `email` until then.
   */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  /** Phone in E.164: `+993` and eight digits, or another country's number with its code. */
  phone: Scalars['String']['output'];
  /** What the account is: a haulier with a cabinet, or an operator of the enterprise. */
  role: AccountRole;
  /** The institution's state register number (`yegrpo`). */
  stateRegisterNumber: Scalars['String']['output'];
  /**
   * The companies that suspended the person: they reach none of its records until an
   * administrator reactivates them, and may leave it (`leaveCompany`).
   */
  suspendedCompanies: Array<Company>;
};

/** What an account is, for a front end choosing what to offer. */
export type AccountRole =
  /** A haulier (client): the cabinet with client data, fleet, e-permits and requests. */
  | 'HAULIER'
  /** An operator of the enterprise: the review queues, with no cabinet of its own. */
  | 'OPERATOR';

/** The request and the operator's answer. */
export type AnswerRequestInput = {
  /** Which kind of request. */
  model: RequestModel;
  /** Why, for the haulier to read. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The request's id. */
  requestId: Scalars['ID']['input'];
  /** ACCEPTED or DECLINED. */
  status: RequestStatus;
};

/** The result of answering a request. */
export type AnswerRequestPayload = {
  __typename?: 'AnswerRequestPayload';
  /** True when the answer was recorded. */
  answered: Scalars['Boolean']['output'];
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** The request to answer and the operator's words. */
export type AnswerReviewInput = {
  /** Which kind of request. */
  model: RequestModel;
  /** For the haulier to read: optional to accept, required to decline. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The request's id. */
  requestId: Scalars['ID']['input'];
};

/** An e-permit an operator issued (`SUCCESSFUL`) or rejected since the answers were last seen. */
export type AnsweredPermit = NeedsMeItem & {
  __typename?: 'AnsweredPermit';
  /** When the operator answered. */
  answeredAt: Scalars['DateTime']['output'];
  /** The destination country. */
  country: Country;
  /** Unique in the list and the same from one read to the next. */
  key: Scalars['ID']['output'];
  /** The e-permit's id. */
  permitId: Scalars['ID']['output'];
  /** `SUCCESSFUL` (issued) or `REJECTED`. */
  permitStatus: PermitStatus;
  /** Why it was rejected, when the operator said. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
};

/** A request an operator accepted or declined since the answers were last seen. */
export type AnsweredRequest = NeedsMeItem & {
  __typename?: 'AnsweredRequest';
  /** When the operator answered. */
  answeredAt: Scalars['DateTime']['output'];
  /** Unique in the list and the same from one read to the next. */
  key: Scalars['ID']['output'];
  /** Which kind of request. */
  model: RequestModel;
  /** The permission number the request names. */
  number: Scalars['String']['output'];
  /** The operator's words with the answer: a decline's reason or an acceptance's note; null when none. */
  operatorNote?: Maybe<Scalars['String']['output']>;
  /** The request's id, unique within its model. */
  requestId: Scalars['ID']['output'];
  /** `ACCEPTED` or `DECLINED`. */
  requestStatus: RequestStatus;
};

/** The account that filed something, as operators see it. */
export type Applicant = {
  __typename?: 'Applicant';
  /** The account's e-mail. */
  email: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** The haulier's individual client data, or null when none was filled in. */
  individualProfile?: Maybe<IndividualProfile>;
  /** The institution's name; null where the list does not carry it. */
  institutionName?: Maybe<Scalars['String']['output']>;
  /** The haulier's legal-entity client data, or null when none was filled in. */
  legalEntityProfile?: Maybe<LegalEntityProfile>;
  /** The responsible employee's name. */
  name: Scalars['String']['output'];
  /** The account's phone. */
  phone: Scalars['String']['output'];
};

/** A document attached to an online application. */
export type ApplicationDocument = {
  __typename?: 'ApplicationDocument';
  /** The type found in the file's content, e.g. `application/pdf`. */
  contentType: Scalars['String']['output'];
  /** The name the file had when it was sent (for display only). */
  fileName: Scalars['String']['output'];
  /** The file's id. */
  id: Scalars['ID']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** Which document it is. */
  type: ApplicationDocumentType;
  /** Address of the file on this gateway, relative to its origin (`/files/{id}`). */
  url: Scalars['String']['output'];
};

/** Which document of an online application a file is. */
export type ApplicationDocumentType =
  /** The application letter (`yuztutma`). */
  | 'APPLICATION_LETTER'
  /** The certificate (`ygtyyarnama`). */
  | 'CERTIFICATE'
  /** The state registration document (`dowlet_sanaw`). */
  | 'STATE_REGISTRATION';

/** A make of trucks or trailers. */
export type Brand = {
  __typename?: 'Brand';
  /** The brand's id. */
  id: Scalars['ID']['output'];
  /** Whether it makes trucks, trailers or both. */
  kind: BrandKind;
  /** The brand's name, as written on the vehicle. */
  title: Scalars['String']['output'];
};

/** What a brand makes. */
export type BrandKind =
  /** Both: fits a car or a trailer. */
  | 'BOTH'
  /** Trailers only: fits a trailer. */
  | 'TRAILER'
  /** Trucks only: fits a car. */
  | 'TRUCK';

/** Who may reuse an answer. */
export type CacheControlScope =
  /** Only the session that asked. */
  | 'PRIVATE'
  /** Anyone: the value is the same for every reader. */
  | 'PUBLIC';

/** The request to cancel. */
export type CancelRequestInput = {
  /** The request's id. */
  id: Scalars['ID']['input'];
  /** Which kind of request. */
  model: RequestModel;
};

/** The result of cancelling a request. */
export type CancelRequestPayload = {
  __typename?: 'CancelRequestPayload';
  /** True when the request is now canceled. */
  canceled: Scalars['Boolean']['output'];
  /** The root query after the cancelling, to re-read the page it changed (`requests`). */
  query: Query;
  /**
   * The request with its status now: canceled, or the status that kept it from being canceled (the
   * history's entry of it reads the same). Null when it is not the caller's.
   */
  request?: Maybe<Request>;
  /** `NOT_ALLOWED` when it is no longer pending; `NOT_FOUND` when it is not the caller's. */
  userErrors: Array<UserError>;
};

/** A loading or unloading permission. */
export type CargoPermission = Request & {
  __typename?: 'CargoPermission';
  /** Who applies, as written on the form. */
  applicant: Scalars['String']['output'];
  /** What is carried. */
  cargo: Scalars['String']['output'];
  /** Whom the cargo belongs to. */
  cargoOwner: Scalars['String']['output'];
  /** The CMR consignment note's number. */
  cmrNumber: Scalars['String']['output'];
  /** When it was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The driver's (transporter's) full name. */
  driverFullName: Scalars['String']['output'];
  /** The last day the permission is valid: the validity period counted from the day it was filed. */
  expiresOn: Scalars['Date']['output'];
  /** The permission's id. */
  id: Scalars['ID']['output'];
  /** Where the cargo is loaded. */
  loadingPoint: Scalars['String']['output'];
  /** `LOADING_PERMISSION` or `UNLOADING_PERMISSION`. */
  model: RequestModel;
  /** The permission's number. */
  permissionNumber: Scalars['String']['output'];
  /** Where the permission is issued. */
  placeOfIssue: Scalars['String']['output'];
  /** The vehicle's plate number. */
  plateNumber: Scalars['String']['output'];
  /** The cargo's route. */
  route: Scalars['String']['output'];
  /** Where it stands. */
  status: RequestStatus;
  /** Every change of status, oldest first. */
  statusHistory: Array<StatusChange>;
  /** Where the cargo is unloaded. */
  unloadingPoint: Scalars['String']['output'];
  /** The vehicle's brand, as filed; null when the list no longer has it. */
  vehicleBrand?: Maybe<Brand>;
  /** The country the vehicle is registered in, as filed; null when the list no longer has it. */
  vehicleCountry?: Maybe<Country>;
};

/** A loading or unloading permission as operators review it. */
export type CargoPermissionForReview = RequestForReview & {
  __typename?: 'CargoPermissionForReview';
  /** The account that filed it. */
  applicant: Applicant;
  /** Who applies, as written on the form. */
  applicantName: Scalars['String']['output'];
  /** What the signed-in operator may do with it now; the office offers only these. */
  availableActions: Array<ReviewAction>;
  /** What is carried. */
  cargo: Scalars['String']['output'];
  /** Whom the cargo belongs to. */
  cargoOwner: Scalars['String']['output'];
  /** The operator holding it, or null when nobody does. */
  claim?: Maybe<ReviewClaim>;
  /** The CMR consignment note's number. */
  cmrNumber: Scalars['String']['output'];
  /** The haulier company that filed it, with its members; null when it has none any more. */
  company?: Maybe<HaulierCompany>;
  /** When it was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The driver's (transporter's) full name. */
  driverFullName: Scalars['String']['output'];
  /** The company's member who filed it; null when unknown or no member any more. */
  filedBy?: Maybe<HaulierMember>;
  /** The request's id, unique within its model. */
  id: Scalars['ID']['output'];
  /** Where the cargo is loaded. */
  loadingPoint: Scalars['String']['output'];
  /** Which kind of request it is. */
  model: RequestModel;
  /** The permission's number. */
  permissionNumber: Scalars['String']['output'];
  /** Where the permission is issued. */
  placeOfIssue: Scalars['String']['output'];
  /** The vehicle's plate number. */
  plateNumber: Scalars['String']['output'];
  /** The cargo's route. */
  route: Scalars['String']['output'];
  /** Where it stands. */
  status: RequestStatus;
  /** Every change of status, oldest first. */
  statusHistory: Array<StatusChange>;
  /** Every change of status, oldest first, with who made it by name. */
  timeline: Array<StatusChange>;
  /** Where the cargo is unloaded. */
  unloadingPoint: Scalars['String']['output'];
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** The last day the permission is valid. */
  validUntil: Scalars['Date']['output'];
  /** The vehicle's brand, as filed. */
  vehicleBrand: Scalars['String']['output'];
  /**
   * The country the vehicle is registered in, named in the caller's language when it is a country
   * of the reference list (a haulier files it in theirs), else as filed.
   */
  vehicleCountry: Scalars['String']['output'];
};

/** A loading or unloading permission's fields. */
export type CargoPermissionInput = {
  /** Who applies. */
  applicant: Scalars['String']['input'];
  /** What is carried. */
  cargo: Scalars['String']['input'];
  /** Whom the cargo belongs to. */
  cargoOwner: Scalars['String']['input'];
  /** The CMR consignment note's number. */
  cmrNumber: Scalars['String']['input'];
  /** The driver's (transporter's) full name. */
  driverFullName: Scalars['String']['input'];
  /** Where the cargo is loaded. */
  loadingPoint: Scalars['String']['input'];
  /** The permission's number (`razresheniye_no`). */
  permissionNumber: Scalars['String']['input'];
  /** Where the permission is issued. */
  placeOfIssue: Scalars['String']['input'];
  /** The vehicle's plate number. */
  plateNumber: Scalars['String']['input'];
  /** The cargo's route. */
  route: Scalars['String']['input'];
  /** Where the cargo is unloaded. */
  unloadingPoint: Scalars['String']['input'];
  /** The vehicle's brand. */
  vehicleBrandId: Scalars['ID']['input'];
  /** The country the vehicle is registered in. */
  vehicleCountryId: Scalars['ID']['input'];
};

/** A member and the role they should have. */
export type ChangeMemberRoleInput = {
  /** The membership's id (`CompanyMember.id`). */
  memberId: Scalars['ID']['input'];
  /** The new role. */
  role: MemberRole;
};

/** The current password and the new one. */
export type ChangePasswordInput = {
  /** The password in use now. */
  currentPassword: Scalars['String']['input'];
  /** At least 8 characters. */
  newPassword: Scalars['String']['input'];
  /** The new password again; must match. */
  newPasswordConfirmation: Scalars['String']['input'];
};

/** The result of changing the password. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** True when the password was changed. */
  changed: Scalars['Boolean']['output'];
  /** `INVALID_CREDENTIALS` on `currentPassword` when it is wrong; field problems otherwise. */
  userErrors: Array<UserError>;
};

/** A road border checkpoint of Turkmenistan. */
export type Checkpoint = {
  __typename?: 'Checkpoint';
  /** The neighbouring country it opens onto. */
  borderingCountry: Country;
  /** A stable name, e.g. `howdan`. */
  code: Scalars['String']['output'];
  /** Where it lies and what it connects. */
  description: LocalizedText;
  /** The checkpoint's id. */
  id: Scalars['ID']['output'];
  /** Latitude in degrees (WGS 84). */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees (WGS 84). */
  longitude: Scalars['Float']['output'];
  /** The checkpoint's name, both sides of the border. */
  name: LocalizedText;
  /** The checkpoint's phone, when it has a public one. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The region of Turkmenistan it lies in. */
  region: Region;
};

/** A city (etrap centre or town) of Turkmenistan. */
export type City = {
  __typename?: 'City';
  /** The city's id. */
  id: Scalars['ID']['output'];
  /** The city's name. */
  name: LocalizedText;
  /** The region the city lies in. */
  region: Region;
};

/** A scan filed with client data. */
export type ClientDocument = {
  __typename?: 'ClientDocument';
  /** The name the file had when it was sent (for display only). */
  fileName: Scalars['String']['output'];
  /** The file's id. */
  id: Scalars['ID']['output'];
  /** Which scan it is. */
  type: ClientDocumentType;
  /**
   * Address of the file on this gateway, relative to its origin (`/files/{id}`); served only to
   * its owner (session cookie or bearer token) and to operators.
   */
  url: Scalars['String']['output'];
};

/** Which scan a client document is. */
export type ClientDocumentType =
  /** The certificate (legal entities). */
  | 'CERTIFICATE'
  /** The transport licence (both kinds). */
  | 'LICENCE'
  /** The patent (individuals). */
  | 'PATENT'
  /** The state register extract (legal entities). */
  | 'STATE_REGISTER_EXTRACT';

/** Which of the caller's two client profiles a record belongs to: a person or a company. */
export type ClientKind =
  /** The individual (one-truck owner) profile. */
  | 'INDIVIDUAL'
  /** The legal-entity (company) profile. */
  | 'LEGAL_ENTITY';

/** What individual and legal-entity client data have in common. */
export type ClientProfile = {
  /** The deposit (bank balance) in manat; null when none was opened. */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Where the client is registered. */
  city: City;
  /** When the data was first saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The scans on file, the latest of each type first. */
  documents: Array<ClientDocument>;
  /** The client's e-mail. */
  email: Scalars['String']['output'];
  /** The client profile's id. */
  id: Scalars['ID']['output'];
  /** Whether this is the individual or the legal-entity profile. */
  kind: ClientKind;
  /** Until when the transport licence is valid. */
  licenceExpiresOn: Scalars['Date']['output'];
  /** The transport licence's number. */
  licenceNumber: Scalars['String']['output'];
  /** The types of the transport licence. */
  licenceTypes: Array<LicenceType>;
  /** The client's phone in E.164 (`+993…` or another country's). */
  phone: Scalars['String']['output'];
  /** The region, from the city. */
  region: Region;
  /** When the data was last saved. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A haulier company, as one of its members sees it. */
export type Company = {
  __typename?: 'Company';
  /** The company's id. */
  id: Scalars['ID']['output'];
  /** The company's name (its institution's). */
  name: Scalars['String']['output'];
  /** The signed-in person's role in it. */
  role: MemberRole;
};

/** One thing done in a company's name, or to one of its records. */
export type CompanyActivity = {
  __typename?: 'CompanyActivity';
  /** Who: a member (`CLIENT`), an operator or the payment provider. */
  actor: StatusActor;
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Stable across pages. */
  id: Scalars['ID']['output'];
  /** What was done. */
  kind: CompanyActivityKind;
  /** The member who did it; null for the office and the payment provider. */
  member?: Maybe<CompanyActivityMember>;
  /** Which record. */
  record: CompanyActivityRecord;
  /** For `STATUS_CHANGED`: the new status, in the request's language. */
  status?: Maybe<Scalars['String']['output']>;
};

/** What narrows a company's activity log: all the fields given must hold. */
export type CompanyActivityFilter = {
  /** On this day (in Ashgabat) or later. */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Only this kind of action. */
  kind?: InputMaybe<CompanyActivityKind>;
  /** Only what this member did (a `CompanyActivityMember`'s id). */
  memberId?: InputMaybe<Scalars['ID']['input']>;
  /** On this day (in Ashgabat) or earlier. */
  to?: InputMaybe<Scalars['Date']['input']>;
};

/** What was done. */
export type CompanyActivityKind =
  /** A member added a driver. */
  | 'DRIVER_ADDED'
  /** A member changed a driver. */
  | 'DRIVER_CHANGED'
  /** A member removed a driver. */
  | 'DRIVER_REMOVED'
  /** An invited person accepted the invitation and joined the company. */
  | 'INVITATION_ACCEPTED'
  /** An administrator changed a member's role, or suspended or reactivated them. */
  | 'MEMBER_CHANGED'
  /** An administrator invited a person. */
  | 'MEMBER_INVITED'
  /** A member left the company of their own accord. */
  | 'MEMBER_LEFT'
  /** An administrator removed a member. */
  | 'MEMBER_REMOVED'
  /** A member opened a payment of an e-permit. */
  | 'PAYMENT_OPENED'
  /** A member requested an e-permit. */
  | 'PERMIT_FILED'
  /** A member cancelled a pending request. */
  | 'REQUEST_CANCELED'
  /** A member filed an online application or a loading or unloading permission. */
  | 'REQUEST_FILED'
  /** The office, or the payment provider, changed a record's status. */
  | 'STATUS_CHANGED'
  /** A member added a car or a trailer. */
  | 'VEHICLE_ADDED'
  /** A member changed a car or a trailer. */
  | 'VEHICLE_CHANGED'
  /** A member removed a car or a trailer. */
  | 'VEHICLE_REMOVED';

/** A member of the company, as the activity log names them. */
export type CompanyActivityMember = {
  __typename?: 'CompanyActivityMember';
  /** The member's account id, what `CompanyActivityFilter.memberId` takes. */
  id: Scalars['ID']['output'];
  /** The member's name. */
  name: Scalars['String']['output'];
};

/** One page of a company's activity log. */
export type CompanyActivityPage = {
  __typename?: 'CompanyActivityPage';
  /** The actions of this page, newest first. */
  items: Array<CompanyActivity>;
  /** The company's members now, by name: what the member filter offers. */
  members: Array<CompanyActivityMember>;
  /** Where this page sits in the whole log (of what the filter leaves). */
  pageInfo: PageInfo;
};

/** The record an action was done to. */
export type CompanyActivityRecord = {
  __typename?: 'CompanyActivityRecord';
  /** For a driver or a vehicle still in the fleet: the profile it is under; null once removed. */
  clientKind?: Maybe<ClientKind>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** What kind of record. */
  kind: CompanyActivityRecordKind;
  /** For a request: which kind it is, what its page in the history is narrowed to. */
  requestModel?: Maybe<RequestModel>;
  /**
   * A driver's name, a vehicle's plate, a member's name, an invitation's e-mail, a request's
   * number; null for an e-permit (its number is its id).
   */
  title?: Maybe<Scalars['String']['output']>;
  /** For a vehicle: a car or a trailer. */
  vehicleType?: Maybe<VehicleType>;
};

/** What kind of record an action was done to. */
export type CompanyActivityRecordKind =
  /** A loading or unloading permission. */
  | 'CARGO_PERMISSION'
  /** A driver. */
  | 'DRIVER'
  /** An invitation into the company. */
  | 'INVITATION'
  /** A member of the company. */
  | 'MEMBER'
  /** An online (CMR) application. */
  | 'ONLINE_APPLICATION'
  /** An e-permit (a payment is named by the e-permit it pays). */
  | 'PERMIT'
  /** A car or a trailer. */
  | 'VEHICLE';

/** An invitation, as the page that accepts it shows it. */
export type CompanyInvitation = {
  __typename?: 'CompanyInvitation';
  /**
   * True when the address already has an account: that person logs in and accepts
   * (`acceptInvitation`); otherwise they sign up with the link (`registerWithInvitation`).
   */
  accountExists: Scalars['Boolean']['output'];
  /** The inviting company's name. */
  companyName: Scalars['String']['output'];
  /** The invited address. */
  email: Scalars['String']['output'];
  /** The invitation letter's language: the page opens in it, as the person has read it so far. */
  language: Language;
  /** The role offered. */
  role: MemberRole;
};

/** A person's membership of the session's company. */
export type CompanyMember = {
  __typename?: 'CompanyMember';
  /** The e-mail the member logs in with. */
  email: Scalars['String']['output'];
  /** The membership's id (what the member mutations take). */
  id: Scalars['ID']['output'];
  /** True for the signed-in person's own membership. */
  isYou: Scalars['Boolean']['output'];
  /** The member's name. */
  name: Scalars['String']['output'];
  /** What the member may do. */
  role: MemberRole;
  /** When the person joined the company. */
  since: Scalars['DateTime']['output'];
  /** Whether the member works for the company now. */
  status: MemberStatus;
};

/** The result of a change to one member. */
export type CompanyMemberPayload = {
  __typename?: 'CompanyMemberPayload';
  /** The member as they stand now; null when nothing changed. */
  member?: Maybe<CompanyMember>;
  /** The root query after the change, to re-read `companyMembers`. */
  query: Query;
  /** `NOT_ALLOWED` (the last administrator), `NOT_FOUND`, or `INVALID` on a field. */
  userErrors: Array<UserError>;
};

/** The session's company's members and invitations. */
export type CompanyMembers = {
  __typename?: 'CompanyMembers';
  /** Invitations still waiting, oldest first; empty for anyone but an administrator. */
  invitations: Array<PendingInvitation>;
  /** Every member, active and suspended, in the order they joined. */
  members: Array<CompanyMember>;
};

/** The result of an invitation, its revocation or a removal. */
export type CompanyMembersPayload = {
  __typename?: 'CompanyMembersPayload';
  /** True when it was done. */
  done: Scalars['Boolean']['output'];
  /** The root query after the change, to re-read `companyMembers`. */
  query: Query;
  /** `INVALID` on a field, `NOT_ALLOWED`, `NOT_FOUND`, `MAIL_NOT_SENT` or `RATE_LIMITED`. */
  userErrors: Array<UserError>;
};

/** The result of joining or choosing a company. */
export type CompanyPayload = {
  __typename?: 'CompanyPayload';
  /** The company the session works for now; null when it did not change. */
  company?: Maybe<Company>;
  /** `INVALID` on `token`, `NOT_FOUND` or `RATE_LIMITED`. */
  userErrors: Array<UserError>;
};

/** Password reset step 3: the link and the new password. */
export type CompletePasswordResetInput = {
  /** The last segment of the link's path. */
  linkCode: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** The password again; must match. */
  passwordConfirmation: Scalars['String']['input'];
  /** The `user_id` query parameter of the link. */
  userId: Scalars['ID']['input'];
};

/** The result of password reset step 3. */
export type CompletePasswordResetPayload = {
  __typename?: 'CompletePasswordResetPayload';
  /** `FAILED` when the link has expired or was used; field problems otherwise. */
  userErrors: Array<UserError>;
  /** The account's name; the session cookie is set. Null when the reset failed. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** Sign-up step 3: the password of the new account. */
export type CompleteSignUpInput = {
  /** The `challenge` of step 1, verified in step 2. */
  challenge: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** The password again; must match. */
  passwordConfirmation: Scalars['String']['input'];
};

/** The result of sign-up step 3. */
export type CompleteSignUpPayload = {
  __typename?: 'CompleteSignUpPayload';
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
  /** The new account's name; the session cookie is set. Null when the step failed. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** The code that confirms a new e-mail address. */
export type ConfirmEmailChangeInput = {
  /** The six digits from the letter sent to the new address. */
  code: Scalars['String']['input'];
};

/** The result of confirming a new e-mail address. */
export type ConfirmEmailChangePayload = {
  __typename?: 'ConfirmEmailChangePayload';
  /** The account with its new e-mail; null when the code was not right. */
  account?: Maybe<Account>;
  /** Tries left for this code after a wrong one; null otherwise. */
  triesLeft?: Maybe<Scalars['Int']['output']>;
  /** `INVALID_CODE` on `code` for a wrong code; `INVALID` when it expired or ran out of tries. */
  userErrors: Array<UserError>;
};

/** The contacts page of the portal. */
export type ContactsPage = {
  __typename?: 'ContactsPage';
  /** The enterprise's address. */
  address: LocalizedText;
  /** The departments that answer the public. */
  departments: Array<Department>;
  /** When it receives visitors. */
  workingHours: Array<WorkingHours>;
};

/** A country, in three languages. */
export type Country = {
  __typename?: 'Country';
  /** ISO 3166-1 alpha-2 code in lower case, e.g. `tm`. */
  code: Scalars['String']['output'];
  /** The country's id. */
  id: Scalars['ID']['output'];
  /** The country's name. */
  name: LocalizedText;
  /**
   * Whether an e-permit may name it as its destination: every country but Turkmenistan itself (a
   * vehicle's country of registration may still be Turkmenistan).
   */
  permitDestination: Scalars['Boolean']['output'];
};

/** A new driver. */
export type CreateDriverInput = {
  /** Which of the caller's profiles the driver works for. */
  kind: ClientKind;
  /** The driving licence's categories. */
  licenceCategoryIds?: Array<Scalars['ID']['input']>;
  /** Not in the past. */
  licenceExpiresOn: Scalars['Date']['input'];
  /** The driving licence's number. */
  licenceNumber: Scalars['String']['input'];
  /** First name. */
  name: Scalars['String']['input'];
  /** Patronymic. */
  patronymic: Scalars['String']['input'];
  /** Surname. */
  surname: Scalars['String']['input'];
  /** The caller's cars and trailers of the same kind that this driver drives. */
  vehicleIds?: Array<Scalars['ID']['input']>;
};

/** The result of adding a driver. */
export type CreateDriverPayload = {
  __typename?: 'CreateDriverPayload';
  /** The new driver; null when nothing was saved. */
  driver?: Maybe<Driver>;
  /** The root query after the save, to re-read the lists it changed (e.g. `drivers(kind:)`). */
  query: Query;
  /** Vehicles the new driver took from other drivers, each with the driver who lost it. */
  reassignedVehicles: Array<ReassignedVehicle>;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** A new car or trailer. */
export type CreateVehicleInput = {
  /** The make; a car takes a truck brand, a trailer a trailer brand. */
  brandId: Scalars['ID']['input'];
  /** When the registration card was issued; not in the future. */
  cardIssuedOn: Scalars['Date']['input'];
  /** The registration card's number. */
  cardNumber: Scalars['String']['input'];
  /** One of the caller's drivers of the same kind. */
  driverId?: InputMaybe<Scalars['ID']['input']>;
  /** Which of the caller's profiles it belongs to. */
  kind: ClientKind;
  /** The plate number; one live vehicle per plate and owner. */
  plateNumber: Scalars['String']['input'];
  /** Car or trailer. */
  type: VehicleType;
};

/** The result of adding a car or trailer. */
export type CreateVehiclePayload = {
  __typename?: 'CreateVehiclePayload';
  /** The root query after the save, to re-read the lists it changed (e.g. `vehicles(kind:, type:)`). */
  query: Query;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
  /** The new car or trailer (with its driver, whose lists it joins); null when nothing was saved. */
  vehicle?: Maybe<Vehicle>;
};

/** The result of removing a driver. */
export type DeleteDriverPayload = {
  __typename?: 'DeleteDriverPayload';
  /** The id of the removed driver; null when nothing was removed. */
  deletedDriverId?: Maybe<Scalars['ID']['output']>;
  /** The root query after the removal, to re-read the lists it changed (its vehicles lost it). */
  query: Query;
  /** `NOT_FOUND` when the driver does not exist or is not the caller's. */
  userErrors: Array<UserError>;
};

/** The result of removing a car or trailer. */
export type DeleteVehiclePayload = {
  __typename?: 'DeleteVehiclePayload';
  /** The id of the removed car or trailer; null when nothing was removed. */
  deletedVehicleId?: Maybe<Scalars['ID']['output']>;
  /** The root query after the removal, to re-read the lists it changed (its driver's vehicles). */
  query: Query;
  /** `NOT_FOUND` when the vehicle does not exist or is not the caller's. */
  userErrors: Array<UserError>;
};

/** A department that answers the public. */
export type Department = {
  __typename?: 'Department';
  /** Which department it is. */
  code: DepartmentCode;
  /** Its e-mail addresses. */
  emails: Array<Scalars['String']['output']>;
  /** The department's name. */
  name: LocalizedText;
  /** Its phone numbers. */
  phones: Array<Scalars['String']['output']>;
};

/** The departments a feedback message can go to. */
export type DepartmentCode =
  /** The general department (the default). */
  | 'GENERAL'
  /** The technical department. */
  | 'TECHNICAL';

/** A driver employed by the haulier. */
export type Driver = {
  __typename?: 'Driver';
  /** The cars linked to the driver. */
  cars: Array<Vehicle>;
  /** The driver's id. */
  id: Scalars['ID']['output'];
  /** Which of the caller's profiles the driver belongs to. */
  kind: ClientKind;
  /** The categories of the driving licence. */
  licenceCategories: Array<DrivingLicenceCategory>;
  /** Until when the driving licence is valid. */
  licenceExpiresOn: Scalars['Date']['output'];
  /** The driving licence's number. */
  licenceNumber: Scalars['String']['output'];
  /** First name. */
  name: Scalars['String']['output'];
  /** Patronymic. */
  patronymic: Scalars['String']['output'];
  /** Surname. */
  surname: Scalars['String']['output'];
  /** The trailers linked to the driver. */
  trailers: Array<Vehicle>;
};

/** A category of driving licence. */
export type DrivingLicenceCategory = {
  __typename?: 'DrivingLicenceCategory';
  /** What it allows one to drive. */
  description: LocalizedText;
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** The category's code, e.g. `CE`. */
  name: Scalars['String']['output'];
};

/** A duty of the enterprise. */
export type Duty = {
  __typename?: 'Duty';
  /** A stable name of the duty. */
  code: Scalars['String']['output'];
  /** The duty, in a sentence. */
  text: LocalizedText;
};

/** A document that has expired or expires within the window. */
export type ExpiringDocument = NeedsMeItem & {
  __typename?: 'ExpiringDocument';
  /** Whose data: null for the account's certificate, which belongs to neither profile. */
  clientKind?: Maybe<ClientKind>;
  /** Days from today to `expiresOn`: 0 on the last day, negative once expired. */
  daysLeft: Scalars['Int']['output'];
  /** An e-permit's destination country. */
  destination?: Maybe<Country>;
  /** What expires. */
  document: ExpiringDocumentKind;
  /** The last day it is valid. */
  expiresOn: Scalars['Date']['output'];
  /** Unique in the list and the same from one read to the next. */
  key: Scalars['ID']['output'];
  /** The driver's name, or the permission's number. */
  name?: Maybe<Scalars['String']['output']>;
  /**
   * The driver (`DRIVING_LICENCE`), e-permit (`E_PERMIT`) or permission (`LOADING_PERMISSION`,
   * `UNLOADING_PERMISSION`) it belongs to; null for the haulier's own data.
   */
  subjectId?: Maybe<Scalars['ID']['output']>;
};

/** What kind of document expires. */
export type ExpiringDocumentKind =
  /** The institution's certificate (ygtyýarnama), given at sign-up. */
  | 'CERTIFICATE'
  /** The licence of the individual or legal-entity profile. */
  | 'CLIENT_LICENCE'
  /** A driver's driving licence. */
  | 'DRIVING_LICENCE'
  /** An issued e-permit's validity (its return date). */
  | 'E_PERMIT'
  /** An accepted loading permission's validity. */
  | 'LOADING_PERMISSION'
  /** The individual's patent. */
  | 'PATENT'
  /** The legal entity's state register (ÝEGRPO) extract. */
  | 'STATE_REGISTER'
  /** An accepted unloading permission's validity. */
  | 'UNLOADING_PERMISSION';

/** A message to a department of the enterprise. */
export type FeedbackInput = {
  /** Where the message goes; the general department when left out. */
  department?: InputMaybe<DepartmentCode>;
  /** Where the answer should go; optional. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** At most 5000 characters. */
  message: Scalars['String']['input'];
  /** Who writes. */
  name: Scalars['String']['input'];
  /** Phone: `+993` and eight digits, or another country's number with `+` and its code. */
  phone: Scalars['String']['input'];
};

/** The result of filing a loading or unloading permission. */
export type FileCargoPermissionPayload = {
  __typename?: 'FileCargoPermissionPayload';
  /** The filed permission, pending; null when nothing was filed. */
  permission?: Maybe<CargoPermission>;
  /** The root query after the filing, to re-read the list it joined (`requests`). */
  query: Query;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** A haulier company as the office sees it: the account it was signed up with, and its members. */
export type HaulierCompany = {
  __typename?: 'HaulierCompany';
  /** The founding account's e-mail. */
  email: Scalars['String']['output'];
  /** The company's id (its founding account's). */
  id: Scalars['ID']['output'];
  /** Its members, in the order they joined. */
  members: Array<HaulierMember>;
  /** The institution's name, or the founding account's name. */
  name: Scalars['String']['output'];
};

/** A member of a haulier company, as the office sees them. */
export type HaulierMember = {
  __typename?: 'HaulierMember';
  /** False while an administrator has suspended them. */
  active: Scalars['Boolean']['output'];
  /** The member's e-mail. */
  email: Scalars['String']['output'];
  /** The member's account id. */
  id: Scalars['ID']['output'];
  /** The member's name. */
  name: Scalars['String']['output'];
  /** The member's role. */
  role: MemberRole;
};

/** An image rendered at one width. */
export type ImageVariant = {
  __typename?: 'ImageVariant';
  /** Its height in pixels. */
  height: Scalars['Int']['output'];
  /** Its media type (`image/webp`). */
  type: Scalars['String']['output'];
  /** Address on this gateway, relative to its origin. */
  url: Scalars['String']['output'];
  /** Its width in pixels. */
  width: Scalars['Int']['output'];
};

/** The haulier's notices. */
export type Inbox = {
  __typename?: 'Inbox';
  /** The newest 50 notices, newest first. */
  notices: Array<Notice>;
  /** Notices not yet marked read. */
  unread: Scalars['Int']['output'];
};

/** Which scan of individual client data a file is. */
export type IndividualDocumentType =
  /** The transport licence. */
  | 'LICENCE'
  /** The patent. */
  | 'PATENT';

/** A new scan for individual client data. */
export type IndividualDocumentUpload = {
  /** JPEG or PNG, under 7,168,000 bytes. */
  file: Scalars['Upload']['input'];
  /** Which scan the file is. */
  type: IndividualDocumentType;
};

/** A haulier who is a person (one-truck owner). */
export type IndividualProfile = ClientProfile & {
  __typename?: 'IndividualProfile';
  /** The deposit (bank balance) in manat; null when none was opened. */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Where the client is registered. */
  city: City;
  /** When the data was first saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The scans on file, the latest of each type first. */
  documents: Array<ClientDocument>;
  /** The client's e-mail. */
  email: Scalars['String']['output'];
  /** The client profile's id. */
  id: Scalars['ID']['output'];
  /** Whether this is the individual or the legal-entity profile. */
  kind: ClientKind;
  /** Until when the transport licence is valid. */
  licenceExpiresOn: Scalars['Date']['output'];
  /** The transport licence's number. */
  licenceNumber: Scalars['String']['output'];
  /** The types of the transport licence. */
  licenceTypes: Array<LicenceType>;
  /** The haulier's first name. */
  name: Scalars['String']['output'];
  /** Until when the patent is valid. */
  patentExpiresOn: Scalars['Date']['output'];
  /** The patent's number. */
  patentNumber: Scalars['String']['output'];
  /** The haulier's patronymic. */
  patronymic: Scalars['String']['output'];
  /** The client's phone in E.164 (`+993…` or another country's). */
  phone: Scalars['String']['output'];
  /** The region, from the city. */
  region: Region;
  /** The haulier's surname. */
  surname: Scalars['String']['output'];
  /** When the data was last saved. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Individual client data as it should be saved. */
export type IndividualProfileInput = {
  /** The city; the region follows from it. */
  cityId: Scalars['ID']['input'];
  /** New scans: both types on create, any on update. */
  documents?: InputMaybe<Array<IndividualDocumentUpload>>;
  /** The haulier's e-mail. */
  email: Scalars['String']['input'];
  /** Until when the licence is valid; not in the past. */
  licenceExpiresOn: Scalars['Date']['input'];
  /** The transport licence's number. */
  licenceNumber: Scalars['String']['input'];
  /** At least one. */
  licenceTypeIds: Array<Scalars['ID']['input']>;
  /** The haulier's first name. */
  name: Scalars['String']['input'];
  /** Until when the patent is valid; not in the past. */
  patentExpiresOn: Scalars['Date']['input'];
  /** The patent's number. */
  patentNumber: Scalars['String']['input'];
  /** The haulier's patronymic. */
  patronymic: Scalars['String']['input'];
  /** The haulier's phone: `+993` and eight digits, or another country's with `+` and its code. */
  phone: Scalars['String']['input'];
  /** The haulier's surname. */
  surname: Scalars['String']['input'];
};

/** An invitation of the session's company. */
export type InvitationInput = {
  /** The invitation's id (`PendingInvitation.id`). */
  invitationId: Scalars['ID']['input'];
};

/** Who to invite and as what. */
export type InviteMemberInput = {
  /** The person's e-mail. */
  email: Scalars['String']['input'];
  /** The language of the letter; the caller's when not given. */
  language?: InputMaybe<Language>;
  /** The role they will have. */
  role: MemberRole;
};

/** Who to invite. */
export type InviteOperatorInput = {
  /** The person's e-mail: the new account's login. */
  email: Scalars['String']['input'];
  /** The language of the invitation e-mail (and of the account's later e-mails). */
  language: Language;
  /** The person's name. */
  name: Scalars['String']['input'];
};

/** A language of the portal. */
export type Language =
  /** English. */
  | 'EN'
  /** Russian. */
  | 'RU'
  /** Turkmen. */
  | 'TM';

/** A company the person leaves. */
export type LeaveCompanyInput = {
  /** The company's id (`Company.id`). */
  companyId: Scalars['ID']['input'];
};

/** The result of leaving a company. */
export type LeaveCompanyPayload = {
  __typename?: 'LeaveCompanyPayload';
  /** The company the session works for now; null when the person is in none (or did not leave). */
  company?: Maybe<Company>;
  /** True when the person left. */
  left: Scalars['Boolean']['output'];
  /** `NOT_ALLOWED` on `companyId` (the last active administrator), `NOT_FOUND`, or `RATE_LIMITED`. */
  userErrors: Array<UserError>;
};

/** Which scan of legal-entity client data a file is. */
export type LegalEntityDocumentType =
  /** The certificate. */
  | 'CERTIFICATE'
  /** The transport licence. */
  | 'LICENCE'
  /** The state register (EGRPO) extract. */
  | 'STATE_REGISTER_EXTRACT';

/** A new scan for legal-entity client data. */
export type LegalEntityDocumentUpload = {
  /** JPEG or PNG, under 7,168,000 bytes. */
  file: Scalars['Upload']['input'];
  /** Which scan the file is. */
  type: LegalEntityDocumentType;
};

/** A haulier that is a company. */
export type LegalEntityProfile = ClientProfile & {
  __typename?: 'LegalEntityProfile';
  /** The company's bank account number. */
  accountNumber: Scalars['String']['output'];
  /** The company's legal address. */
  address: Scalars['String']['output'];
  /** The deposit (bank balance) in manat; null when none was opened. */
  balance?: Maybe<Scalars['Float']['output']>;
  /** The bank and its code. */
  bankDetails: Scalars['String']['output'];
  /** The company's certificate number. */
  certificateNumber: Scalars['String']['output'];
  /** Where the client is registered. */
  city: City;
  /** The company's name. */
  companyName: Scalars['String']['output'];
  /** When the data was first saved. */
  createdAt: Scalars['DateTime']['output'];
  /** The scans on file, the latest of each type first. */
  documents: Array<ClientDocument>;
  /** The client's e-mail. */
  email: Scalars['String']['output'];
  /** The client profile's id. */
  id: Scalars['ID']['output'];
  /** Whether this is the individual or the legal-entity profile. */
  kind: ClientKind;
  /** Until when the transport licence is valid. */
  licenceExpiresOn: Scalars['Date']['output'];
  /** The transport licence's number. */
  licenceNumber: Scalars['String']['output'];
  /** The types of the transport licence. */
  licenceTypes: Array<LicenceType>;
  /** The client's phone in E.164 (`+993…` or another country's). */
  phone: Scalars['String']['output'];
  /** The region, from the city. */
  region: Region;
  /** Until when the state register entry is valid. */
  stateRegisterExpiresOn: Scalars['Date']['output'];
  /** The state register (EGRPO) number. */
  stateRegisterNumber: Scalars['String']['output'];
  /** When the data was last saved. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Legal-entity client data as it should be saved. */
export type LegalEntityProfileInput = {
  /** The company's bank account number. */
  accountNumber: Scalars['String']['input'];
  /** The company's legal address. */
  address: Scalars['String']['input'];
  /** The bank and its code. */
  bankDetails: Scalars['String']['input'];
  /** The company's certificate number. */
  certificateNumber: Scalars['String']['input'];
  /** The city; the region follows from it. */
  cityId: Scalars['ID']['input'];
  /** The company's name. */
  companyName: Scalars['String']['input'];
  /** New scans: all three types on create, any on update. */
  documents?: InputMaybe<Array<LegalEntityDocumentUpload>>;
  /** The company's e-mail. */
  email: Scalars['String']['input'];
  /** Until when the licence is valid; not in the past. */
  licenceExpiresOn: Scalars['Date']['input'];
  /** The transport licence's number. */
  licenceNumber: Scalars['String']['input'];
  /** At least one. */
  licenceTypeIds: Array<Scalars['ID']['input']>;
  /** The company's phone: `+993` and eight digits, or another country's with `+` and its code. */
  phone: Scalars['String']['input'];
  /** Until when the register entry is valid; not in the past. */
  stateRegisterExpiresOn: Scalars['Date']['input'];
  /** The state register (EGRPO) number. */
  stateRegisterNumber: Scalars['String']['input'];
};

/** A type of the haulier's transport licence. */
export type LicenceType = {
  __typename?: 'LicenceType';
  /** The licence type's id. */
  id: Scalars['ID']['output'];
  /** The licence type's name. */
  name: LocalizedText;
};

/** One change, as the screens learn it: which record, and its status now. */
export type LiveChange = {
  __typename?: 'LiveChange';
  /** The event's id, the stream's `id:` line: resume after it with `Last-Event-ID`. */
  eventId: Scalars['ID']['output'];
  /** What happened. */
  kind: LiveChangeKind;
  /** An e-permit's status after a STATUS change. */
  permitStatus?: Maybe<PermitStatus>;
  /** The changed record's id; null for RESYNC. */
  recordId?: Maybe<Scalars['ID']['output']>;
  /** A request's status after a STATUS change. */
  requestStatus?: Maybe<RequestStatus>;
  /** What changed; null for RESYNC. */
  subject?: Maybe<LiveSubject>;
};

/** What a live change is. */
export type LiveChangeKind =
  /** An operator claimed a record, or gave up a claim (operators only). */
  | 'CLAIM'
  /** Events were missed and are no longer kept (a day): read the screen's data again. */
  | 'RESYNC'
  /** A record was filed, or its status changed. */
  | 'STATUS';

/** What kind of record changed. */
export type LiveSubject =
  /** A loading or unloading permission (`CargoPermission`, `CargoPermissionForReview`). */
  | 'CARGO_PERMISSION'
  /** An online application (`OnlineApplication`, `OnlineApplicationForReview`). */
  | 'ONLINE_APPLICATION'
  /** A payment of an e-permit (hauliers only; the e-permit's own change follows). */
  | 'PAYMENT'
  /** An e-permit (`Permit`, `PermitForReview`). */
  | 'PERMIT';

/**
 * Text a person reads, in the portal's three languages. A front end picks the reader's language and
 * falls back to Russian; switching language needs no new request.
 */
export type LocalizedText = {
  __typename?: 'LocalizedText';
  /** English. */
  en: Scalars['String']['output'];
  /** Russian; the fallback language. */
  ru: Scalars['String']['output'];
  /** Turkmen (Latin alphabet). */
  tm: Scalars['String']['output'];
};

/** Text in the portal's three languages, as input. */
export type LocalizedTextInput = {
  /** English. */
  en: Scalars['String']['input'];
  /** Russian. */
  ru: Scalars['String']['input'];
  /** Turkmen (Latin alphabet). */
  tm: Scalars['String']['input'];
};

/** The credentials of an account. */
export type LogInInput = {
  /** The e-mail the account was registered with. */
  email: Scalars['String']['input'];
  /** The account's password. */
  password: Scalars['String']['input'];
};

/** The result of logging in. */
export type LogInPayload = {
  __typename?: 'LogInPayload';
  /** Why the login failed (`INVALID_CREDENTIALS` marks both fields); empty on success. */
  userErrors: Array<UserError>;
  /** The signed-in person's name; null when the login failed. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** The result of logging out. */
export type LogOutPayload = {
  __typename?: 'LogOutPayload';
  /** True once the session has ended and its cookie is cleared. */
  loggedOut: Scalars['Boolean']['output'];
};

/** The result of marking the answers seen. */
export type MarkAnswersSeenPayload = {
  __typename?: 'MarkAnswersSeenPayload';
  /** What needs the haulier after the mark. */
  needsMe?: Maybe<NeedsMe>;
  /** A window out of range (`expiringWithinDays`). */
  userErrors: Array<UserError>;
};

/** The result of marking a notice read. */
export type MarkNoticeReadPayload = {
  __typename?: 'MarkNoticeReadPayload';
  /** The inbox after the mark. */
  inbox?: Maybe<Inbox>;
  /** `NOT_FOUND` for a notice that is not the haulier's. */
  userErrors: Array<UserError>;
};

/** A member of the session's company. */
export type MemberInput = {
  /** The membership's id (`CompanyMember.id`). */
  memberId: Scalars['ID']['input'];
};

/** A person's role in a company. */
export type MemberRole =
  /** Everything, and the company's members and invitations. */
  | 'ADMINISTRATOR'
  /** The daily work: fleet, requests, e-permits, payments, client data. */
  | 'DISPATCHER'
  /** Reads everything, changes nothing (an accountant, a director). */
  | 'VIEWER';

/** Whether a member may work for the company now. */
export type MemberStatus =
  /** Works for the company. */
  | 'ACTIVE'
  /** Suspended by an administrator: reaches none of the company's records. */
  | 'SUSPENDED';

/** The e-permit and the status it moves to. */
export type MovePermitInput = {
  /** The e-permit to move. */
  permitId: Scalars['ID']['input'];
  /** With TO_PAY: the price in manat; the type's listed price when left out. */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** With REJECTED: why, for the haulier to read. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** The status it moves to. */
  status: PermitStatus;
};

/** The result of moving an e-permit. */
export type MovePermitPayload = {
  __typename?: 'MovePermitPayload';
  /** The e-permit as moved; null when it was not. */
  permit?: Maybe<PermitForReview>;
  /** `INVALID` on `status` for a step that is not allowed. */
  userErrors: Array<UserError>;
};

/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * The signed-in person, whose e-mail was invited, joins the company; the session works for it
   * from now on. `INVALID` on `token` when it is unknown, used, revoked, expired or for another
   * address.
   */
  acceptInvitation: CompanyPayload;
  /**
   * Accept an invitation: set the password of the new operator account, which becomes active and
   * is logged in (session cookie). Spends the token. `INVALID` on `token` when it is unknown, used
   * or expired; on `password` as a password reset checks it.
   */
  acceptOperatorInvitation: AcceptOperatorInvitationPayload;
  /** Operators only: accept a claimed pending request (PENDING → ACCEPTED), with an optional note. */
  acceptRequest?: Maybe<RequestReviewPayload>;
  /**
   * Operators only: accept or decline a pending request the caller has claimed (`claimRequest`).
   * The haulier is e-mailed.
   * @deprecated Use `acceptRequest` and `declineRequest`.
   */
  answerRequest?: Maybe<AnswerRequestPayload>;
  /** Cancel one of the caller's requests while it is pending. */
  cancelRequest: CancelRequestPayload;
  /** Administrators only: give a member another role. `NOT_ALLOWED` for the last administrator. */
  changeMemberRole?: Maybe<CompanyMemberPayload>;
  /** Change the signed-in account's password; the account's other sessions end. */
  changePassword: ChangePasswordPayload;
  /**
   * Operators only: claim an e-permit before acting on it, so that no other operator works it.
   * `CLAIMED_BY_ANOTHER` when another operator holds it; claiming one's own claim again succeeds.
   * Every operator mutation is null with a `FORBIDDEN` error for anyone but an operator.
   */
  claimPermit?: Maybe<PermitReviewPayload>;
  /**
   * Operators only: claim a pending request (a loading or unloading permission or an online
   * application) before answering it. `CLAIMED_BY_ANOTHER` when another operator holds it.
   */
  claimRequest?: Maybe<RequestReviewPayload>;
  /**
   * Password reset, step 3 of 3 (step 2 is `passwordResetLinkValid`): the new password. Spends the
   * link, ends every other session of the account and logs it in (session cookie).
   */
  completePasswordReset: CompletePasswordResetPayload;
  /** Sign-up, step 3 of 3: the password. Creates the account and logs it in (session cookie). */
  completeSignUp: CompleteSignUpPayload;
  /**
   * Confirm a new e-mail address with the six-digit code sent to it by `updateAccount`; the account
   * logs in with the new address from then on.
   */
  confirmEmailChange: ConfirmEmailChangePayload;
  /** Add a driver, with licence categories and the cars and trailers they drive. Made once per `Idempotency-Key` (see `Mutation`). */
  createDriver: CreateDriverPayload;
  /**
   * Add a car or a trailer. A car takes a truck brand, a trailer a trailer brand (or one making
   * both). Made once per `Idempotency-Key` (see `Mutation`).
   */
  createVehicle: CreateVehiclePayload;
  /**
   * Operators only: deactivate another operator; its sessions end at once and it can no longer
   * log in. `NOT_ALLOWED` for oneself.
   */
  deactivateOperator?: Maybe<OperatorPayload>;
  /** Operators only: decline a claimed pending request (PENDING → DECLINED) with a reason. */
  declineRequest?: Maybe<RequestReviewPayload>;
  /** Remove a driver from the lists; their cars and trailers are left without a driver. */
  deleteDriver: DeleteDriverPayload;
  /** Remove a car or trailer from the lists. */
  deleteVehicle: DeleteVehiclePayload;
  /**
   * File a loading permission. It is pending until an operator answers, and valid for
   * `permissionValidityDays` days from today (Ashgabat time). Made once per `Idempotency-Key` (see `Mutation`).
   */
  fileLoadingPermission: FileCargoPermissionPayload;
  /** File an unloading permission; the same fields and rules as a loading permission. Made once per `Idempotency-Key` (see `Mutation`). */
  fileUnloadingPermission: FileCargoPermissionPayload;
  /**
   * Administrators only: invite a person by e-mail into the session's company with a role. The
   * letter, in `language` (default the caller's), carries a link valid for 72 hours.
   */
  inviteMember?: Maybe<CompanyMembersPayload>;
  /**
   * Operators only: invite a person to become an operator. An e-mail in `language` carries a link
   * to set a password, valid 72 hours and once. Inviting an address again sends a new link (the
   * old one stops working). `INVALID` on `email` when it belongs to a haulier or an active operator.
   */
  inviteOperator?: Maybe<OperatorPayload>;
  /** Operators only: issue a claimed, paid e-permit (PAID → SUCCESSFUL); its document is signed. */
  issuePermit?: Maybe<PermitReviewPayload>;
  /**
   * The signed-in person leaves one of their companies; the sessions that worked for it work for
   * another of theirs (their own first), or for none. `NOT_ALLOWED` on `companyId` for the
   * company's last active administrator, `NOT_FOUND` for a company the person is not in.
   */
  leaveCompany: LeaveCompanyPayload;
  /**
   * Log in with e-mail and password. On success the gateway keeps the session in an httpOnly cookie;
   * the token itself is never given to the page.
   */
  logIn: LogInPayload;
  /** End the current session and clear its cookie. Logging out without a session succeeds too. */
  logOut: LogOutPayload;
  /**
   * Mark the answers given so far as seen: they leave `needsMe`'s items, and an answer given later
   * shows until the next mark. The payload's `needsMe` is the list after the mark.
   */
  markAnswersSeen: MarkAnswersSeenPayload;
  /** Mark one notice of the inbox read. The payload's `inbox` is the inbox after it. */
  markNoticeRead: MarkNoticeReadPayload;
  /**
   * Operators only: move an e-permit along. Allowed: NEW → UNDER_CONSIDERATION, UNDER_CONSIDERATION
   * → TO_PAY (with `price`, or the type's listed price), PAID → SUCCESSFUL, and NEW,
   * UNDER_CONSIDERATION or TO_PAY → REJECTED (with `reason`). The haulier is e-mailed. The caller
   * must hold the e-permit's claim (`claimPermit`). Null with a `FORBIDDEN` error for anyone but an
   * operator, as every operator mutation.
   * @deprecated Use `takePermit`, `pricePermit`, `rejectPermit` and `issuePermit`.
   */
  movePermit?: Maybe<MovePermitPayload>;
  /**
   * Start paying for an e-permit that is `TO_PAY`. The answer is the payment page's address: the
   * browser goes there, and comes back to `/online-application/ePermitHistory?payment={permit id}`;
   * that permit's `lastPayment` tells how it went (a front end shows it once, then drops the
   * parameter from the address so that a reload does not show it again).
   */
  payForPermit: PayForPermitPayload;
  /** Operators only: price a claimed e-permit under consideration (UNDER_CONSIDERATION → TO_PAY). */
  pricePermit?: Maybe<PermitReviewPayload>;
  /** Operators only: publish a draft or unpublished item; the public site and RSS show it at once. */
  publishNews?: Maybe<NewsPayload>;
  /** Administrators only: let a suspended member work for the company again. */
  reactivateMember?: Maybe<CompanyMemberPayload>;
  /** Operators only: let a deactivated operator log in again. */
  reactivateOperator?: Maybe<OperatorPayload>;
  /**
   * Operators only: revoke a claimed, paid e-permit before it is issued (PAID → REJECTED) with a
   * reason: its payment is refunded and the haulier gets a credit note. `NOT_ALLOWED` unless PAID.
   */
  refundPermit?: Maybe<PermitReviewPayload>;
  /**
   * A person without an account accepts an invitation: an account for the invited e-mail, a member
   * of the company, logged in (session cookie). `INVALID` on `token`, `name` or `password`.
   */
  registerWithInvitation: RegisterWithInvitationPayload;
  /** Operators only: reject a claimed NEW, UNDER_CONSIDERATION or TO_PAY e-permit with a reason. */
  rejectPermit?: Maybe<PermitReviewPayload>;
  /** Operators only: give up one's claim on an e-permit. `NOT_CLAIMED` when the caller holds none. */
  releasePermit?: Maybe<PermitReviewPayload>;
  /** Operators only: give up one's claim on a request. `NOT_CLAIMED` when the caller holds none. */
  releaseRequest?: Maybe<RequestReviewPayload>;
  /**
   * Administrators only: remove a member from the company (their account stays).
   * `NOT_ALLOWED` for the last active administrator.
   */
  removeMember?: Maybe<CompanyMembersPayload>;
  /**
   * Password reset, step 1 of 3: e-mails a reset link when the address has an account. The answer
   * is the same whether or not it has one, so nobody can learn who is registered.
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Request an e-permit; it starts as `NEW` and an operator takes it from there. Made once per `Idempotency-Key` (see `Mutation`). */
  requestPermit: RequestPermitPayload;
  /**
   * Sign-up, step 1 of 3: the details of the account. An e-mail with a six-digit code (valid 10
   * minutes) is sent to `email`; the answer's `challenge` is handed to the next two steps.
   */
  requestSignUpCode: RequestSignUpCodePayload;
  /** Administrators only: revoke an invitation not yet accepted; its link stops working. */
  revokeInvitation?: Maybe<CompanyMembersPayload>;
  /**
   * Operators only: revoke an issued e-permit. Its status stays Successful; every verification says
   * revoked from now on, and the haulier is e-mailed the reason.
   */
  revokePermit?: Maybe<RevokePermitPayload>;
  /**
   * Create or update the caller's individual data. On create, a licence and a patent scan are
   * required; on update, a new scan replaces the one of its type. Scans are JPEG or PNG, under
   * 7,168,000 bytes each. Made once per `Idempotency-Key` (see `Mutation`).
   */
  saveIndividualProfile: SaveIndividualProfilePayload;
  /**
   * Create or update the caller's legal-entity data. On create, the licence, certificate and state
   * register extract scans are required; on update, a new scan replaces the one of its type.
   * Made once per `Idempotency-Key` (see `Mutation`).
   */
  saveLegalEntityProfile: SaveLegalEntityProfilePayload;
  /**
   * Operators only: create a news item (without `id`; it starts as a DRAFT) or change one (with
   * `id`). The HTML is sanitized on save; the sanitized body is what `OfficeNewsItem.bodyHtml`
   * previews. A published item's change shows on the public site and in RSS at once. A create is
   * made once per `Idempotency-Key` (see `Mutation`).
   */
  saveNews?: Maybe<NewsPayload>;
  /** Send a message to a department of the enterprise (five per address in ten minutes). Made once per `Idempotency-Key` (see `Mutation`). */
  sendFeedback: SendFeedbackPayload;
  /**
   * Send an online (CMR) application with its documents: JPEG, PNG, BMP, GIF, SVG, WebP or PDF,
   * each under 7,168,000 bytes; the state registration document is required. Made once per `Idempotency-Key` (see `Mutation`).
   */
  sendOnlineApplication: SendOnlineApplicationPayload;
  /** Operators only: set the deposit (bank balance) of a haulier's client profile. */
  setDeposit?: Maybe<SetDepositPayload>;
  /**
   * Administrators only: suspend a member; they reach the company's cabinet no more until
   * reactivated. `NOT_ALLOWED` for the last active administrator.
   */
  suspendMember?: Maybe<CompanyMemberPayload>;
  /**
   * The session works for another of the person's companies from now on: every cabinet read and
   * write is that company's. `NOT_FOUND` for a company the person is not an active member of.
   */
  switchCompany: CompanyPayload;
  /** Operators only: take a claimed NEW e-permit under consideration (NEW → UNDER_CONSIDERATION). */
  takePermit?: Maybe<PermitReviewPayload>;
  /** Operators only: take a published item off the public site and RSS; it can be published again. */
  unpublishNews?: Maybe<NewsPayload>;
  /** Change the signed-in account's details. */
  updateAccount: UpdateAccountPayload;
  /**
   * Change a driver: only the fields sent change; a field left out (or null) keeps its value. An
   * empty `vehicleIds` unlinks every vehicle; a vehicle another driver had moves to this one, and
   * the payload's `reassignedVehicles` names it with that driver.
   */
  updateDriver: UpdateDriverPayload;
  /** Turn each kind of reminder on or off. */
  updateReminderSettings: UpdateReminderSettingsPayload;
  /**
   * Change a car or trailer: only the fields sent change (its type and kind never do). `driverId`
   * left out keeps the driver, null unlinks it; a new driver takes the vehicle from the one who
   * had it, whom the payload's `previousDriver` names.
   */
  updateVehicle: UpdateVehiclePayload;
  /** Sign-up, step 2 of 3: the e-mailed code. A wrong code leaves tries (five per code). */
  verifySignUpCode: VerifySignUpCodePayload;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationAcceptInvitationArgs = {
  input: AcceptInvitationInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationAcceptOperatorInvitationArgs = {
  input: AcceptOperatorInvitationInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationAcceptRequestArgs = {
  input: AnswerReviewInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationAnswerRequestArgs = {
  input: AnswerRequestInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationCancelRequestArgs = {
  input: CancelRequestInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationChangeMemberRoleArgs = {
  input: ChangeMemberRoleInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationClaimPermitArgs = {
  input: PermitReviewInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationClaimRequestArgs = {
  input: RequestReviewInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationCompletePasswordResetArgs = {
  input: CompletePasswordResetInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationCompleteSignUpArgs = {
  input: CompleteSignUpInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationConfirmEmailChangeArgs = {
  input: ConfirmEmailChangeInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationCreateDriverArgs = {
  input: CreateDriverInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationCreateVehicleArgs = {
  input: CreateVehicleInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationDeactivateOperatorArgs = {
  input: OperatorInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationDeclineRequestArgs = {
  input: AnswerReviewInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationDeleteDriverArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationDeleteVehicleArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationFileLoadingPermissionArgs = {
  input: CargoPermissionInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationFileUnloadingPermissionArgs = {
  input: CargoPermissionInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationInviteMemberArgs = {
  input: InviteMemberInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationInviteOperatorArgs = {
  input: InviteOperatorInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationIssuePermitArgs = {
  input: PermitReviewInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationLeaveCompanyArgs = {
  input: LeaveCompanyInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationLogInArgs = {
  input: LogInInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationMarkAnswersSeenArgs = {
  expiringWithinDays?: Scalars['Int']['input'];
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationMarkNoticeReadArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationMovePermitArgs = {
  input: MovePermitInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationPayForPermitArgs = {
  input: PayForPermitInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationPricePermitArgs = {
  input: PricePermitInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationPublishNewsArgs = {
  input: NewsItemInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationReactivateMemberArgs = {
  input: MemberInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationReactivateOperatorArgs = {
  input: OperatorInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRefundPermitArgs = {
  input: RejectPermitInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRegisterWithInvitationArgs = {
  input: RegisterWithInvitationInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRejectPermitArgs = {
  input: RejectPermitInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationReleasePermitArgs = {
  input: PermitReviewInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationReleaseRequestArgs = {
  input: RequestReviewInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRemoveMemberArgs = {
  input: MemberInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRequestPermitArgs = {
  input: RequestPermitInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRequestSignUpCodeArgs = {
  input: SignUpDetailsInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRevokeInvitationArgs = {
  input: InvitationInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationRevokePermitArgs = {
  input: RevokePermitInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationSaveIndividualProfileArgs = {
  input: IndividualProfileInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationSaveLegalEntityProfileArgs = {
  input: LegalEntityProfileInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationSaveNewsArgs = {
  input: SaveNewsInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationSendFeedbackArgs = {
  input: FeedbackInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationSendOnlineApplicationArgs = {
  input: OnlineApplicationInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationSetDepositArgs = {
  input: SetDepositInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationSuspendMemberArgs = {
  input: MemberInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationSwitchCompanyArgs = {
  input: SwitchCompanyInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationTakePermitArgs = {
  input: PermitReviewInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationUnpublishNewsArgs = {
  input: NewsItemInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationUpdateAccountArgs = {
  input: UpdateAccountInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationUpdateDriverArgs = {
  input: UpdateDriverInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationUpdateReminderSettingsArgs = {
  input: ReminderSettingsInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationUpdateVehicleArgs = {
  input: UpdateVehicleInput;
};


/**
 * Every change. Creates (`createDriver`, `createVehicle`, `requestPermit`, `fileLoadingPermission`,
 * `fileUnloadingPermission`, `sendOnlineApplication`, `saveIndividualProfile`,
 * `saveLegalEntityProfile`, `sendFeedback`, `saveNews` without `id`) are made once per attempt:
 * send the GraphQL request with an `Idempotency-Key` HTTP header (1 to 200 visible ASCII
 * characters; a random UUID does; another value is refused with `BAD_REQUEST`), and send the same
 * request with the same key when trying again after a failure or no answer. The retry answers what
 * the first attempt made and makes no second record; the same key with another request comes back
 * in `userErrors`. Each create of a request gets its own key from that one, by its order in the
 * document, so a request with several creates is retried whole. Keys are kept 24 hours, per account
 * (per address without a session).
 */
export type MutationVerifySignUpCodeArgs = {
  input: VerifySignUpCodeInput;
};

/** What needs the haulier, in the order a person deals with it. */
export type NeedsMe = {
  __typename?: 'NeedsMe';
  /** When the answers were last marked seen; null when never. */
  answersSeenAt?: Maybe<Scalars['DateTime']['output']>;
  /** Days ahead in which an expiry counts. */
  expiringWithinDays: Scalars['Int']['output'];
  /**
   * E-permits to pay (oldest first), then answers (newest first), then documents by expiry
   * (soonest first). Empty when nothing needs the haulier.
   */
  items: Array<NeedsMeItem>;
  /** Today in Ashgabat: where the expiry window starts. */
  today: Scalars['Date']['output'];
};

/** Something that needs the haulier. */
export type NeedsMeItem = {
  /** Unique in the list and the same from one read to the next (a front end's key). */
  key: Scalars['ID']['output'];
};

/** A news item being read, with the news published closest to it. */
export type NewsArticle = {
  __typename?: 'NewsArticle';
  /** The item; its `views` already counts this reading. */
  item: NewsItem;
  /** Four news items published closest in time, to read next. */
  relatedNews: Array<NewsItem>;
};

/** A published news item. */
export type NewsItem = {
  __typename?: 'NewsItem';
  /** The body as HTML, sanitized by the API (text tags and safe links only). */
  bodyHtml: LocalizedText;
  /** The news item's id (the `/single-news/{id}` of the web). */
  id: Scalars['ID']['output'];
  /**
   * Address of the poster image on this gateway, relative to its origin
   * (e.g. `/storage/posters/border-crossing.svg`).
   */
  posterUrl: Scalars['String']['output'];
  /**
   * Smaller renderings of a poster the office uploaded (WebP), narrowest first, for an image's
   * `srcset` (`url` and `width` as `{url} {width}w`): a phone downloads one sized for its screen.
   * Empty for a drawn (SVG) poster, which scales itself.
   */
  posterVariants: Array<ImageVariant>;
  /** When it was published. */
  publishedAt: Scalars['DateTime']['output'];
  /** The headline. */
  title: LocalizedText;
  /** How many times it was read. */
  views: Scalars['Int']['output'];
};

/** The news item to publish or unpublish. */
export type NewsItemInput = {
  /** The news item's id. */
  id: Scalars['ID']['input'];
};

/** One page of the news. */
export type NewsPage = {
  __typename?: 'NewsPage';
  /** The items of this page, newest first. */
  items: Array<NewsItem>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of a change to a news item. */
export type NewsPayload = {
  __typename?: 'NewsPayload';
  /** The item as saved; null when it was not. */
  newsItem?: Maybe<OfficeNewsItem>;
  /** The root query after the change, to re-read lists (`office.news`, `newsPage`). */
  query: Query;
  /** `INVALID` on a field (path such as `title.tm`, `poster`); `NOT_FOUND` on `id`. */
  userErrors: Array<UserError>;
};

/** Where a news item stands. */
export type NewsStatus =
  /** Saved, never published: only operators see it. */
  | 'DRAFT'
  /** On the public site and in RSS. */
  | 'PUBLISHED'
  /** Was published, then taken off: only operators see it. */
  | 'UNPUBLISHED';

/** A reminder, sent 30, 7 or 1 days before a document expires. */
export type Notice = {
  __typename?: 'Notice';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Which reminder it is: 30, 7 or 1 days before (fewer when a run was caught up). */
  daysBefore: Scalars['Int']['output'];
  /** What expires. */
  document: ExpiringDocumentKind;
  /** The last day the document is valid. */
  expiresOn: Scalars['Date']['output'];
  /** The notice's id, for marking it read. */
  id: Scalars['ID']['output'];
  /** A driver's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** When the haulier marked it read; null while unread. */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** The driver or e-permit it belongs to; null for the haulier's own data. */
  subjectId?: Maybe<Scalars['ID']['output']>;
};

/** The operator office, for signed-in operators. */
export type Office = {
  __typename?: 'Office';
  /** The signed-in operator. */
  me: Operator;
  /** Every news item, drafts and unpublished ones included, the last changed first, 20 a page; null past the last page. */
  news?: Maybe<OfficeNewsPage>;
  /** One news item in any state, for editing and preview; null when there is none. */
  newsItem?: Maybe<OfficeNewsItem>;
  /** Every operator account, invited ones included, by name. */
  operators: Array<Operator>;
  /** One e-permit with all it needs for its page; null when there is none with this id. */
  permit?: Maybe<PermitForReview>;
  /**
   * E-permits in one status, oldest first (the longest waiting on top), 50 a page, with the
   * counts of every status under the same filter; null for a page past the last.
   */
  permitQueue?: Maybe<PermitQueuePage>;
  /** One request with all it needs for its page; null when there is none. */
  request?: Maybe<RequestForReview>;
  /**
   * Requests in one status, oldest first, 50 a page, with the counts of every model and status
   * under the same filter; null for a page past the last. `countryId` and `permitTypeId` of the
   * filter do not apply to requests.
   */
  requestQueue?: Maybe<RequestQueuePage>;
};


/** The operator office, for signed-in operators. */
export type OfficeNewsArgs = {
  page?: Scalars['Int']['input'];
  status?: InputMaybe<NewsStatus>;
};


/** The operator office, for signed-in operators. */
export type OfficeNewsItemArgs = {
  id: Scalars['ID']['input'];
};


/** The operator office, for signed-in operators. */
export type OfficePermitArgs = {
  id: Scalars['ID']['input'];
};


/** The operator office, for signed-in operators. */
export type OfficePermitQueueArgs = {
  filter?: InputMaybe<QueueFilter>;
  page?: Scalars['Int']['input'];
  status?: PermitStatus;
};


/** The operator office, for signed-in operators. */
export type OfficeRequestArgs = {
  id: Scalars['ID']['input'];
  model: RequestModel;
};


/** The operator office, for signed-in operators. */
export type OfficeRequestQueueArgs = {
  filter?: InputMaybe<QueueFilter>;
  model?: InputMaybe<RequestModel>;
  page?: Scalars['Int']['input'];
  status?: RequestStatus;
};

/** A news item as operators edit it. */
export type OfficeNewsItem = {
  __typename?: 'OfficeNewsItem';
  /** The body as sanitized HTML: exactly what the public site will show. */
  bodyHtml: LocalizedText;
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The news item's id (also its `/single-news/{id}` once published). */
  id: Scalars['ID']['output'];
  /** Address of the poster image on this gateway, relative to its origin. */
  posterUrl: Scalars['String']['output'];
  /** When it was (first) published; null for a draft. */
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Where it stands. */
  status: NewsStatus;
  /** The headline. */
  title: LocalizedText;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
  /** How many times it was read on the public site. */
  views: Scalars['Int']['output'];
};

/** One page of the office's news. */
export type OfficeNewsPage = {
  __typename?: 'OfficeNewsPage';
  /** The items of this page, the last changed first. */
  items: Array<OfficeNewsItem>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** An online (CMR) application. */
export type OnlineApplication = Request & {
  __typename?: 'OnlineApplication';
  /** The CMR consignment note's number. */
  cmrNumber: Scalars['String']['output'];
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The application's id. */
  id: Scalars['ID']['output'];
  /** Always `ONLINE_APPLICATION`. */
  model: RequestModel;
  /** The loading permission's number. */
  permissionNumber: Scalars['String']['output'];
  /** Where it stands. */
  status: RequestStatus;
  /** Every change of status, oldest first. */
  statusHistory: Array<StatusChange>;
};

/** An online application as operators review it. */
export type OnlineApplicationForReview = RequestForReview & {
  __typename?: 'OnlineApplicationForReview';
  /** The account that filed it. */
  applicant: Applicant;
  /** What the signed-in operator may do with it now; the office offers only these. */
  availableActions: Array<ReviewAction>;
  /** The operator holding it, or null when nobody does. */
  claim?: Maybe<ReviewClaim>;
  /** The CMR consignment note's number. */
  cmrNumber: Scalars['String']['output'];
  /** The haulier company that filed it, with its members; null when it has none any more. */
  company?: Maybe<HaulierCompany>;
  /** When it was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The director's full name. */
  directorFullName: Scalars['String']['output'];
  /** The attached documents. */
  documents: Array<ApplicationDocument>;
  /** The responsible person's e-mail. */
  email: Scalars['String']['output'];
  /** The company's member who filed it; null when unknown or no member any more. */
  filedBy?: Maybe<HaulierMember>;
  /** The request's id, unique within its model. */
  id: Scalars['ID']['output'];
  /** The applying institution's name. */
  institutionName: Scalars['String']['output'];
  /** Which kind of request it is. */
  model: RequestModel;
  /** The loading permission's number. */
  permissionNumber: Scalars['String']['output'];
  /** The responsible person's phone. */
  phone: Scalars['String']['output'];
  /** The responsible person's full name. */
  responsiblePerson: Scalars['String']['output'];
  /** Where it stands. */
  status: RequestStatus;
  /** Every change of status, oldest first. */
  statusHistory: Array<StatusChange>;
  /** Every change of status, oldest first, with who made it by name. */
  timeline: Array<StatusChange>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** An online (CMR) application: its fields and its documents. */
export type OnlineApplicationInput = {
  /** The application letter (`yuztutma`). */
  applicationLetter?: InputMaybe<Scalars['Upload']['input']>;
  /** The certificate (`ygtyyarnama`). */
  certificate?: InputMaybe<Scalars['Upload']['input']>;
  /** The CMR consignment note's number. */
  cmrNumber: Scalars['String']['input'];
  /** The director's full name. */
  directorFullName: Scalars['String']['input'];
  /** The responsible person's e-mail. */
  email: Scalars['String']['input'];
  /** The applying institution's name. */
  institutionName: Scalars['String']['input'];
  /** The loading permission's number. */
  permissionNumber: Scalars['String']['input'];
  /** The responsible person's phone: `+993` and eight digits, or another country's with `+` and its code. */
  phone: Scalars['String']['input'];
  /** The responsible person's full name. */
  responsiblePerson: Scalars['String']['input'];
  /** The state registration document (`dowlet_sanaw`). */
  stateRegistration: Scalars['Upload']['input'];
};

/** An operator of the enterprise. */
export type Operator = {
  __typename?: 'Operator';
  /** When the account was created (or invited). */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail the operator logs in with. */
  email: Scalars['String']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** True for the signed-in operator. */
  isYou: Scalars['Boolean']['output'];
  /** The language of the operator's e-mails. */
  language: Language;
  /** The operator's name. */
  name: Scalars['String']['output'];
  /** Where the account stands. */
  status: OperatorStatus;
};

/** The operator acted on. */
export type OperatorInput = {
  /** The operator's account id. */
  operatorId: Scalars['ID']['input'];
};

/** An invitation, as the page that accepts it shows it. */
export type OperatorInvitation = {
  __typename?: 'OperatorInvitation';
  /** The invited address: the new account's login. */
  email: Scalars['String']['output'];
  /** When the link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The invitation letter's language: the page opens in it, as the person has read it so far. */
  language: Language;
  /** The invited person's name. */
  name: Scalars['String']['output'];
};

/** The result of a change to an operator account. */
export type OperatorPayload = {
  __typename?: 'OperatorPayload';
  /** The operator as it stands now; null when there is none. */
  operator?: Maybe<Operator>;
  /** The root query after the change, to re-read the list (`office.operators`). */
  query: Query;
  /** `INVALID` on a field, `NOT_ALLOWED` (e.g. deactivating oneself), `NOT_FOUND`, `MAIL_NOT_SENT`. */
  userErrors: Array<UserError>;
};

/** Where an operator account stands. */
export type OperatorStatus =
  /** Can log in. */
  | 'ACTIVE'
  /** Deactivated: cannot log in. */
  | 'DEACTIVATED'
  /** Invited; the password is not set yet. */
  | 'INVITED';

/** Where a page of a paged list sits in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Whether a page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether a page comes before this one. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** How many pages the whole list fills (the total divided by the page size, rounded up). */
  pageCount: Scalars['Int']['output'];
  /** How many items a full page holds. */
  pageSize: Scalars['Int']['output'];
  /** How many items the whole list holds. */
  totalCount: Scalars['Int']['output'];
};

/** The e-permit to pay for. */
export type PayForPermitInput = {
  /** The e-permit, which must be `TO_PAY`. */
  permitId: Scalars['ID']['input'];
};

/** The result of starting a payment. */
export type PayForPermitPayload = {
  __typename?: 'PayForPermitPayload';
  /** The payment page to send the browser to; null when paying is not possible. */
  paymentUrl?: Maybe<Scalars['String']['output']>;
  /** `INVALID` when the e-permit is not to be paid (or already paid); `NOT_FOUND` when it is not the caller's. */
  userErrors: Array<UserError>;
};

/** How a payment ended. */
export type PaymentOutcome =
  /** The payment was declined or failed; the e-permit is still to pay. */
  | 'FAILED'
  /** The payment went through; the e-permit is paid. */
  | 'SUCCEEDED';

/** An invitation into the session's company not yet accepted. */
export type PendingInvitation = {
  __typename?: 'PendingInvitation';
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** The invited address. */
  email: Scalars['String']['output'];
  /** When its link stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** The invitation's id (what `revokeInvitation` takes). */
  id: Scalars['ID']['output'];
  /** The language of the invitation e-mail. */
  language: Language;
  /** The role the person will have. */
  role: MemberRole;
};

/** An e-permit requested by the haulier for a trip to a foreign country. */
export type Permit = {
  __typename?: 'Permit';
  /** The car it was requested for: as listed now, or, once removed, as it was when requested. */
  car?: Maybe<Vehicle>;
  /** What is carried. */
  cargoType: Scalars['String']['output'];
  /** How many containers. */
  containerCount: Scalars['Int']['output'];
  /** The country of destination. */
  country: Country;
  /** When it was requested. */
  createdAt: Scalars['DateTime']['output'];
  /** The day of departure. */
  departureOn: Scalars['Date']['output'];
  /** A note for the operator. */
  description: Scalars['String']['output'];
  /** The issued document, once the e-permit is Successful; null before. */
  document?: Maybe<PermitDocument>;
  /**
   * The driver it was requested for: the driver as listed now, or, once removed from the list, as
   * they were when the permit was requested (then with no cars or trailers).
   */
  driver?: Maybe<Driver>;
  /** The e-permit's id. */
  id: Scalars['ID']['output'];
  /** Which of the caller's profiles requested it. */
  kind: ClientKind;
  /** Its last payment that ended (paid, declined or failed); null before one has. Reads the same every time. */
  lastPayment?: Maybe<PermitPayment>;
  /** True exactly when the status is `TO_PAY`: the pay button shows. */
  payable: Scalars['Boolean']['output'];
  /** The kind of e-permit. */
  permitType: PermitType;
  /** The price in manat, once an operator set it. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Its payment's receipt and, once refunded, the credit note; oldest first, empty before a payment. */
  receipts: Array<Receipt>;
  /** Why it was rejected, for the haulier to read; null unless `REJECTED`. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** The day of return. */
  returnOn: Scalars['Date']['output'];
  /** Where it stands. */
  status: PermitStatus;
  /** Every change of status, oldest first, from the request on. */
  statusHistory: Array<StatusChange>;
  /** The trailer it was requested for, if one was named: as listed now, or, once removed, as it was. */
  trailer?: Maybe<Vehicle>;
};

/** A Successful e-permit as a document: signed, printable, verifiable at a border. */
export type PermitDocument = {
  __typename?: 'PermitDocument';
  /** The signed credential (a compact ES256 JWS) an officer's verifier checks offline. */
  credential: Scalars['String']['output'];
  /** Where the owner downloads the PDF (a path of this gateway, with the session's cookie). */
  downloadUrl: Scalars['String']['output'];
  /** When it was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** The permit id of the international e-permit protocol, e.g. `TM-TR-2026-1-17`. */
  number: Scalars['String']['output'];
  /** Why it was revoked, for the haulier to read. */
  revocationReason?: Maybe<Scalars['String']['output']>;
  /** When an operator revoked it; null while it stands. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The public page that verifies it; its QR code is printed on the PDF. */
  verifyUrl: Scalars['String']['output'];
};

/** What narrows the caller's e-permits: all the fields given must hold. */
export type PermitFilter = {
  /** Only e-permits to this destination country. */
  countryId?: InputMaybe<Scalars['ID']['input']>;
  /** Requested on this day (in Ashgabat) or later. */
  filedFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Requested on this day (in Ashgabat) or earlier. */
  filedTo?: InputMaybe<Scalars['Date']['input']>;
  /** The e-permit's number, or part of its type of cargo, in any case (at most 100 characters). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only e-permits in this status. */
  status?: InputMaybe<PermitStatus>;
};

/** An e-permit as operators review it. */
export type PermitForReview = {
  __typename?: 'PermitForReview';
  /** The account that requested it. */
  applicant: Applicant;
  /** What the signed-in operator may do with it now; the office offers only these. */
  availableActions: Array<ReviewAction>;
  /** The car's plate number. */
  carPlateNumber: Scalars['String']['output'];
  /** What is carried. */
  cargoType: Scalars['String']['output'];
  /** The operator holding it, or null when nobody does. */
  claim?: Maybe<ReviewClaim>;
  /** The client profile's name: the company, or the person's full name. */
  clientName: Scalars['String']['output'];
  /** The client data it was requested with (its `kind`). */
  clientProfile?: Maybe<ClientProfile>;
  /** The haulier company that requested it, with its members; null when it has none any more. */
  company?: Maybe<HaulierCompany>;
  /** How many containers. */
  containerCount: Scalars['Int']['output'];
  /** The country of destination. */
  country: Country;
  /** When it was requested. */
  createdAt: Scalars['DateTime']['output'];
  /** The day of departure. */
  departureOn: Scalars['Date']['output'];
  /** The haulier's note. */
  description: Scalars['String']['output'];
  /** The issued document, once SUCCESSFUL; null before. */
  document?: Maybe<PermitDocument>;
  /** The driver's full name. */
  driverName: Scalars['String']['output'];
  /**
   * The company's member who requested it; null when the record is older than its company's
   * members, or that person is no member any more.
   */
  filedBy?: Maybe<HaulierMember>;
  /** The e-permit's id. */
  id: Scalars['ID']['output'];
  /** Which of the haulier's profiles requested it. */
  kind: ClientKind;
  /** True exactly when the status is `TO_PAY`. */
  payable: Scalars['Boolean']['output'];
  /** The kind of e-permit. */
  permitType: PermitType;
  /** The price in manat, once set. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Why it was rejected; null unless `REJECTED`. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** The day of return. */
  returnOn: Scalars['Date']['output'];
  /** Where it stands. */
  status: PermitStatus;
  /** Every change of status, oldest first. */
  statusHistory: Array<StatusChange>;
  /** Every change of status, oldest first, with who made it by name. */
  timeline: Array<StatusChange>;
  /** The trailer's plate number, when one was named. */
  trailerPlateNumber?: Maybe<Scalars['String']['output']>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** The caller's e-permits. */
export type PermitHistory = {
  __typename?: 'PermitHistory';
  /**
   * How the caller's most recently ended payment ended, of whichever permit; null before any.
   * @deprecated It does not say which permit. The payment page returns to `?payment={permit id}`: read that permit's `lastPayment`.
   */
  lastPaymentOutcome?: Maybe<PaymentOutcome>;
  /** Newest first. */
  permits: Array<Permit>;
};

/** One page of the caller's e-permits. */
export type PermitPage = {
  __typename?: 'PermitPage';
  /** The e-permits of this page, newest first. */
  items: Array<Permit>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** A payment of an e-permit that has ended. */
export type PermitPayment = {
  __typename?: 'PermitPayment';
  /** When it ended. */
  at: Scalars['DateTime']['output'];
  /** How it ended. */
  outcome: PaymentOutcome;
};

/** One page of an e-permit queue. */
export type PermitQueuePage = {
  __typename?: 'PermitQueuePage';
  /** How many e-permits each status holds under the same filter (every status, zeros included). */
  counts: Array<PermitStatusCount>;
  /** The e-permits of this page, oldest first. */
  items: Array<PermitForReview>;
  /** Where this page sits in the whole queue. */
  pageInfo: PageInfo;
};

/** The e-permit an operator acts on. */
export type PermitReviewInput = {
  /** The e-permit's id. */
  permitId: Scalars['ID']['input'];
};

/** One page of e-permits under review. */
export type PermitReviewPage = {
  __typename?: 'PermitReviewPage';
  /** The e-permits of this page, newest first. */
  items: Array<PermitForReview>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of an operator's action on an e-permit. */
export type PermitReviewPayload = {
  __typename?: 'PermitReviewPayload';
  /** The e-permit as it stands after the action (also after a refusal); null when there is none. */
  permit?: Maybe<PermitForReview>;
  /** The root query after the action, to re-read the queue (`office.permitQueue`). */
  query: Query;
  /**
   * `CLAIMED_BY_ANOTHER` when another operator holds it, `NOT_CLAIMED` when the caller must claim
   * it first, `NOT_ALLOWED` for a step its status does not allow, `INVALID` on `price` or
   * `reason`, `NOT_FOUND` on `permitId`.
   */
  userErrors: Array<UserError>;
};

/**
 * Where an e-permit stands. It moves NEW → UNDER_CONSIDERATION → TO_PAY → PAID → SUCCESSFUL; NEW,
 * UNDER_CONSIDERATION and TO_PAY may end REJECTED (with a reason). Only a confirmed payment moves
 * TO_PAY to PAID.
 */
export type PermitStatus =
  /** Requested, not yet looked at (1). */
  | 'NEW'
  /** Paid (4). */
  | 'PAID'
  /** Rejected, with a reason (6). */
  | 'REJECTED'
  /** Issued (5). */
  | 'SUCCESSFUL'
  /** Priced; waiting for the haulier's payment (3). */
  | 'TO_PAY'
  /** An operator is considering it (2). */
  | 'UNDER_CONSIDERATION';

/** How many e-permits are in one status. */
export type PermitStatusCount = {
  __typename?: 'PermitStatusCount';
  /** How many. */
  count: Scalars['Int']['output'];
  /** The status. */
  status: PermitStatus;
};

/** An e-permit an operator has priced: it waits for the haulier's payment. */
export type PermitToPay = NeedsMeItem & {
  __typename?: 'PermitToPay';
  /** The destination country. */
  country: Country;
  /** The day of departure. */
  departureOn: Scalars['Date']['output'];
  /** Unique in the list and the same from one read to the next. */
  key: Scalars['ID']['output'];
  /** Whose e-permit: the individual or the legal-entity profile's. */
  kind: ClientKind;
  /** The e-permit's id (its number as the haulier reads it). */
  permitId: Scalars['ID']['output'];
  /** The permit type asked for. */
  permitType: PermitType;
  /** The price in manat. */
  price: Scalars['Float']['output'];
  /** The day of return. */
  returnOn: Scalars['Date']['output'];
};

/** A kind of e-permit. */
export type PermitType = {
  __typename?: 'PermitType';
  /** What the kind allows. */
  description: LocalizedText;
  /** The permit type's id. */
  id: Scalars['ID']['output'];
  /** The kind's name. */
  name: LocalizedText;
  /** The kind's number, 1 to 4, as printed on permits. */
  number: Scalars['Int']['output'];
  /** The listed price in manat; an operator may set another when the permit is to be paid. */
  price: Scalars['Float']['output'];
};

/** The answer to a verification: the status, and the permit's public fields unless forged. */
export type PermitVerification = {
  __typename?: 'PermitVerification';
  /** Null when the code is forged. */
  permit?: Maybe<VerifiedPermit>;
  /** Valid, revoked, expired or forged. */
  status: PermitVerificationStatus;
};

/** What a verification found. */
export type PermitVerificationStatus =
  /** Past the end of its return day. */
  | 'EXPIRED'
  /** Not signed by a key of the enterprise, altered, or not issued by it. */
  | 'FORGED'
  /** Revoked by the enterprise: not to be accepted. */
  | 'REVOKED'
  /** Signed by the enterprise, not revoked, not past its return day. */
  | 'VALID';

/** The e-permit to price and its price. */
export type PricePermitInput = {
  /** The e-permit's id. */
  permitId: Scalars['ID']['input'];
  /** The price in manat, more than 0; the permit type's listed price when left out. */
  price?: InputMaybe<Scalars['Float']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** The about page: introduction, founding, the enterprise's duties. */
  aboutPage: AboutPage;
  /** Truck and trailer brands; with `vehicleType`, only those that fit a car or a trailer. */
  brands: Array<Brand>;
  /** Turkmenistan's 13 road border checkpoints, for the map. */
  checkpoints: Array<Checkpoint>;
  /**
   * What the members of the session's company did, and what the office and the payment provider
   * did to its records, newest first, 20 a page; null for a page past the last. Any member may
   * read it; `FORBIDDEN` for a person in no company and for an operator. A bad day, or `from`
   * after `to`, is a `BAD_USER_INPUT` error naming the filter's field.
   */
  companyActivity?: Maybe<CompanyActivityPage>;
  /**
   * What an invitation link (the `token` of the e-mailed `/invitation?token=…` address) invites
   * to, for the page that accepts it; null when the token is unknown, used, revoked or expired.
   * Anyone may ask: the token is the secret.
   */
  companyInvitation?: Maybe<CompanyInvitation>;
  /**
   * The members of the company the session works for and, to an administrator, its invitations
   * still waiting. Any member may read it; `FORBIDDEN` for a person in no company and for an
   * operator, `UNAUTHENTICATED` without a session.
   */
  companyMembers?: Maybe<CompanyMembers>;
  /** The contacts page: departments, address, working hours. */
  contactsPage: ContactsPage;
  /** Countries an e-permit or a vehicle may name, in the API's order (a front end sorts them in its reader's language). */
  countries: Array<Country>;
  /** One of the caller's drivers; null when it does not exist, was removed or is not the caller's. */
  driver?: Maybe<Driver>;
  /** The caller's drivers of one kind, newest first. */
  drivers: Array<Driver>;
  /** Driving licence categories (B, C, CE, …). */
  drivingLicenceCategories: Array<DrivingLicenceCategory>;
  /**
   * The signed-in haulier's inbox: the newest notices (reminders before a document expires,
   * newest first) and how many are unread.
   */
  inbox: Inbox;
  /** The caller's individual client data, or null when it has none yet. */
  individualProfile?: Maybe<IndividualProfile>;
  /** The four latest news items, newest first (the main page's cards). */
  latestNews: Array<NewsItem>;
  /** The caller's legal-entity client data, or null when it has none yet. */
  legalEntityProfile?: Maybe<LegalEntityProfile>;
  /** Types of the haulier's transport licence. */
  licenceTypes: Array<LicenceType>;
  /**
   * The signed-in account, or null when the request carries no session. A session that has ended
   * (logged out elsewhere, expired, password changed) is an `UNAUTHENTICATED` error.
   */
  me?: Maybe<Account>;
  /**
   * What needs the signed-in haulier now, for the cabinet's first tab: e-permits to pay, answers to
   * their requests since they last marked them seen, and documents expired or expiring within
   * `expiringWithinDays`. Gathered by the API in one call. New kinds of item may be added to
   * `items`: a front end shows those it knows and may skip the others.
   */
  needsMe: NeedsMe;
  /** A news item to read, with related news; reading it counts a view. Null when it does not exist. */
  newsArticle?: Maybe<NewsArticle>;
  /** One page of the news, newest first, 12 a page; null for a page past the last. */
  newsPage?: Maybe<NewsPage>;
  /**
   * The operator office: queues, a request's page, news, operators' accounts. Null with a
   * `FORBIDDEN` error for a haulier (`UNAUTHENTICATED` without a session); the other fields of the
   * same document keep their data.
   */
  office?: Maybe<Office>;
  /**
   * An invitation to become an operator (the `token` of the e-mailed `/office/invitation?token=…`
   * link), for the page that sets the password; null when it is unknown, used or expired. Anyone
   * may ask: the token is the secret.
   */
  operatorInvitation?: Maybe<OperatorInvitation>;
  /**
   * Whether a password-reset link (the `link_code` and `user_id` of the e-mailed
   * `/password-reset/{link_code}?user_id={id}` address) is still valid: unused and under 60 minutes
   * old. Nothing is spent by asking.
   */
  passwordResetLinkValid: Scalars['Boolean']['output'];
  /**
   * The last day a loading or unloading permission filed today would be valid: today in Ashgabat
   * plus `permissionValidityDays`. The form shows it read-only; the filed permission's `expiresOn`
   * is fixed by the server on the day it is filed.
   */
  permissionExpiresOn: Scalars['Date']['output'];
  /** How many days a loading or unloading permission is valid from the day it is filed. */
  permissionValidityDays: Scalars['Int']['output'];
  /** One of the caller's e-permits; null when there is none with this id or it is not the caller's. */
  permit?: Maybe<Permit>;
  /**
   * The caller's e-permits, newest first, each with its last payment.
   * @deprecated It lists every e-permit at once. Read `permits(page)`, a page at a time.
   */
  permitHistory: PermitHistory;
  /** The kinds of e-permit (bilateral, transit, third country, unladen entry) with their prices. */
  permitTypes: Array<PermitType>;
  /**
   * The caller's e-permits, newest first, 16 a page; null for a page past the last. With a filter,
   * only what it leaves, and `pageInfo` counts that.
   */
  permits?: Maybe<PermitPage>;
  /**
   * Operators only: every haulier's e-permits, newest first, 50 a page. Null with a `FORBIDDEN`
   * error for anyone else (the rest of the document keeps its data).
   * @deprecated Use `office.permitQueue`: oldest first, filters, claims.
   */
  permitsForReview?: Maybe<PermitReviewPage>;
  /** Regions of Turkmenistan with their cities. */
  regions: Array<Region>;
  /** Which kinds of reminder before an expiry the signed-in haulier gets by e-mail and in the inbox. */
  reminderSettings: ReminderSettings;
  /**
   * One of the caller's requests by its kind and id (what a confirmation page shows after a filing);
   * null when there is none or it is not the caller's.
   */
  request?: Maybe<Request>;
  /**
   * The caller's online applications and loading and unloading permissions, newest first, 16 a
   * page; null for a page past the last. With a filter, only what it leaves, and `pageInfo` counts that.
   */
  requests?: Maybe<RequestPage>;
  /**
   * Operators only: every haulier's requests, newest first, 50 a page; null for a page past the
   * last, and null with a `FORBIDDEN` error for anyone else.
   * @deprecated Use `office.requestQueue`: oldest first, filters, claims.
   */
  requestsForReview?: Maybe<RequestReviewPage>;
  /** The services page: the enterprise's three areas of work and their services. */
  servicesPage: ServicesPage;
  /** One of the caller's cars or trailers; null when it does not exist or is not the caller's. */
  vehicle?: Maybe<Vehicle>;
  /** The caller's cars or trailers of one kind, newest first. */
  vehicles: Array<Vehicle>;
  /**
   * Checks an issued e-permit's credential (the code its QR link carries), as a border officer's scan
   * does. Anyone may ask; the answer holds no contacts, documents or driver.
   */
  verifyPermit: PermitVerification;
};


export type QueryBrandsArgs = {
  vehicleType?: InputMaybe<VehicleType>;
};


export type QueryCompanyActivityArgs = {
  filter?: InputMaybe<CompanyActivityFilter>;
  page?: Scalars['Int']['input'];
};


export type QueryCompanyInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryDriverArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDriversArgs = {
  kind: ClientKind;
};


export type QueryNeedsMeArgs = {
  expiringWithinDays?: Scalars['Int']['input'];
};


export type QueryNewsArticleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNewsPageArgs = {
  page?: Scalars['Int']['input'];
};


export type QueryOperatorInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryPasswordResetLinkValidArgs = {
  linkCode: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type QueryPermitArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPermitsArgs = {
  filter?: InputMaybe<PermitFilter>;
  page?: Scalars['Int']['input'];
};


export type QueryPermitsForReviewArgs = {
  page?: Scalars['Int']['input'];
  status?: InputMaybe<PermitStatus>;
};


export type QueryRequestArgs = {
  id: Scalars['ID']['input'];
  model: RequestModel;
};


export type QueryRequestsArgs = {
  filter?: InputMaybe<RequestFilter>;
  page?: Scalars['Int']['input'];
};


export type QueryRequestsForReviewArgs = {
  page?: Scalars['Int']['input'];
  status?: InputMaybe<RequestStatus>;
};


export type QueryVehicleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVehiclesArgs = {
  kind: ClientKind;
  type: VehicleType;
};


export type QueryVerifyPermitArgs = {
  code: Scalars['String']['input'];
};

/** What narrows a queue; every field is optional and they combine. */
export type QueueFilter = {
  /** E-permits to this country (e-permits only). */
  countryId?: InputMaybe<Scalars['ID']['input']>;
  /** Filed on or after this day (in Ashgabat). */
  filedFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Filed on or before this day (in Ashgabat). */
  filedTo?: InputMaybe<Scalars['Date']['input']>;
  /** The haulier: part of the account's name or e-mail, or the account's id. */
  haulier?: InputMaybe<Scalars['String']['input']>;
  /** E-permits of this type (e-permits only). */
  permitTypeId?: InputMaybe<Scalars['ID']['input']>;
};

/** A car or trailer that a save took from another of the caller's drivers. */
export type ReassignedVehicle = {
  __typename?: 'ReassignedVehicle';
  /** The driver who had it, as that driver reads after the save; null if since removed. */
  previousDriver?: Maybe<Driver>;
  /** The car or trailer, now linked to the saved driver. */
  vehicle: Vehicle;
};

/** A receipt of a payment, or a refund's credit note: a PDF in the payer's language and English. */
export type Receipt = {
  __typename?: 'Receipt';
  /** The amount paid or refunded, in manat. */
  amount: Scalars['Float']['output'];
  /** Where the payer downloads the PDF (a path of this gateway, with the session's cookie). */
  downloadUrl: Scalars['String']['output'];
  /** The receipt's id. */
  id: Scalars['ID']['output'];
  /** When it was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** A receipt or a credit note. */
  kind: ReceiptKind;
  /** Numbered within its kind and year: `R-2026-00017`, `CN-2026-00003`. */
  number: Scalars['String']['output'];
};

/** What a receipt document is. */
export type ReceiptKind =
  /** The credit note of a refund, when an operator revoked the paid e-permit. */
  | 'CREDIT_NOTE'
  /** The receipt of a payment. */
  | 'RECEIPT';

/** A region (welayat) of Turkmenistan, or the capital. */
export type Region = {
  __typename?: 'Region';
  /** The cities of the region. */
  cities: Array<City>;
  /** The region's id. */
  id: Scalars['ID']['output'];
  /** The region's name. */
  name: LocalizedText;
};

/** A newcomer's sign-up with an invitation. */
export type RegisterWithInvitationInput = {
  /** The person's name. */
  name: Scalars['String']['input'];
  /** At least 8 characters. */
  password: Scalars['String']['input'];
  /** The `token` of the invitation link. */
  token: Scalars['String']['input'];
};

/** The result of signing up with an invitation. */
export type RegisterWithInvitationPayload = {
  __typename?: 'RegisterWithInvitationPayload';
  /** `INVALID` on `token`, `name` or `password`, or `RATE_LIMITED`. */
  userErrors: Array<UserError>;
  /** The new account's name; the session cookie is set. Null when the sign-up failed. */
  userName?: Maybe<Scalars['String']['output']>;
};

/** The e-permit to reject and why. */
export type RejectPermitInput = {
  /** The e-permit's id. */
  permitId: Scalars['ID']['input'];
  /** Why, for the haulier to read (required). */
  reason: Scalars['String']['input'];
};

/** Which reminders the haulier gets; each is on until turned off. */
export type ReminderSettings = {
  __typename?: 'ReminderSettings';
  /** The licence, patent, state register extract and certificate of the client data. */
  clientDocuments: Scalars['Boolean']['output'];
  /** The drivers' driving licences. */
  drivingLicences: Scalars['Boolean']['output'];
  /** Issued e-permits. */
  ePermits: Scalars['Boolean']['output'];
};

/** Which reminders the haulier wants. */
export type ReminderSettingsInput = {
  /** Reminders of the client data's licence, patent, state register extract and certificate. */
  clientDocuments: Scalars['Boolean']['input'];
  /** Reminders of the drivers' driving licences. */
  drivingLicences: Scalars['Boolean']['input'];
  /** Reminders of issued e-permits. */
  ePermits: Scalars['Boolean']['input'];
};

/** A request the haulier filed: an online application or a loading or unloading permission. */
export type Request = {
  /** The CMR consignment note's number. */
  cmrNumber: Scalars['String']['output'];
  /** When it was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The request's id, unique within its model. */
  id: Scalars['ID']['output'];
  /** Which kind of request it is. */
  model: RequestModel;
  /** The permission's number. */
  permissionNumber: Scalars['String']['output'];
  /** Where it stands. */
  status: RequestStatus;
  /** Every change of status, oldest first, from the filing on. */
  statusHistory: Array<StatusChange>;
};

/** What narrows the caller's requests: all the fields given must hold. */
export type RequestFilter = {
  /** Filed on this day (in Ashgabat) or later. */
  filedFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Filed on this day (in Ashgabat) or earlier. */
  filedTo?: InputMaybe<Scalars['Date']['input']>;
  /** Only this kind of request. */
  model?: InputMaybe<RequestModel>;
  /** Part of the permission number or the CMR number, in any case (at most 100 characters). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only requests in this status. */
  status?: InputMaybe<RequestStatus>;
};

/** A request as operators review it: all its fields and who filed it. */
export type RequestForReview = {
  /** The account that filed it. */
  applicant: Applicant;
  /** What the signed-in operator may do with it now; the office offers only these. */
  availableActions: Array<ReviewAction>;
  /** The operator holding it, or null when nobody does. */
  claim?: Maybe<ReviewClaim>;
  /** The CMR consignment note's number. */
  cmrNumber: Scalars['String']['output'];
  /** The haulier company that filed it, with its members; null when it has none any more. */
  company?: Maybe<HaulierCompany>;
  /** When it was filed. */
  createdAt: Scalars['DateTime']['output'];
  /** The company's member who filed it; null when unknown or no member any more. */
  filedBy?: Maybe<HaulierMember>;
  /** The request's id, unique within its model. */
  id: Scalars['ID']['output'];
  /** Which kind of request it is. */
  model: RequestModel;
  /** The permission's number. */
  permissionNumber: Scalars['String']['output'];
  /** Where it stands. */
  status: RequestStatus;
  /** Every change of status, oldest first. */
  statusHistory: Array<StatusChange>;
  /** Every change of status, oldest first, with who made it by name. */
  timeline: Array<StatusChange>;
  /** When it last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** Which kind of request. */
export type RequestModel =
  /** A loading permission (model 2). */
  | 'LOADING_PERMISSION'
  /** An online (CMR) application (model 1). */
  | 'ONLINE_APPLICATION'
  /** An unloading permission (model 3). */
  | 'UNLOADING_PERMISSION';

/** One page of requests. */
export type RequestPage = {
  __typename?: 'RequestPage';
  /** The requests of this page, newest first. */
  items: Array<Request>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** Password reset step 1: the account's e-mail. */
export type RequestPasswordResetInput = {
  /** The e-mail of the account. */
  email: Scalars['String']['input'];
};

/** The result of password reset step 1. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True when the request was taken (whether or not the address has an account). */
  requested: Scalars['Boolean']['output'];
  /** `MAIL_NOT_SENT` when the link could not be sent, or field problems. */
  userErrors: Array<UserError>;
};

/** A new e-permit request. */
export type RequestPermitInput = {
  /** One of the caller's cars of that kind. */
  carId: Scalars['ID']['input'];
  /** What is carried. */
  cargoType: Scalars['String']['input'];
  /** How many containers, 0 to 1000. */
  containerCount: Scalars['Int']['input'];
  /** The country of destination. */
  countryId: Scalars['ID']['input'];
  /** Not before today (Ashgabat), at most a year ahead. */
  departureOn: Scalars['Date']['input'];
  /** A note for the operator, at most 2000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** One of the caller's drivers of that kind. */
  driverId: Scalars['ID']['input'];
  /** Which of the caller's profiles requests it. */
  kind: ClientKind;
  /** The kind of e-permit. */
  permitTypeId: Scalars['ID']['input'];
  /** Not before the departure, at most a year after it. */
  returnOn: Scalars['Date']['input'];
  /** Optionally, one of the caller's trailers of that kind. */
  trailerId?: InputMaybe<Scalars['ID']['input']>;
};

/** The result of requesting an e-permit. */
export type RequestPermitPayload = {
  __typename?: 'RequestPermitPayload';
  /** The new e-permit; null when nothing was requested. */
  permit?: Maybe<Permit>;
  /** The root query after the request, to re-read the list it joined (`permits`: it is on top of the first page). */
  query: Query;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** One page of a request queue. */
export type RequestQueuePage = {
  __typename?: 'RequestQueuePage';
  /** How many requests each model and status holds under the same filter (zeros included). */
  counts: Array<RequestStatusCount>;
  /** The requests of this page, oldest first. */
  items: Array<RequestForReview>;
  /** Where this page sits in the whole queue. */
  pageInfo: PageInfo;
};

/** The request an operator acts on. */
export type RequestReviewInput = {
  /** Which kind of request. */
  model: RequestModel;
  /** The request's id. */
  requestId: Scalars['ID']['input'];
};

/** One page of requests under review. */
export type RequestReviewPage = {
  __typename?: 'RequestReviewPage';
  /** The requests of this page, newest first. */
  items: Array<RequestForReview>;
  /** Where this page sits in the whole list. */
  pageInfo: PageInfo;
};

/** The result of an operator's action on a request. */
export type RequestReviewPayload = {
  __typename?: 'RequestReviewPayload';
  /** The root query after the action, to re-read the queue (`office.requestQueue`). */
  query: Query;
  /** The request as it stands after the action (also after a refusal); null when there is none. */
  request?: Maybe<RequestForReview>;
  /**
   * `CLAIMED_BY_ANOTHER`, `NOT_CLAIMED`, `NOT_ALLOWED` (no longer pending), `INVALID` on `reason`,
   * `NOT_FOUND` on `requestId`.
   */
  userErrors: Array<UserError>;
};

/** The result of sign-up step 1. */
export type RequestSignUpCodePayload = {
  __typename?: 'RequestSignUpCodePayload';
  /**
   * An opaque, signed id of this sign-up, to send with steps 2 and 3; null when the step failed.
   * It says nothing about the code.
   */
  challenge?: Maybe<Scalars['String']['output']>;
  /** Field problems (a registered e-mail is one), `MAIL_NOT_SENT` or `RATE_LIMITED`. */
  userErrors: Array<UserError>;
};

/** Where a request stands: pending until an operator accepts or declines it, or the haulier cancels it. */
export type RequestStatus =
  /** Accepted by an operator (1). */
  | 'ACCEPTED'
  /** Cancelled by the haulier (3). */
  | 'CANCELED'
  /** Declined by an operator (2). */
  | 'DECLINED'
  /** Filed, waiting for an operator (0). */
  | 'PENDING';

/** How many requests of one kind are in one status. */
export type RequestStatusCount = {
  __typename?: 'RequestStatusCount';
  /** How many. */
  count: Scalars['Int']['output'];
  /** The kind of request. */
  model: RequestModel;
  /** The status. */
  status: RequestStatus;
};

/** What an operator may do with an e-permit or a request now. */
export type ReviewAction =
  /** Accept a pending request. */
  | 'ACCEPT'
  /** Claim it (nobody holds it). */
  | 'CLAIM'
  /** Decline a pending request with a reason. */
  | 'DECLINE'
  /** Issue a paid e-permit. */
  | 'ISSUE'
  /** Price an e-permit under consideration. */
  | 'PRICE'
  /** Revoke a paid e-permit before it is issued, refunding its payment. */
  | 'REFUND'
  /** Reject an e-permit with a reason. */
  | 'REJECT'
  /** Give up one's claim. */
  | 'RELEASE'
  /** Take a NEW e-permit under consideration. */
  | 'TAKE';

/** An operator's claim on an e-permit or a request: nobody else acts on it while it stands. */
export type ReviewClaim = {
  __typename?: 'ReviewClaim';
  /** When it was claimed. */
  claimedAt: Scalars['DateTime']['output'];
  /** True when the signed-in operator holds it. */
  mine: Scalars['Boolean']['output'];
  /** The operator who holds it. */
  operator: Operator;
};

/** An issued e-permit to revoke. */
export type RevokePermitInput = {
  /** The e-permit (its id, not its document number). */
  permitId: Scalars['ID']['input'];
  /** Why, for the haulier to read. */
  reason: Scalars['String']['input'];
};

/** The result of a revocation. */
export type RevokePermitPayload = {
  __typename?: 'RevokePermitPayload';
  /** The document as revoked; null when it was not. */
  document?: Maybe<PermitDocument>;
  /** `reason` when blank; `status` when it was revoked already; `permitId` when it was never issued. */
  userErrors: Array<UserError>;
};

/** The result of saving individual client data. */
export type SaveIndividualProfilePayload = {
  __typename?: 'SaveIndividualProfilePayload';
  /** The data as saved; null when nothing was saved. */
  profile?: Maybe<IndividualProfile>;
  /** The root query after the save (`individualProfile` is no longer null after a first save). */
  query: Query;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of saving legal-entity client data. */
export type SaveLegalEntityProfilePayload = {
  __typename?: 'SaveLegalEntityProfilePayload';
  /** The data as saved; null when nothing was saved. */
  profile?: Maybe<LegalEntityProfile>;
  /** The root query after the save (`legalEntityProfile` is no longer null after a first save). */
  query: Query;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** A news item as it should be saved. */
export type SaveNewsInput = {
  /** The body as HTML in three languages; scripts, styles and unsafe links are removed. */
  bodyHtml: LocalizedTextInput;
  /** The item to change; left out to create a new draft. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The poster: JPEG, PNG or WebP, at most 2,000,000 bytes. Required to create; kept when left out. */
  poster?: InputMaybe<Scalars['Upload']['input']>;
  /** The headline in three languages, each 1 to 300 characters. */
  title: LocalizedTextInput;
};

/** The result of sending feedback. */
export type SendFeedbackPayload = {
  __typename?: 'SendFeedbackPayload';
  /** True when the message reached the department. */
  sent: Scalars['Boolean']['output'];
  /** `MAIL_NOT_SENT` (the message is kept for the staff), field problems, or `RATE_LIMITED`. */
  userErrors: Array<UserError>;
};

/** The result of sending an online application. */
export type SendOnlineApplicationPayload = {
  __typename?: 'SendOnlineApplicationPayload';
  /** The sent application, pending; null when nothing was sent. */
  application?: Maybe<OnlineApplication>;
  /** The root query after the sending, to re-read the list it joined (`requests`). */
  query: Query;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** A service of the enterprise. */
export type Service = {
  __typename?: 'Service';
  /** A stable name of the service. */
  code: Scalars['String']['output'];
  /** What the service is. */
  description: LocalizedText;
  /** The service's name. */
  title: LocalizedText;
};

/** An area of the enterprise's work. */
export type ServiceSection = {
  __typename?: 'ServiceSection';
  /** A stable name of the section, e.g. `permissions`. */
  code: Scalars['String']['output'];
  /** What the section covers. */
  description: LocalizedText;
  /** The services of the section. */
  services: Array<Service>;
  /** The section's title. */
  title: LocalizedText;
};

/** The services page of the portal. */
export type ServicesPage = {
  __typename?: 'ServicesPage';
  /** The page's introduction. */
  description: LocalizedText;
  /** Permissions; services; accounting and control of vehicles. */
  sections: Array<ServiceSection>;
  /** The page's title. */
  title: LocalizedText;
};

/** The client profile and its new deposit. */
export type SetDepositInput = {
  /** The haulier's account id (`Applicant.id`). */
  accountId: Scalars['ID']['input'];
  /** In manat, 0 or more. */
  balance: Scalars['Float']['input'];
  /** Which of the haulier's profiles. */
  kind: ClientKind;
};

/** The result of setting a deposit. */
export type SetDepositPayload = {
  __typename?: 'SetDepositPayload';
  /** The deposit as set; null when it was not. */
  balance?: Maybe<Scalars['Float']['output']>;
  /** The root query after the change, to re-read the haulier's page (`office.permit`, `office.request`). */
  query: Query;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** Sign-up step 1: who the account is for. */
export type SignUpDetailsInput = {
  /** Until when the certificate is valid; not in the past. */
  certificateExpiresOn: Scalars['Date']['input'];
  /** The institution's certificate number. */
  certificateNumber: Scalars['String']['input'];
  /** Where the code is sent; becomes the login. */
  email: Scalars['String']['input'];
  /** The institution's name. */
  institutionName: Scalars['String']['input'];
  /** The responsible employee's name. */
  name: Scalars['String']['input'];
  /**
   * `+993` and eight digits, or another country's number with `+` and its code; spaces, brackets
   * and dashes of a mask are accepted. Stored in E.164.
   */
  phone: Scalars['String']['input'];
  /** The privacy policy was read and accepted; must be true. */
  privacyPolicyAccepted: Scalars['Boolean']['input'];
  /** The institution's state register number. */
  stateRegisterNumber: Scalars['String']['input'];
};

/** Who changed a status. */
export type StatusActor =
  /** The haulier (filing or cancelling). */
  | 'CLIENT'
  /** An operator of the enterprise. */
  | 'OPERATOR'
  /** The payment provider confirming a payment. */
  | 'PAYMENT_PROVIDER';

/** A change of an e-permit's or a request's status: the haulier's timelines and the office's alike. */
export type StatusChange = {
  __typename?: 'StatusChange';
  /** Who changed it. */
  actor: StatusActor;
  /** Who changed it by name, the operator included, as the office reads it; null in the haulier's cabinet and for the payment provider. */
  actorName?: Maybe<Scalars['String']['output']>;
  /** When. */
  changedAt: Scalars['DateTime']['output'];
  /** The status before; null for the filing itself. */
  fromStatus?: Maybe<TimelineStatus>;
  /** The name of the company's member who did it; null for the office's and the payment provider's changes, and for changes made before companies had members. */
  member?: Maybe<Scalars['String']['output']>;
  /** Why (a rejection's or a decline's reason), when one was given. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The status after the change. */
  toStatus: TimelineStatus;
};

/**
 * What changes while a screen is open (ADR 0107). Subscriptions travel as Server-Sent Events at
 * `GET /graphql/stream` (the GraphQL over SSE protocol's distinct connections mode: `next` and
 * `complete` events), each event with an `id:` line; a client that reconnects with `Last-Event-ID`
 * gets the events it missed, in order. Signed-in sessions only.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * Hauliers: their company's e-permits and requests as they change (filed, moved, answered,
   * paid). Operators: the office's: every new request, move and claim, whoever made it.
   */
  liveChanges: LiveChange;
};

/** A company of the person's. */
export type SwitchCompanyInput = {
  /** The company's id (`Company.id`). */
  companyId: Scalars['ID']['input'];
};

/**
 * A status in a timeline: an e-permit's (NEW … REJECTED, as PermitStatus) or a request's (PENDING …
 * CANCELED, as RequestStatus). One enum, so one StatusChange serves both; the names never overlap.
 */
export type TimelineStatus =
  /** Request: accepted by an operator (1). */
  | 'ACCEPTED'
  /** Request: cancelled by the haulier (3). */
  | 'CANCELED'
  /** Request: declined by an operator (2). */
  | 'DECLINED'
  /** E-permit: requested, not yet looked at (1). */
  | 'NEW'
  /** E-permit: paid (4). */
  | 'PAID'
  /** Request: filed, waiting for an operator (0). */
  | 'PENDING'
  /** E-permit: rejected, with a reason (6). */
  | 'REJECTED'
  /** E-permit: issued (5). */
  | 'SUCCESSFUL'
  /** E-permit: priced; waiting for the haulier's payment (3). */
  | 'TO_PAY'
  /** E-permit: an operator is considering it (2). */
  | 'UNDER_CONSIDERATION';

/** The account's details as they should be. */
export type UpdateAccountInput = {
  /** The institution's certificate number. */
  certificateNumber: Scalars['String']['input'];
  /**
   * The current password; needed only when `email` changes. The new address gets a code, and the
   * account keeps the old one until `confirmEmailChange`.
   */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail the account logs in with. */
  email: Scalars['String']['input'];
  /** The institution's name. */
  institutionName: Scalars['String']['input'];
  /** The responsible employee's name. */
  name: Scalars['String']['input'];
  /** Phone: `+993` and eight digits, or another country's number with `+` and its code. */
  phone: Scalars['String']['input'];
  /** The institution's state register number. */
  stateRegisterNumber: Scalars['String']['input'];
};

/** The result of updating the account. */
export type UpdateAccountPayload = {
  __typename?: 'UpdateAccountPayload';
  /** The account as saved; null when nothing was saved. */
  account?: Maybe<Account>;
  /** The new e-mail waiting for its code, when `email` changed; null otherwise. */
  pendingEmail?: Maybe<Scalars['String']['output']>;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** The driver and the fields to change; a field left out (or null) keeps its value. */
export type UpdateDriverInput = {
  /** The driver to change. */
  id: Scalars['ID']['input'];
  /** The driving licence's categories, all of them; an empty list means none. */
  licenceCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Until when the driving licence is valid; not in the past. */
  licenceExpiresOn?: InputMaybe<Scalars['Date']['input']>;
  /** The driving licence's number. */
  licenceNumber?: InputMaybe<Scalars['String']['input']>;
  /** First name. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Patronymic. */
  patronymic?: InputMaybe<Scalars['String']['input']>;
  /** Surname. */
  surname?: InputMaybe<Scalars['String']['input']>;
  /**
   * The cars and trailers the driver drives, all of them; an empty list unlinks every one. A
   * vehicle another driver had moves to this driver.
   */
  vehicleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** The result of changing a driver. */
export type UpdateDriverPayload = {
  __typename?: 'UpdateDriverPayload';
  /** The driver as saved; null when nothing was saved. */
  driver?: Maybe<Driver>;
  /** The root query after the save, to re-read the lists it changed (e.g. `vehicles(kind:, type:)`). */
  query: Query;
  /** Vehicles the driver took from other drivers, each with the driver who lost it. */
  reassignedVehicles: Array<ReassignedVehicle>;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
};

/** The result of saving the reminder settings. */
export type UpdateReminderSettingsPayload = {
  __typename?: 'UpdateReminderSettingsPayload';
  /** The settings saved. */
  reminderSettings?: Maybe<ReminderSettings>;
  /** A setting that is not a switch. */
  userErrors: Array<UserError>;
};

/** The car or trailer and the fields to change; a field left out keeps its value. */
export type UpdateVehicleInput = {
  /** The make; null keeps it. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** When the registration card was issued; null keeps it. */
  cardIssuedOn?: InputMaybe<Scalars['Date']['input']>;
  /** The registration card's number; null keeps it. */
  cardNumber?: InputMaybe<Scalars['String']['input']>;
  /** One of the caller's drivers of the same kind; left out keeps the driver, null unlinks it. */
  driverId?: InputMaybe<Scalars['ID']['input']>;
  /** The car or trailer to change. */
  id: Scalars['ID']['input'];
  /** The plate number; null keeps it. */
  plateNumber?: InputMaybe<Scalars['String']['input']>;
};

/** The result of changing a car or trailer. */
export type UpdateVehiclePayload = {
  __typename?: 'UpdateVehiclePayload';
  /**
   * The driver the vehicle was linked to before, when the save changed or removed its driver, as
   * that driver reads after the save; null otherwise.
   */
  previousDriver?: Maybe<Driver>;
  /** The root query after the save, to re-read the lists it changed. */
  query: Query;
  /** Problems with the input that the person can fix; empty on success. */
  userErrors: Array<UserError>;
  /** The car or trailer as saved (with its driver now); null when nothing was saved. */
  vehicle?: Maybe<Vehicle>;
};

/**
 * A problem with a mutation's input that the person can fix, returned as data beside the mutation's
 * result (never as a top-level error). The message is in the language of the request
 * (`Accept-Language`: tm, ru or en; Russian when none of them is named).
 */
export type UserError = {
  __typename?: 'UserError';
  /** What kind of problem it is, for a front end that reacts to it. */
  code: UserErrorCode;
  /**
   * Where in the mutation's input the problem is: an input field's name, then, for an item of a
   * list, its index (`["email"]`, `["licenceTypeIds", "0"]`, `["documents", "1"]` for the second
   * scan sent). Null when the problem is with the input as a whole (see `code`, e.g.
   * `CLIENT_DATA_MISSING`). A front end matches it to a form control by the path joined with
   * dots (`documents.1`) or by its first segment.
   */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** What is wrong, in a sentence for the person. */
  message: Scalars['String']['output'];
};

/** What kind of problem a `UserError` reports. */
export type UserErrorCode =
  /** Another operator has claimed the e-permit or request; the message names them. */
  | 'CLAIMED_BY_ANOTHER'
  /**
   * The caller has no client data of the kind named (individual or legal entity) yet: the front
   * end offers to fill it in (the 'No data / Fill in the data' popup with 'Go').
   */
  | 'CLIENT_DATA_MISSING'
  /** The operation failed for a reason the message explains. */
  | 'FAILED'
  /** A field's value is missing or not acceptable; the message says why. */
  | 'INVALID'
  /** The one-time code is wrong; the message, under the code field, says so with the tries left (the payload's `triesLeft`). */
  | 'INVALID_CODE'
  /** The e-mail and password (or the current password) do not match an account. */
  | 'INVALID_CREDENTIALS'
  /** The e-mail could not be sent; nothing was lost, the person may try again later. */
  | 'MAIL_NOT_SENT'
  /** The record is no longer in a state that allows this (e.g. a request that is not pending). */
  | 'NOT_ALLOWED'
  /** The caller must claim the e-permit or request before acting on it (or holds no claim to release). */
  | 'NOT_CLAIMED'
  /** The record named does not exist or is not the caller's. */
  | 'NOT_FOUND'
  /** Too many attempts in a short time; the message says when to try again. */
  | 'RATE_LIMITED';

/** A car (truck) or trailer of the haulier. */
export type Vehicle = {
  __typename?: 'Vehicle';
  /** The make. */
  brand: Brand;
  /** When the registration card was issued. */
  cardIssuedOn: Scalars['Date']['output'];
  /** The registration card's number. */
  cardNumber: Scalars['String']['output'];
  /** The driver it is linked to, if any. */
  driver?: Maybe<Driver>;
  /** The vehicle's id. */
  id: Scalars['ID']['output'];
  /** Which of the caller's profiles it belongs to. */
  kind: ClientKind;
  /** Stored trimmed, single-spaced, upper case. */
  plateNumber: Scalars['String']['output'];
  /** Car or trailer. */
  type: VehicleType;
};

/** Whether a vehicle is a car (truck) or a trailer. */
export type VehicleType =
  /** A truck (tractor unit or rigid lorry). */
  | 'CAR'
  /** A trailer or semi-trailer. */
  | 'TRAILER';

/** The destination as the document names it. */
export type VerifiedCountry = {
  __typename?: 'VerifiedCountry';
  /** ISO 3166 code, upper case. */
  code: Scalars['String']['output'];
  /** Its name in the three languages. */
  name: LocalizedText;
};

/** What anyone may read of an issued e-permit. */
export type VerifiedPermit = {
  __typename?: 'VerifiedPermit';
  /** The car's plate number. */
  carPlate: Scalars['String']['output'];
  /** The country of destination. */
  country: VerifiedCountry;
  /** The day of departure. */
  departureOn: Scalars['Date']['output'];
  /** The haulier: a company, or an individual's full name. */
  haulier: Scalars['String']['output'];
  /** When it was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** The issuing authority's country code: `TM`. */
  issuer: Scalars['String']['output'];
  /** The protocol's permit id. */
  number: Scalars['String']['output'];
  /** The kind of e-permit. */
  permitType: VerifiedPermitType;
  /** The day of return; the permit is valid until its end. */
  returnOn: Scalars['Date']['output'];
  /** When it was revoked, if it was. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The trailer's plate number, if any. */
  trailerPlate?: Maybe<Scalars['String']['output']>;
  /** The year of the permit. */
  year: Scalars['Int']['output'];
};

/** A permit type as the document names it. */
export type VerifiedPermitType = {
  __typename?: 'VerifiedPermitType';
  /** Its name in the three languages. */
  name: LocalizedText;
  /** 1 bilateral, 2 transit, 3 third country, 4 unladen entry / return load. */
  number: Scalars['Int']['output'];
};

/** Sign-up step 2: the e-mailed code. */
export type VerifySignUpCodeInput = {
  /** The `challenge` of step 1. */
  challenge: Scalars['String']['input'];
  /** The six digits from the e-mail. */
  code: Scalars['String']['input'];
};

/** The result of sign-up step 2. */
export type VerifySignUpCodePayload = {
  __typename?: 'VerifySignUpCodePayload';
  /** Tries left for this code after a wrong one; null otherwise. */
  triesLeft?: Maybe<Scalars['Int']['output']>;
  /** `INVALID_CODE` for a wrong code (field `code`); `INVALID` when the code expired or ran out of tries. */
  userErrors: Array<UserError>;
  /** True when the code was right; step 3 may follow. */
  verified: Scalars['Boolean']['output'];
};

/** When the enterprise receives visitors. */
export type WorkingHours = {
  __typename?: 'WorkingHours';
  /** Closing time, `HH:MM`, Ashgabat time. */
  closesAt: Scalars['String']['output'];
  /** The days, `mon-fri` or a single day such as `sat`. */
  days: Scalars['String']['output'];
  /** Opening time, `HH:MM`, Ashgabat time. */
  opensAt: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AboutPage: ResolverTypeWrapper<AboutPageRow>;
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptOperatorInvitationInput: AcceptOperatorInvitationInput;
  AcceptOperatorInvitationPayload: ResolverTypeWrapper<Omit<AcceptOperatorInvitationPayload, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  Account: ResolverTypeWrapper<ProfileRow>;
  AccountRole: AccountRole;
  AnswerRequestInput: AnswerRequestInput;
  AnswerRequestPayload: ResolverTypeWrapper<AnswerRequestPayload>;
  AnswerReviewInput: AnswerReviewInput;
  AnsweredPermit: ResolverTypeWrapper<AnsweredRow>;
  AnsweredRequest: ResolverTypeWrapper<AnsweredRow>;
  Applicant: ResolverTypeWrapper<ApplicantRow>;
  ApplicationDocument: ResolverTypeWrapper<ApplicationFileRow>;
  ApplicationDocumentType: ApplicationDocumentType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandRow>;
  BrandKind: BrandKind;
  CacheControlScope: CacheControlScope;
  CancelRequestInput: CancelRequestInput;
  CancelRequestPayload: ResolverTypeWrapper<Omit<CancelRequestPayload, 'query' | 'request'> & { query: ResolversTypes['Query'], request?: Maybe<ResolversTypes['Request']> }>;
  CargoPermission: ResolverTypeWrapper<HistoryRow>;
  CargoPermissionForReview: ResolverTypeWrapper<OperatorCargoPermissionRow>;
  CargoPermissionInput: CargoPermissionInput;
  ChangeMemberRoleInput: ChangeMemberRoleInput;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ResolverTypeWrapper<ChangePasswordPayload>;
  Checkpoint: ResolverTypeWrapper<CheckpointRow>;
  City: ResolverTypeWrapper<CityInRegion>;
  ClientDocument: ResolverTypeWrapper<ClientDocumentRecord>;
  ClientDocumentType: ClientDocumentType;
  ClientKind: ClientKind;
  ClientProfile: ResolverTypeWrapper<ClientProfileRow>;
  Company: ResolverTypeWrapper<CompanyRow>;
  CompanyActivity: ResolverTypeWrapper<ActivityRow>;
  CompanyActivityFilter: CompanyActivityFilter;
  CompanyActivityKind: CompanyActivityKind;
  CompanyActivityMember: ResolverTypeWrapper<ActivityMemberRow>;
  CompanyActivityPage: ResolverTypeWrapper<ActivityPageRow>;
  CompanyActivityRecord: ResolverTypeWrapper<CompanyActivityRecord>;
  CompanyActivityRecordKind: CompanyActivityRecordKind;
  CompanyInvitation: ResolverTypeWrapper<CompanyInvitationRow>;
  CompanyMember: ResolverTypeWrapper<CompanyMemberRow>;
  CompanyMemberPayload: ResolverTypeWrapper<Omit<CompanyMemberPayload, 'member' | 'query'> & { member?: Maybe<ResolversTypes['CompanyMember']>, query: ResolversTypes['Query'] }>;
  CompanyMembers: ResolverTypeWrapper<CompanyMembersRow>;
  CompanyMembersPayload: ResolverTypeWrapper<Omit<CompanyMembersPayload, 'query'> & { query: ResolversTypes['Query'] }>;
  CompanyPayload: ResolverTypeWrapper<Omit<CompanyPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  CompletePasswordResetInput: CompletePasswordResetInput;
  CompletePasswordResetPayload: ResolverTypeWrapper<CompletePasswordResetPayload>;
  CompleteSignUpInput: CompleteSignUpInput;
  CompleteSignUpPayload: ResolverTypeWrapper<CompleteSignUpPayload>;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangePayload: ResolverTypeWrapper<Omit<ConfirmEmailChangePayload, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  ContactsPage: ResolverTypeWrapper<ContactsPageRow>;
  Country: ResolverTypeWrapper<CountryRow>;
  CreateDriverInput: CreateDriverInput;
  CreateDriverPayload: ResolverTypeWrapper<DriverSavedPayload>;
  CreateVehicleInput: CreateVehicleInput;
  CreateVehiclePayload: ResolverTypeWrapper<SavedPayload>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteDriverPayload: ResolverTypeWrapper<Omit<DeleteDriverPayload, 'query'> & { query: ResolversTypes['Query'] }>;
  DeleteVehiclePayload: ResolverTypeWrapper<Omit<DeleteVehiclePayload, 'query'> & { query: ResolversTypes['Query'] }>;
  Department: ResolverTypeWrapper<DepartmentRow>;
  DepartmentCode: DepartmentCode;
  Driver: ResolverTypeWrapper<DriverRow>;
  DrivingLicenceCategory: ResolverTypeWrapper<DrivingCategoryRow>;
  Duty: ResolverTypeWrapper<DutyRow>;
  ExpiringDocument: ResolverTypeWrapper<ExpiringItemRow>;
  ExpiringDocumentKind: ExpiringDocumentKind;
  FeedbackInput: FeedbackInput;
  FileCargoPermissionPayload: ResolverTypeWrapper<SavedPayload>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HaulierCompany: ResolverTypeWrapper<OfficeCompanyRow>;
  HaulierMember: ResolverTypeWrapper<OfficeMemberRow>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageVariant: ResolverTypeWrapper<PosterVariantRow>;
  Inbox: ResolverTypeWrapper<InboxAnswer>;
  IndividualDocumentType: IndividualDocumentType;
  IndividualDocumentUpload: IndividualDocumentUpload;
  IndividualProfile: ResolverTypeWrapper<IndividualProfileRow>;
  IndividualProfileInput: IndividualProfileInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvitationInput: InvitationInput;
  InviteMemberInput: InviteMemberInput;
  InviteOperatorInput: InviteOperatorInput;
  Language: Language;
  LeaveCompanyInput: LeaveCompanyInput;
  LeaveCompanyPayload: ResolverTypeWrapper<Omit<LeaveCompanyPayload, 'company'> & { company?: Maybe<ResolversTypes['Company']> }>;
  LegalEntityDocumentType: LegalEntityDocumentType;
  LegalEntityDocumentUpload: LegalEntityDocumentUpload;
  LegalEntityProfile: ResolverTypeWrapper<LegalProfileRow>;
  LegalEntityProfileInput: LegalEntityProfileInput;
  LicenceType: ResolverTypeWrapper<LicenceTypeRow>;
  LiveChange: ResolverTypeWrapper<LiveChangeRow>;
  LiveChangeKind: LiveChangeKind;
  LiveSubject: LiveSubject;
  LocalizedText: ResolverTypeWrapper<LocalizedText>;
  LocalizedTextInput: LocalizedTextInput;
  LogInInput: LogInInput;
  LogInPayload: ResolverTypeWrapper<LogInPayload>;
  LogOutPayload: ResolverTypeWrapper<LogOutPayload>;
  MarkAnswersSeenPayload: ResolverTypeWrapper<Omit<MarkAnswersSeenPayload, 'needsMe'> & { needsMe?: Maybe<ResolversTypes['NeedsMe']> }>;
  MarkNoticeReadPayload: ResolverTypeWrapper<Omit<MarkNoticeReadPayload, 'inbox'> & { inbox?: Maybe<ResolversTypes['Inbox']> }>;
  MemberInput: MemberInput;
  MemberRole: MemberRole;
  MemberStatus: MemberStatus;
  MovePermitInput: MovePermitInput;
  MovePermitPayload: ResolverTypeWrapper<Omit<MovePermitPayload, 'permit'> & { permit?: Maybe<ResolversTypes['PermitForReview']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NeedsMe: ResolverTypeWrapper<NeedsMeAnswer>;
  NeedsMeItem: ResolverTypeWrapper<NeedsMeItemRow>;
  NewsArticle: ResolverTypeWrapper<NewsArticleRow>;
  NewsItem: ResolverTypeWrapper<NewsRow>;
  NewsItemInput: NewsItemInput;
  NewsPage: ResolverTypeWrapper<NewsPageRow>;
  NewsPayload: ResolverTypeWrapper<Omit<NewsPayload, 'newsItem' | 'query'> & { newsItem?: Maybe<ResolversTypes['OfficeNewsItem']>, query: ResolversTypes['Query'] }>;
  NewsStatus: NewsStatus;
  Notice: ResolverTypeWrapper<NoticeRow>;
  Office: ResolverTypeWrapper<OfficeRoot>;
  OfficeNewsItem: ResolverTypeWrapper<OfficeNewsRow>;
  OfficeNewsPage: ResolverTypeWrapper<OfficeNewsPageRow>;
  OnlineApplication: ResolverTypeWrapper<HistoryRow>;
  OnlineApplicationForReview: ResolverTypeWrapper<OperatorApplicationRow>;
  OnlineApplicationInput: OnlineApplicationInput;
  Operator: ResolverTypeWrapper<OperatorAccountRow>;
  OperatorInput: OperatorInput;
  OperatorInvitation: ResolverTypeWrapper<InvitationRow>;
  OperatorPayload: ResolverTypeWrapper<Omit<OperatorPayload, 'operator' | 'query'> & { operator?: Maybe<ResolversTypes['Operator']>, query: ResolversTypes['Query'] }>;
  OperatorStatus: OperatorStatus;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PayForPermitInput: PayForPermitInput;
  PayForPermitPayload: ResolverTypeWrapper<PayForPermitPayload>;
  PaymentOutcome: PaymentOutcome;
  PendingInvitation: ResolverTypeWrapper<PendingInvitationRow>;
  Permit: ResolverTypeWrapper<PermitRow>;
  PermitDocument: ResolverTypeWrapper<PermitDocumentRow>;
  PermitFilter: PermitFilter;
  PermitForReview: ResolverTypeWrapper<OperatorPermitRow>;
  PermitHistory: ResolverTypeWrapper<PermitList>;
  PermitPage: ResolverTypeWrapper<PermitPageRows>;
  PermitPayment: ResolverTypeWrapper<PermitPayment>;
  PermitQueuePage: ResolverTypeWrapper<OperatorPermitPage>;
  PermitReviewInput: PermitReviewInput;
  PermitReviewPage: ResolverTypeWrapper<OperatorPermitPage>;
  PermitReviewPayload: ResolverTypeWrapper<Omit<PermitReviewPayload, 'permit' | 'query'> & { permit?: Maybe<ResolversTypes['PermitForReview']>, query: ResolversTypes['Query'] }>;
  PermitStatus: PermitStatus;
  PermitStatusCount: ResolverTypeWrapper<PermitCountRow>;
  PermitToPay: ResolverTypeWrapper<PermitToPayRow>;
  PermitType: ResolverTypeWrapper<PermitTypeRow>;
  PermitVerification: ResolverTypeWrapper<VerificationRow>;
  PermitVerificationStatus: PermitVerificationStatus;
  PricePermitInput: PricePermitInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QueueFilter: QueueFilter;
  ReassignedVehicle: ResolverTypeWrapper<VehicleMove>;
  Receipt: ResolverTypeWrapper<ReceiptRow>;
  ReceiptKind: ReceiptKind;
  Region: ResolverTypeWrapper<RegionRow>;
  RegisterWithInvitationInput: RegisterWithInvitationInput;
  RegisterWithInvitationPayload: ResolverTypeWrapper<RegisterWithInvitationPayload>;
  RejectPermitInput: RejectPermitInput;
  ReminderSettings: ResolverTypeWrapper<ReminderSettingsAnswer>;
  ReminderSettingsInput: ReminderSettingsInput;
  Request: ResolverTypeWrapper<HistoryRow>;
  RequestFilter: RequestFilter;
  RequestForReview: ResolverTypeWrapper<OperatorRequestRow>;
  RequestModel: RequestModel;
  RequestPage: ResolverTypeWrapper<HistoryPage>;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  RequestPermitInput: RequestPermitInput;
  RequestPermitPayload: ResolverTypeWrapper<SavedPayload>;
  RequestQueuePage: ResolverTypeWrapper<OperatorRequestPage>;
  RequestReviewInput: RequestReviewInput;
  RequestReviewPage: ResolverTypeWrapper<OperatorRequestPage>;
  RequestReviewPayload: ResolverTypeWrapper<Omit<RequestReviewPayload, 'query' | 'request'> & { query: ResolversTypes['Query'], request?: Maybe<ResolversTypes['RequestForReview']> }>;
  RequestSignUpCodePayload: ResolverTypeWrapper<RequestSignUpCodePayload>;
  RequestStatus: RequestStatus;
  RequestStatusCount: ResolverTypeWrapper<RequestCountRow>;
  ReviewAction: ReviewAction;
  ReviewClaim: ResolverTypeWrapper<ClaimRow>;
  RevokePermitInput: RevokePermitInput;
  RevokePermitPayload: ResolverTypeWrapper<Omit<RevokePermitPayload, 'document'> & { document?: Maybe<ResolversTypes['PermitDocument']> }>;
  SaveIndividualProfilePayload: ResolverTypeWrapper<ProfileSavedPayload>;
  SaveLegalEntityProfilePayload: ResolverTypeWrapper<ProfileSavedPayload>;
  SaveNewsInput: SaveNewsInput;
  SendFeedbackPayload: ResolverTypeWrapper<SendFeedbackPayload>;
  SendOnlineApplicationPayload: ResolverTypeWrapper<SavedPayload>;
  Service: ResolverTypeWrapper<ServiceRow>;
  ServiceSection: ResolverTypeWrapper<ServiceSectionRow>;
  ServicesPage: ResolverTypeWrapper<ServicesPageRow>;
  SetDepositInput: SetDepositInput;
  SetDepositPayload: ResolverTypeWrapper<Omit<SetDepositPayload, 'query'> & { query: ResolversTypes['Query'] }>;
  SignUpDetailsInput: SignUpDetailsInput;
  StatusActor: StatusActor;
  StatusChange: ResolverTypeWrapper<StatusChangeEntry>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SwitchCompanyInput: SwitchCompanyInput;
  TimelineStatus: TimelineStatus;
  UpdateAccountInput: UpdateAccountInput;
  UpdateAccountPayload: ResolverTypeWrapper<Omit<UpdateAccountPayload, 'account'> & { account?: Maybe<ResolversTypes['Account']> }>;
  UpdateDriverInput: UpdateDriverInput;
  UpdateDriverPayload: ResolverTypeWrapper<DriverSavedPayload>;
  UpdateReminderSettingsPayload: ResolverTypeWrapper<Omit<UpdateReminderSettingsPayload, 'reminderSettings'> & { reminderSettings?: Maybe<ResolversTypes['ReminderSettings']> }>;
  UpdateVehicleInput: UpdateVehicleInput;
  UpdateVehiclePayload: ResolverTypeWrapper<VehicleSavedPayload>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Vehicle: ResolverTypeWrapper<VehicleRecord>;
  VehicleType: VehicleType;
  VerifiedCountry: ResolverTypeWrapper<VerifiedCountry>;
  VerifiedPermit: ResolverTypeWrapper<VerifiedPermitRow>;
  VerifiedPermitType: ResolverTypeWrapper<VerifiedPermitType>;
  VerifySignUpCodeInput: VerifySignUpCodeInput;
  VerifySignUpCodePayload: ResolverTypeWrapper<VerifySignUpCodePayload>;
  WorkingHours: ResolverTypeWrapper<HoursRow>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AboutPage: AboutPageRow;
  AcceptInvitationInput: AcceptInvitationInput;
  AcceptOperatorInvitationInput: AcceptOperatorInvitationInput;
  AcceptOperatorInvitationPayload: Omit<AcceptOperatorInvitationPayload, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  Account: ProfileRow;
  AnswerRequestInput: AnswerRequestInput;
  AnswerRequestPayload: AnswerRequestPayload;
  AnswerReviewInput: AnswerReviewInput;
  AnsweredPermit: AnsweredRow;
  AnsweredRequest: AnsweredRow;
  Applicant: ApplicantRow;
  ApplicationDocument: ApplicationFileRow;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandRow;
  CancelRequestInput: CancelRequestInput;
  CancelRequestPayload: Omit<CancelRequestPayload, 'query' | 'request'> & { query: ResolversParentTypes['Query'], request?: Maybe<ResolversParentTypes['Request']> };
  CargoPermission: HistoryRow;
  CargoPermissionForReview: OperatorCargoPermissionRow;
  CargoPermissionInput: CargoPermissionInput;
  ChangeMemberRoleInput: ChangeMemberRoleInput;
  ChangePasswordInput: ChangePasswordInput;
  ChangePasswordPayload: ChangePasswordPayload;
  Checkpoint: CheckpointRow;
  City: CityInRegion;
  ClientDocument: ClientDocumentRecord;
  ClientProfile: ClientProfileRow;
  Company: CompanyRow;
  CompanyActivity: ActivityRow;
  CompanyActivityFilter: CompanyActivityFilter;
  CompanyActivityMember: ActivityMemberRow;
  CompanyActivityPage: ActivityPageRow;
  CompanyActivityRecord: CompanyActivityRecord;
  CompanyInvitation: CompanyInvitationRow;
  CompanyMember: CompanyMemberRow;
  CompanyMemberPayload: Omit<CompanyMemberPayload, 'member' | 'query'> & { member?: Maybe<ResolversParentTypes['CompanyMember']>, query: ResolversParentTypes['Query'] };
  CompanyMembers: CompanyMembersRow;
  CompanyMembersPayload: Omit<CompanyMembersPayload, 'query'> & { query: ResolversParentTypes['Query'] };
  CompanyPayload: Omit<CompanyPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  CompletePasswordResetInput: CompletePasswordResetInput;
  CompletePasswordResetPayload: CompletePasswordResetPayload;
  CompleteSignUpInput: CompleteSignUpInput;
  CompleteSignUpPayload: CompleteSignUpPayload;
  ConfirmEmailChangeInput: ConfirmEmailChangeInput;
  ConfirmEmailChangePayload: Omit<ConfirmEmailChangePayload, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  ContactsPage: ContactsPageRow;
  Country: CountryRow;
  CreateDriverInput: CreateDriverInput;
  CreateDriverPayload: DriverSavedPayload;
  CreateVehicleInput: CreateVehicleInput;
  CreateVehiclePayload: SavedPayload;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteDriverPayload: Omit<DeleteDriverPayload, 'query'> & { query: ResolversParentTypes['Query'] };
  DeleteVehiclePayload: Omit<DeleteVehiclePayload, 'query'> & { query: ResolversParentTypes['Query'] };
  Department: DepartmentRow;
  Driver: DriverRow;
  DrivingLicenceCategory: DrivingCategoryRow;
  Duty: DutyRow;
  ExpiringDocument: ExpiringItemRow;
  FeedbackInput: FeedbackInput;
  FileCargoPermissionPayload: SavedPayload;
  Float: Scalars['Float']['output'];
  HaulierCompany: OfficeCompanyRow;
  HaulierMember: OfficeMemberRow;
  ID: Scalars['ID']['output'];
  ImageVariant: PosterVariantRow;
  Inbox: InboxAnswer;
  IndividualDocumentUpload: IndividualDocumentUpload;
  IndividualProfile: IndividualProfileRow;
  IndividualProfileInput: IndividualProfileInput;
  Int: Scalars['Int']['output'];
  InvitationInput: InvitationInput;
  InviteMemberInput: InviteMemberInput;
  InviteOperatorInput: InviteOperatorInput;
  LeaveCompanyInput: LeaveCompanyInput;
  LeaveCompanyPayload: Omit<LeaveCompanyPayload, 'company'> & { company?: Maybe<ResolversParentTypes['Company']> };
  LegalEntityDocumentUpload: LegalEntityDocumentUpload;
  LegalEntityProfile: LegalProfileRow;
  LegalEntityProfileInput: LegalEntityProfileInput;
  LicenceType: LicenceTypeRow;
  LiveChange: LiveChangeRow;
  LocalizedText: LocalizedText;
  LocalizedTextInput: LocalizedTextInput;
  LogInInput: LogInInput;
  LogInPayload: LogInPayload;
  LogOutPayload: LogOutPayload;
  MarkAnswersSeenPayload: Omit<MarkAnswersSeenPayload, 'needsMe'> & { needsMe?: Maybe<ResolversParentTypes['NeedsMe']> };
  MarkNoticeReadPayload: Omit<MarkNoticeReadPayload, 'inbox'> & { inbox?: Maybe<ResolversParentTypes['Inbox']> };
  MemberInput: MemberInput;
  MovePermitInput: MovePermitInput;
  MovePermitPayload: Omit<MovePermitPayload, 'permit'> & { permit?: Maybe<ResolversParentTypes['PermitForReview']> };
  Mutation: Record<PropertyKey, never>;
  NeedsMe: NeedsMeAnswer;
  NeedsMeItem: NeedsMeItemRow;
  NewsArticle: NewsArticleRow;
  NewsItem: NewsRow;
  NewsItemInput: NewsItemInput;
  NewsPage: NewsPageRow;
  NewsPayload: Omit<NewsPayload, 'newsItem' | 'query'> & { newsItem?: Maybe<ResolversParentTypes['OfficeNewsItem']>, query: ResolversParentTypes['Query'] };
  Notice: NoticeRow;
  Office: OfficeRoot;
  OfficeNewsItem: OfficeNewsRow;
  OfficeNewsPage: OfficeNewsPageRow;
  OnlineApplication: HistoryRow;
  OnlineApplicationForReview: OperatorApplicationRow;
  OnlineApplicationInput: OnlineApplicationInput;
  Operator: OperatorAccountRow;
  OperatorInput: OperatorInput;
  OperatorInvitation: InvitationRow;
  OperatorPayload: Omit<OperatorPayload, 'operator' | 'query'> & { operator?: Maybe<ResolversParentTypes['Operator']>, query: ResolversParentTypes['Query'] };
  PageInfo: PageInfo;
  PayForPermitInput: PayForPermitInput;
  PayForPermitPayload: PayForPermitPayload;
  PendingInvitation: PendingInvitationRow;
  Permit: PermitRow;
  PermitDocument: PermitDocumentRow;
  PermitFilter: PermitFilter;
  PermitForReview: OperatorPermitRow;
  PermitHistory: PermitList;
  PermitPage: PermitPageRows;
  PermitPayment: PermitPayment;
  PermitQueuePage: OperatorPermitPage;
  PermitReviewInput: PermitReviewInput;
  PermitReviewPage: OperatorPermitPage;
  PermitReviewPayload: Omit<PermitReviewPayload, 'permit' | 'query'> & { permit?: Maybe<ResolversParentTypes['PermitForReview']>, query: ResolversParentTypes['Query'] };
  PermitStatusCount: PermitCountRow;
  PermitToPay: PermitToPayRow;
  PermitType: PermitTypeRow;
  PermitVerification: VerificationRow;
  PricePermitInput: PricePermitInput;
  Query: Record<PropertyKey, never>;
  QueueFilter: QueueFilter;
  ReassignedVehicle: VehicleMove;
  Receipt: ReceiptRow;
  Region: RegionRow;
  RegisterWithInvitationInput: RegisterWithInvitationInput;
  RegisterWithInvitationPayload: RegisterWithInvitationPayload;
  RejectPermitInput: RejectPermitInput;
  ReminderSettings: ReminderSettingsAnswer;
  ReminderSettingsInput: ReminderSettingsInput;
  Request: HistoryRow;
  RequestFilter: RequestFilter;
  RequestForReview: OperatorRequestRow;
  RequestPage: HistoryPage;
  RequestPasswordResetInput: RequestPasswordResetInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  RequestPermitInput: RequestPermitInput;
  RequestPermitPayload: SavedPayload;
  RequestQueuePage: OperatorRequestPage;
  RequestReviewInput: RequestReviewInput;
  RequestReviewPage: OperatorRequestPage;
  RequestReviewPayload: Omit<RequestReviewPayload, 'query' | 'request'> & { query: ResolversParentTypes['Query'], request?: Maybe<ResolversParentTypes['RequestForReview']> };
  RequestSignUpCodePayload: RequestSignUpCodePayload;
  RequestStatusCount: RequestCountRow;
  ReviewClaim: ClaimRow;
  RevokePermitInput: RevokePermitInput;
  RevokePermitPayload: Omit<RevokePermitPayload, 'document'> & { document?: Maybe<ResolversParentTypes['PermitDocument']> };
  SaveIndividualProfilePayload: ProfileSavedPayload;
  SaveLegalEntityProfilePayload: ProfileSavedPayload;
  SaveNewsInput: SaveNewsInput;
  SendFeedbackPayload: SendFeedbackPayload;
  SendOnlineApplicationPayload: SavedPayload;
  Service: ServiceRow;
  ServiceSection: ServiceSectionRow;
  ServicesPage: ServicesPageRow;
  SetDepositInput: SetDepositInput;
  SetDepositPayload: Omit<SetDepositPayload, 'query'> & { query: ResolversParentTypes['Query'] };
  SignUpDetailsInput: SignUpDetailsInput;
  StatusChange: StatusChangeEntry;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SwitchCompanyInput: SwitchCompanyInput;
  UpdateAccountInput: UpdateAccountInput;
  UpdateAccountPayload: Omit<UpdateAccountPayload, 'account'> & { account?: Maybe<ResolversParentTypes['Account']> };
  UpdateDriverInput: UpdateDriverInput;
  UpdateDriverPayload: DriverSavedPayload;
  UpdateReminderSettingsPayload: Omit<UpdateReminderSettingsPayload, 'reminderSettings'> & { reminderSettings?: Maybe<ResolversParentTypes['ReminderSettings']> };
  UpdateVehicleInput: UpdateVehicleInput;
  UpdateVehiclePayload: VehicleSavedPayload;
  Upload: Scalars['Upload']['output'];
  UserError: UserError;
  Vehicle: VehicleRecord;
  VerifiedCountry: VerifiedCountry;
  VerifiedPermit: VerifiedPermitRow;
  VerifiedPermitType: VerifiedPermitType;
  VerifySignUpCodeInput: VerifySignUpCodeInput;
  VerifySignUpCodePayload: VerifySignUpCodePayload;
  WorkingHours: HoursRow;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AboutPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AboutPage'] = ResolversParentTypes['AboutPage']> = {
  duties?: Resolver<Array<ResolversTypes['Duty']>, ParentType, ContextType>;
  foundedIn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  introduction?: Resolver<Array<ResolversTypes['LocalizedText']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type AcceptOperatorInvitationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptOperatorInvitationPayload'] = ResolversParentTypes['AcceptOperatorInvitationPayload']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  certificateExpiresOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  certificateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['AccountRole'], ParentType, ContextType>;
  stateRegisterNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suspendedCompanies?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType>;
};

export type AnswerRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnswerRequestPayload'] = ResolversParentTypes['AnswerRequestPayload']> = {
  answered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type AnsweredPermitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnsweredPermit'] = ResolversParentTypes['AnsweredPermit']> = {
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permitId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permitStatus?: Resolver<ResolversTypes['PermitStatus'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AnsweredRequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnsweredRequest'] = ResolversParentTypes['AnsweredRequest']> = {
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RequestModel'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatorNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requestStatus?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ApplicantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Applicant'] = ResolversParentTypes['Applicant']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  individualProfile?: Resolver<Maybe<ResolversTypes['IndividualProfile']>, ParentType, ContextType>;
  institutionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalEntityProfile?: Resolver<Maybe<ResolversTypes['LegalEntityProfile']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplicationDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApplicationDocument'] = ResolversParentTypes['ApplicationDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ApplicationDocumentType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BrandKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CancelRequestPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CancelRequestPayload'] = ResolversParentTypes['CancelRequestPayload']> = {
  canceled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['Request']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CargoPermissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CargoPermission'] = ResolversParentTypes['CargoPermission']> = {
  applicant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cargo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cargoOwner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cmrNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  driverFullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loadingPoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RequestModel'], ParentType, ContextType>;
  permissionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeOfIssue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  unloadingPoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleBrand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  vehicleCountry?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CargoPermissionForReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CargoPermissionForReview'] = ResolversParentTypes['CargoPermissionForReview']> = {
  applicant?: Resolver<ResolversTypes['Applicant'], ParentType, ContextType>;
  applicantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  availableActions?: Resolver<Array<ResolversTypes['ReviewAction']>, ParentType, ContextType>;
  cargo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cargoOwner?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claim?: Resolver<Maybe<ResolversTypes['ReviewClaim']>, ParentType, ContextType>;
  cmrNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['HaulierCompany']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  driverFullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filedBy?: Resolver<Maybe<ResolversTypes['HaulierMember']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loadingPoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RequestModel'], ParentType, ContextType>;
  permissionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeOfIssue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  unloadingPoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  vehicleBrand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vehicleCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChangePasswordPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChangePasswordPayload'] = ResolversParentTypes['ChangePasswordPayload']> = {
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CheckpointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Checkpoint'] = ResolversParentTypes['Checkpoint']> = {
  borderingCountry?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
};

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
};

export type ClientDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientDocument'] = ResolversParentTypes['ClientDocument']> = {
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ClientDocumentType'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClientProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientProfile'] = ResolversParentTypes['ClientProfile']> = {
  __resolveType: TypeResolveFn<'IndividualProfile' | 'LegalEntityProfile', ParentType, ContextType>;
};

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
};

export type CompanyActivityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyActivity'] = ResolversParentTypes['CompanyActivity']> = {
  actor?: Resolver<ResolversTypes['StatusActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CompanyActivityKind'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['CompanyActivityMember']>, ParentType, ContextType>;
  record?: Resolver<ResolversTypes['CompanyActivityRecord'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompanyActivityMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyActivityMember'] = ResolversParentTypes['CompanyActivityMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompanyActivityPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyActivityPage'] = ResolversParentTypes['CompanyActivityPage']> = {
  items?: Resolver<Array<ResolversTypes['CompanyActivity']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CompanyActivityMember']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type CompanyActivityRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyActivityRecord'] = ResolversParentTypes['CompanyActivityRecord']> = {
  clientKind?: Resolver<Maybe<ResolversTypes['ClientKind']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CompanyActivityRecordKind'], ParentType, ContextType>;
  requestModel?: Resolver<Maybe<ResolversTypes['RequestModel']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleType?: Resolver<Maybe<ResolversTypes['VehicleType']>, ParentType, ContextType>;
};

export type CompanyInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyInvitation'] = ResolversParentTypes['CompanyInvitation']> = {
  accountExists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
};

export type CompanyMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyMember'] = ResolversParentTypes['CompanyMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isYou?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MemberStatus'], ParentType, ContextType>;
};

export type CompanyMemberPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyMemberPayload'] = ResolversParentTypes['CompanyMemberPayload']> = {
  member?: Resolver<Maybe<ResolversTypes['CompanyMember']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CompanyMembersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyMembers'] = ResolversParentTypes['CompanyMembers']> = {
  invitations?: Resolver<Array<ResolversTypes['PendingInvitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CompanyMember']>, ParentType, ContextType>;
};

export type CompanyMembersPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyMembersPayload'] = ResolversParentTypes['CompanyMembersPayload']> = {
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CompanyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyPayload'] = ResolversParentTypes['CompanyPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CompletePasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompletePasswordResetPayload'] = ResolversParentTypes['CompletePasswordResetPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompleteSignUpPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompleteSignUpPayload'] = ResolversParentTypes['CompleteSignUpPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ConfirmEmailChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConfirmEmailChangePayload'] = ResolversParentTypes['ConfirmEmailChangePayload']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  triesLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ContactsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactsPage'] = ResolversParentTypes['ContactsPage']> = {
  address?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  departments?: Resolver<Array<ResolversTypes['Department']>, ParentType, ContextType>;
  workingHours?: Resolver<Array<ResolversTypes['WorkingHours']>, ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  permitDestination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CreateDriverPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateDriverPayload'] = ResolversParentTypes['CreateDriverPayload']> = {
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  reassignedVehicles?: Resolver<Array<ResolversTypes['ReassignedVehicle']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type CreateVehiclePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreateVehiclePayload'] = ResolversParentTypes['CreateVehiclePayload']> = {
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteDriverPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteDriverPayload'] = ResolversParentTypes['DeleteDriverPayload']> = {
  deletedDriverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DeleteVehiclePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeleteVehiclePayload'] = ResolversParentTypes['DeleteVehiclePayload']> = {
  deletedVehicleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type DepartmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Department'] = ResolversParentTypes['Department']> = {
  code?: Resolver<ResolversTypes['DepartmentCode'], ParentType, ContextType>;
  emails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DriverResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Driver'] = ResolversParentTypes['Driver']> = {
  cars?: Resolver<Array<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientKind'], ParentType, ContextType>;
  licenceCategories?: Resolver<Array<ResolversTypes['DrivingLicenceCategory']>, ParentType, ContextType>;
  licenceExpiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  licenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patronymic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trailers?: Resolver<Array<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type DrivingLicenceCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DrivingLicenceCategory'] = ResolversParentTypes['DrivingLicenceCategory']> = {
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DutyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Duty'] = ResolversParentTypes['Duty']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type ExpiringDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExpiringDocument'] = ResolversParentTypes['ExpiringDocument']> = {
  clientKind?: Resolver<Maybe<ResolversTypes['ClientKind']>, ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  document?: Resolver<ResolversTypes['ExpiringDocumentKind'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FileCargoPermissionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FileCargoPermissionPayload'] = ResolversParentTypes['FileCargoPermissionPayload']> = {
  permission?: Resolver<Maybe<ResolversTypes['CargoPermission']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type HaulierCompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HaulierCompany'] = ResolversParentTypes['HaulierCompany']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['HaulierMember']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HaulierMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HaulierMember'] = ResolversParentTypes['HaulierMember']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
};

export type ImageVariantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageVariant'] = ResolversParentTypes['ImageVariant']> = {
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InboxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Inbox'] = ResolversParentTypes['Inbox']> = {
  notices?: Resolver<Array<ResolversTypes['Notice']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IndividualProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IndividualProfile'] = ResolversParentTypes['IndividualProfile']> = {
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['ClientDocument']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientKind'], ParentType, ContextType>;
  licenceExpiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  licenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenceTypes?: Resolver<Array<ResolversTypes['LicenceType']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patentExpiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  patentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patronymic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  surname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LeaveCompanyPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeaveCompanyPayload'] = ResolversParentTypes['LeaveCompanyPayload']> = {
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  left?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type LegalEntityProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegalEntityProfile'] = ResolversParentTypes['LegalEntityProfile']> = {
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  bankDetails?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  certificateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['ClientDocument']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientKind'], ParentType, ContextType>;
  licenceExpiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  licenceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  licenceTypes?: Resolver<Array<ResolversTypes['LicenceType']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
  stateRegisterExpiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  stateRegisterNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LicenceTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LicenceType'] = ResolversParentTypes['LicenceType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type LiveChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveChange'] = ResolversParentTypes['LiveChange']> = {
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LiveChangeKind'], ParentType, ContextType>;
  permitStatus?: Resolver<Maybe<ResolversTypes['PermitStatus']>, ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  requestStatus?: Resolver<Maybe<ResolversTypes['RequestStatus']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['LiveSubject']>, ParentType, ContextType>;
};

export type LocalizedTextResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalizedText'] = ResolversParentTypes['LocalizedText']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ru?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LogInPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogInPayload'] = ResolversParentTypes['LogInPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LogOutPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogOutPayload'] = ResolversParentTypes['LogOutPayload']> = {
  loggedOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarkAnswersSeenPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkAnswersSeenPayload'] = ResolversParentTypes['MarkAnswersSeenPayload']> = {
  needsMe?: Resolver<Maybe<ResolversTypes['NeedsMe']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MarkNoticeReadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarkNoticeReadPayload'] = ResolversParentTypes['MarkNoticeReadPayload']> = {
  inbox?: Resolver<Maybe<ResolversTypes['Inbox']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MovePermitPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MovePermitPayload'] = ResolversParentTypes['MovePermitPayload']> = {
  permit?: Resolver<Maybe<ResolversTypes['PermitForReview']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['CompanyPayload'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'input'>>;
  acceptOperatorInvitation?: Resolver<ResolversTypes['AcceptOperatorInvitationPayload'], ParentType, ContextType, RequireFields<MutationAcceptOperatorInvitationArgs, 'input'>>;
  acceptRequest?: Resolver<Maybe<ResolversTypes['RequestReviewPayload']>, ParentType, ContextType, RequireFields<MutationAcceptRequestArgs, 'input'>>;
  answerRequest?: Resolver<Maybe<ResolversTypes['AnswerRequestPayload']>, ParentType, ContextType, RequireFields<MutationAnswerRequestArgs, 'input'>>;
  cancelRequest?: Resolver<ResolversTypes['CancelRequestPayload'], ParentType, ContextType, RequireFields<MutationCancelRequestArgs, 'input'>>;
  changeMemberRole?: Resolver<Maybe<ResolversTypes['CompanyMemberPayload']>, ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['ChangePasswordPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  claimPermit?: Resolver<Maybe<ResolversTypes['PermitReviewPayload']>, ParentType, ContextType, RequireFields<MutationClaimPermitArgs, 'input'>>;
  claimRequest?: Resolver<Maybe<ResolversTypes['RequestReviewPayload']>, ParentType, ContextType, RequireFields<MutationClaimRequestArgs, 'input'>>;
  completePasswordReset?: Resolver<ResolversTypes['CompletePasswordResetPayload'], ParentType, ContextType, RequireFields<MutationCompletePasswordResetArgs, 'input'>>;
  completeSignUp?: Resolver<ResolversTypes['CompleteSignUpPayload'], ParentType, ContextType, RequireFields<MutationCompleteSignUpArgs, 'input'>>;
  confirmEmailChange?: Resolver<ResolversTypes['ConfirmEmailChangePayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailChangeArgs, 'input'>>;
  createDriver?: Resolver<ResolversTypes['CreateDriverPayload'], ParentType, ContextType, RequireFields<MutationCreateDriverArgs, 'input'>>;
  createVehicle?: Resolver<ResolversTypes['CreateVehiclePayload'], ParentType, ContextType, RequireFields<MutationCreateVehicleArgs, 'input'>>;
  deactivateOperator?: Resolver<Maybe<ResolversTypes['OperatorPayload']>, ParentType, ContextType, RequireFields<MutationDeactivateOperatorArgs, 'input'>>;
  declineRequest?: Resolver<Maybe<ResolversTypes['RequestReviewPayload']>, ParentType, ContextType, RequireFields<MutationDeclineRequestArgs, 'input'>>;
  deleteDriver?: Resolver<ResolversTypes['DeleteDriverPayload'], ParentType, ContextType, RequireFields<MutationDeleteDriverArgs, 'id'>>;
  deleteVehicle?: Resolver<ResolversTypes['DeleteVehiclePayload'], ParentType, ContextType, RequireFields<MutationDeleteVehicleArgs, 'id'>>;
  fileLoadingPermission?: Resolver<ResolversTypes['FileCargoPermissionPayload'], ParentType, ContextType, RequireFields<MutationFileLoadingPermissionArgs, 'input'>>;
  fileUnloadingPermission?: Resolver<ResolversTypes['FileCargoPermissionPayload'], ParentType, ContextType, RequireFields<MutationFileUnloadingPermissionArgs, 'input'>>;
  inviteMember?: Resolver<Maybe<ResolversTypes['CompanyMembersPayload']>, ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'input'>>;
  inviteOperator?: Resolver<Maybe<ResolversTypes['OperatorPayload']>, ParentType, ContextType, RequireFields<MutationInviteOperatorArgs, 'input'>>;
  issuePermit?: Resolver<Maybe<ResolversTypes['PermitReviewPayload']>, ParentType, ContextType, RequireFields<MutationIssuePermitArgs, 'input'>>;
  leaveCompany?: Resolver<ResolversTypes['LeaveCompanyPayload'], ParentType, ContextType, RequireFields<MutationLeaveCompanyArgs, 'input'>>;
  logIn?: Resolver<ResolversTypes['LogInPayload'], ParentType, ContextType, RequireFields<MutationLogInArgs, 'input'>>;
  logOut?: Resolver<ResolversTypes['LogOutPayload'], ParentType, ContextType>;
  markAnswersSeen?: Resolver<ResolversTypes['MarkAnswersSeenPayload'], ParentType, ContextType, RequireFields<MutationMarkAnswersSeenArgs, 'expiringWithinDays'>>;
  markNoticeRead?: Resolver<ResolversTypes['MarkNoticeReadPayload'], ParentType, ContextType, RequireFields<MutationMarkNoticeReadArgs, 'id'>>;
  movePermit?: Resolver<Maybe<ResolversTypes['MovePermitPayload']>, ParentType, ContextType, RequireFields<MutationMovePermitArgs, 'input'>>;
  payForPermit?: Resolver<ResolversTypes['PayForPermitPayload'], ParentType, ContextType, RequireFields<MutationPayForPermitArgs, 'input'>>;
  pricePermit?: Resolver<Maybe<ResolversTypes['PermitReviewPayload']>, ParentType, ContextType, RequireFields<MutationPricePermitArgs, 'input'>>;
  publishNews?: Resolver<Maybe<ResolversTypes['NewsPayload']>, ParentType, ContextType, RequireFields<MutationPublishNewsArgs, 'input'>>;
  reactivateMember?: Resolver<Maybe<ResolversTypes['CompanyMemberPayload']>, ParentType, ContextType, RequireFields<MutationReactivateMemberArgs, 'input'>>;
  reactivateOperator?: Resolver<Maybe<ResolversTypes['OperatorPayload']>, ParentType, ContextType, RequireFields<MutationReactivateOperatorArgs, 'input'>>;
  refundPermit?: Resolver<Maybe<ResolversTypes['PermitReviewPayload']>, ParentType, ContextType, RequireFields<MutationRefundPermitArgs, 'input'>>;
  registerWithInvitation?: Resolver<ResolversTypes['RegisterWithInvitationPayload'], ParentType, ContextType, RequireFields<MutationRegisterWithInvitationArgs, 'input'>>;
  rejectPermit?: Resolver<Maybe<ResolversTypes['PermitReviewPayload']>, ParentType, ContextType, RequireFields<MutationRejectPermitArgs, 'input'>>;
  releasePermit?: Resolver<Maybe<ResolversTypes['PermitReviewPayload']>, ParentType, ContextType, RequireFields<MutationReleasePermitArgs, 'input'>>;
  releaseRequest?: Resolver<Maybe<ResolversTypes['RequestReviewPayload']>, ParentType, ContextType, RequireFields<MutationReleaseRequestArgs, 'input'>>;
  removeMember?: Resolver<Maybe<ResolversTypes['CompanyMembersPayload']>, ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestPermit?: Resolver<ResolversTypes['RequestPermitPayload'], ParentType, ContextType, RequireFields<MutationRequestPermitArgs, 'input'>>;
  requestSignUpCode?: Resolver<ResolversTypes['RequestSignUpCodePayload'], ParentType, ContextType, RequireFields<MutationRequestSignUpCodeArgs, 'input'>>;
  revokeInvitation?: Resolver<Maybe<ResolversTypes['CompanyMembersPayload']>, ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'input'>>;
  revokePermit?: Resolver<Maybe<ResolversTypes['RevokePermitPayload']>, ParentType, ContextType, RequireFields<MutationRevokePermitArgs, 'input'>>;
  saveIndividualProfile?: Resolver<ResolversTypes['SaveIndividualProfilePayload'], ParentType, ContextType, RequireFields<MutationSaveIndividualProfileArgs, 'input'>>;
  saveLegalEntityProfile?: Resolver<ResolversTypes['SaveLegalEntityProfilePayload'], ParentType, ContextType, RequireFields<MutationSaveLegalEntityProfileArgs, 'input'>>;
  saveNews?: Resolver<Maybe<ResolversTypes['NewsPayload']>, ParentType, ContextType, RequireFields<MutationSaveNewsArgs, 'input'>>;
  sendFeedback?: Resolver<ResolversTypes['SendFeedbackPayload'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'input'>>;
  sendOnlineApplication?: Resolver<ResolversTypes['SendOnlineApplicationPayload'], ParentType, ContextType, RequireFields<MutationSendOnlineApplicationArgs, 'input'>>;
  setDeposit?: Resolver<Maybe<ResolversTypes['SetDepositPayload']>, ParentType, ContextType, RequireFields<MutationSetDepositArgs, 'input'>>;
  suspendMember?: Resolver<Maybe<ResolversTypes['CompanyMemberPayload']>, ParentType, ContextType, RequireFields<MutationSuspendMemberArgs, 'input'>>;
  switchCompany?: Resolver<ResolversTypes['CompanyPayload'], ParentType, ContextType, RequireFields<MutationSwitchCompanyArgs, 'input'>>;
  takePermit?: Resolver<Maybe<ResolversTypes['PermitReviewPayload']>, ParentType, ContextType, RequireFields<MutationTakePermitArgs, 'input'>>;
  unpublishNews?: Resolver<Maybe<ResolversTypes['NewsPayload']>, ParentType, ContextType, RequireFields<MutationUnpublishNewsArgs, 'input'>>;
  updateAccount?: Resolver<ResolversTypes['UpdateAccountPayload'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'input'>>;
  updateDriver?: Resolver<ResolversTypes['UpdateDriverPayload'], ParentType, ContextType, RequireFields<MutationUpdateDriverArgs, 'input'>>;
  updateReminderSettings?: Resolver<ResolversTypes['UpdateReminderSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateReminderSettingsArgs, 'input'>>;
  updateVehicle?: Resolver<ResolversTypes['UpdateVehiclePayload'], ParentType, ContextType, RequireFields<MutationUpdateVehicleArgs, 'input'>>;
  verifySignUpCode?: Resolver<ResolversTypes['VerifySignUpCodePayload'], ParentType, ContextType, RequireFields<MutationVerifySignUpCodeArgs, 'input'>>;
};

export type NeedsMeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NeedsMe'] = ResolversParentTypes['NeedsMe']> = {
  answersSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  expiringWithinDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['NeedsMeItem']>, ParentType, ContextType>;
  today?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type NeedsMeItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NeedsMeItem'] = ResolversParentTypes['NeedsMeItem']> = {
  __resolveType: TypeResolveFn<'AnsweredPermit' | 'AnsweredRequest' | 'ExpiringDocument' | 'PermitToPay', ParentType, ContextType>;
};

export type NewsArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsArticle'] = ResolversParentTypes['NewsArticle']> = {
  item?: Resolver<ResolversTypes['NewsItem'], ParentType, ContextType>;
  relatedNews?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
};

export type NewsItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsItem'] = ResolversParentTypes['NewsItem']> = {
  bodyHtml?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  posterUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posterVariants?: Resolver<Array<ResolversTypes['ImageVariant']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NewsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsPage'] = ResolversParentTypes['NewsPage']> = {
  items?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type NewsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsPayload'] = ResolversParentTypes['NewsPayload']> = {
  newsItem?: Resolver<Maybe<ResolversTypes['OfficeNewsItem']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type NoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notice'] = ResolversParentTypes['Notice']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  daysBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  document?: Resolver<ResolversTypes['ExpiringDocumentKind'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type OfficeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Office'] = ResolversParentTypes['Office']> = {
  me?: Resolver<ResolversTypes['Operator'], ParentType, ContextType>;
  news?: Resolver<Maybe<ResolversTypes['OfficeNewsPage']>, ParentType, ContextType, RequireFields<OfficeNewsArgs, 'page'>>;
  newsItem?: Resolver<Maybe<ResolversTypes['OfficeNewsItem']>, ParentType, ContextType, RequireFields<OfficeNewsItemArgs, 'id'>>;
  operators?: Resolver<Array<ResolversTypes['Operator']>, ParentType, ContextType>;
  permit?: Resolver<Maybe<ResolversTypes['PermitForReview']>, ParentType, ContextType, RequireFields<OfficePermitArgs, 'id'>>;
  permitQueue?: Resolver<Maybe<ResolversTypes['PermitQueuePage']>, ParentType, ContextType, RequireFields<OfficePermitQueueArgs, 'page' | 'status'>>;
  request?: Resolver<Maybe<ResolversTypes['RequestForReview']>, ParentType, ContextType, RequireFields<OfficeRequestArgs, 'id' | 'model'>>;
  requestQueue?: Resolver<Maybe<ResolversTypes['RequestQueuePage']>, ParentType, ContextType, RequireFields<OfficeRequestQueueArgs, 'page' | 'status'>>;
};

export type OfficeNewsItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfficeNewsItem'] = ResolversParentTypes['OfficeNewsItem']> = {
  bodyHtml?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  posterUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  views?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OfficeNewsPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OfficeNewsPage'] = ResolversParentTypes['OfficeNewsPage']> = {
  items?: Resolver<Array<ResolversTypes['OfficeNewsItem']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type OnlineApplicationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OnlineApplication'] = ResolversParentTypes['OnlineApplication']> = {
  cmrNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RequestModel'], ParentType, ContextType>;
  permissionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OnlineApplicationForReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OnlineApplicationForReview'] = ResolversParentTypes['OnlineApplicationForReview']> = {
  applicant?: Resolver<ResolversTypes['Applicant'], ParentType, ContextType>;
  availableActions?: Resolver<Array<ResolversTypes['ReviewAction']>, ParentType, ContextType>;
  claim?: Resolver<Maybe<ResolversTypes['ReviewClaim']>, ParentType, ContextType>;
  cmrNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['HaulierCompany']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  directorFullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['ApplicationDocument']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filedBy?: Resolver<Maybe<ResolversTypes['HaulierMember']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  institutionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RequestModel'], ParentType, ContextType>;
  permissionNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responsiblePerson?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OperatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Operator'] = ResolversParentTypes['Operator']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isYou?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OperatorStatus'], ParentType, ContextType>;
};

export type OperatorInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorInvitation'] = ResolversParentTypes['OperatorInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OperatorPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OperatorPayload'] = ResolversParentTypes['OperatorPayload']> = {
  operator?: Resolver<Maybe<ResolversTypes['Operator']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = {
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayForPermitPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayForPermitPayload'] = ResolversParentTypes['PayForPermitPayload']> = {
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PendingInvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingInvitation'] = ResolversParentTypes['PendingInvitation']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MemberRole'], ParentType, ContextType>;
};

export type PermitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Permit'] = ResolversParentTypes['Permit']> = {
  car?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
  cargoType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  containerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  departureOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['PermitDocument']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientKind'], ParentType, ContextType>;
  lastPayment?: Resolver<Maybe<ResolversTypes['PermitPayment']>, ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permitType?: Resolver<ResolversTypes['PermitType'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['Receipt']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PermitStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  trailer?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export type PermitDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitDocument'] = ResolversParentTypes['PermitDocument']> = {
  credential?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revocationReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  verifyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermitForReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitForReview'] = ResolversParentTypes['PermitForReview']> = {
  applicant?: Resolver<ResolversTypes['Applicant'], ParentType, ContextType>;
  availableActions?: Resolver<Array<ResolversTypes['ReviewAction']>, ParentType, ContextType>;
  carPlateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cargoType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claim?: Resolver<Maybe<ResolversTypes['ReviewClaim']>, ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clientProfile?: Resolver<Maybe<ResolversTypes['ClientProfile']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['HaulierCompany']>, ParentType, ContextType>;
  containerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  departureOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  document?: Resolver<Maybe<ResolversTypes['PermitDocument']>, ParentType, ContextType>;
  driverName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filedBy?: Resolver<Maybe<ResolversTypes['HaulierMember']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientKind'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  permitType?: Resolver<ResolversTypes['PermitType'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PermitStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  timeline?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  trailerPlateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PermitHistoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitHistory'] = ResolversParentTypes['PermitHistory']> = {
  lastPaymentOutcome?: Resolver<Maybe<ResolversTypes['PaymentOutcome']>, ParentType, ContextType>;
  permits?: Resolver<Array<ResolversTypes['Permit']>, ParentType, ContextType>;
};

export type PermitPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitPage'] = ResolversParentTypes['PermitPage']> = {
  items?: Resolver<Array<ResolversTypes['Permit']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PermitPaymentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitPayment'] = ResolversParentTypes['PermitPayment']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['PaymentOutcome'], ParentType, ContextType>;
};

export type PermitQueuePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitQueuePage'] = ResolversParentTypes['PermitQueuePage']> = {
  counts?: Resolver<Array<ResolversTypes['PermitStatusCount']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PermitForReview']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PermitReviewPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitReviewPage'] = ResolversParentTypes['PermitReviewPage']> = {
  items?: Resolver<Array<ResolversTypes['PermitForReview']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type PermitReviewPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitReviewPayload'] = ResolversParentTypes['PermitReviewPayload']> = {
  permit?: Resolver<Maybe<ResolversTypes['PermitForReview']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type PermitStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitStatusCount'] = ResolversParentTypes['PermitStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PermitStatus'], ParentType, ContextType>;
};

export type PermitToPayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitToPay'] = ResolversParentTypes['PermitToPay']> = {
  country?: Resolver<ResolversTypes['Country'], ParentType, ContextType>;
  departureOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientKind'], ParentType, ContextType>;
  permitId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permitType?: Resolver<ResolversTypes['PermitType'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  returnOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PermitTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitType'] = ResolversParentTypes['PermitType']> = {
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PermitVerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PermitVerification'] = ResolversParentTypes['PermitVerification']> = {
  permit?: Resolver<Maybe<ResolversTypes['VerifiedPermit']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PermitVerificationStatus'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  aboutPage?: Resolver<ResolversTypes['AboutPage'], ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, Partial<QueryBrandsArgs>>;
  checkpoints?: Resolver<Array<ResolversTypes['Checkpoint']>, ParentType, ContextType>;
  companyActivity?: Resolver<Maybe<ResolversTypes['CompanyActivityPage']>, ParentType, ContextType, RequireFields<QueryCompanyActivityArgs, 'page'>>;
  companyInvitation?: Resolver<Maybe<ResolversTypes['CompanyInvitation']>, ParentType, ContextType, RequireFields<QueryCompanyInvitationArgs, 'token'>>;
  companyMembers?: Resolver<Maybe<ResolversTypes['CompanyMembers']>, ParentType, ContextType>;
  contactsPage?: Resolver<ResolversTypes['ContactsPage'], ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType, RequireFields<QueryDriverArgs, 'id'>>;
  drivers?: Resolver<Array<ResolversTypes['Driver']>, ParentType, ContextType, RequireFields<QueryDriversArgs, 'kind'>>;
  drivingLicenceCategories?: Resolver<Array<ResolversTypes['DrivingLicenceCategory']>, ParentType, ContextType>;
  inbox?: Resolver<ResolversTypes['Inbox'], ParentType, ContextType>;
  individualProfile?: Resolver<Maybe<ResolversTypes['IndividualProfile']>, ParentType, ContextType>;
  latestNews?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
  legalEntityProfile?: Resolver<Maybe<ResolversTypes['LegalEntityProfile']>, ParentType, ContextType>;
  licenceTypes?: Resolver<Array<ResolversTypes['LicenceType']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  needsMe?: Resolver<ResolversTypes['NeedsMe'], ParentType, ContextType, RequireFields<QueryNeedsMeArgs, 'expiringWithinDays'>>;
  newsArticle?: Resolver<Maybe<ResolversTypes['NewsArticle']>, ParentType, ContextType, RequireFields<QueryNewsArticleArgs, 'id'>>;
  newsPage?: Resolver<Maybe<ResolversTypes['NewsPage']>, ParentType, ContextType, RequireFields<QueryNewsPageArgs, 'page'>>;
  office?: Resolver<Maybe<ResolversTypes['Office']>, ParentType, ContextType>;
  operatorInvitation?: Resolver<Maybe<ResolversTypes['OperatorInvitation']>, ParentType, ContextType, RequireFields<QueryOperatorInvitationArgs, 'token'>>;
  passwordResetLinkValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryPasswordResetLinkValidArgs, 'linkCode' | 'userId'>>;
  permissionExpiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  permissionValidityDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  permit?: Resolver<Maybe<ResolversTypes['Permit']>, ParentType, ContextType, RequireFields<QueryPermitArgs, 'id'>>;
  permitHistory?: Resolver<ResolversTypes['PermitHistory'], ParentType, ContextType>;
  permitTypes?: Resolver<Array<ResolversTypes['PermitType']>, ParentType, ContextType>;
  permits?: Resolver<Maybe<ResolversTypes['PermitPage']>, ParentType, ContextType, RequireFields<QueryPermitsArgs, 'page'>>;
  permitsForReview?: Resolver<Maybe<ResolversTypes['PermitReviewPage']>, ParentType, ContextType, RequireFields<QueryPermitsForReviewArgs, 'page'>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  reminderSettings?: Resolver<ResolversTypes['ReminderSettings'], ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['Request']>, ParentType, ContextType, RequireFields<QueryRequestArgs, 'id' | 'model'>>;
  requests?: Resolver<Maybe<ResolversTypes['RequestPage']>, ParentType, ContextType, RequireFields<QueryRequestsArgs, 'page'>>;
  requestsForReview?: Resolver<Maybe<ResolversTypes['RequestReviewPage']>, ParentType, ContextType, RequireFields<QueryRequestsForReviewArgs, 'page'>>;
  servicesPage?: Resolver<ResolversTypes['ServicesPage'], ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType, RequireFields<QueryVehicleArgs, 'id'>>;
  vehicles?: Resolver<Array<ResolversTypes['Vehicle']>, ParentType, ContextType, RequireFields<QueryVehiclesArgs, 'kind' | 'type'>>;
  verifyPermit?: Resolver<ResolversTypes['PermitVerification'], ParentType, ContextType, RequireFields<QueryVerifyPermitArgs, 'code'>>;
};

export type ReassignedVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReassignedVehicle'] = ResolversParentTypes['ReassignedVehicle']> = {
  previousDriver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  vehicle?: Resolver<ResolversTypes['Vehicle'], ParentType, ContextType>;
};

export type ReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Receipt'] = ResolversParentTypes['Receipt']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReceiptKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type RegisterWithInvitationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterWithInvitationPayload'] = ResolversParentTypes['RegisterWithInvitationPayload']> = {
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReminderSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReminderSettings'] = ResolversParentTypes['ReminderSettings']> = {
  clientDocuments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  drivingLicences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ePermits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RequestResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Request'] = ResolversParentTypes['Request']> = {
  __resolveType: TypeResolveFn<'CargoPermission' | 'OnlineApplication', ParentType, ContextType>;
};

export type RequestForReviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestForReview'] = ResolversParentTypes['RequestForReview']> = {
  __resolveType: TypeResolveFn<'CargoPermissionForReview' | 'OnlineApplicationForReview', ParentType, ContextType>;
};

export type RequestPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPage'] = ResolversParentTypes['RequestPage']> = {
  items?: Resolver<Array<ResolversTypes['Request']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = {
  requested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestPermitPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPermitPayload'] = ResolversParentTypes['RequestPermitPayload']> = {
  permit?: Resolver<Maybe<ResolversTypes['Permit']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestQueuePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestQueuePage'] = ResolversParentTypes['RequestQueuePage']> = {
  counts?: Resolver<Array<ResolversTypes['RequestStatusCount']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RequestForReview']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RequestReviewPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestReviewPage'] = ResolversParentTypes['RequestReviewPage']> = {
  items?: Resolver<Array<ResolversTypes['RequestForReview']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
};

export type RequestReviewPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestReviewPayload'] = ResolversParentTypes['RequestReviewPayload']> = {
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['RequestForReview']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestSignUpCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestSignUpCodePayload'] = ResolversParentTypes['RequestSignUpCodePayload']> = {
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type RequestStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestStatusCount'] = ResolversParentTypes['RequestStatusCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['RequestModel'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RequestStatus'], ParentType, ContextType>;
};

export type ReviewClaimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReviewClaim'] = ResolversParentTypes['ReviewClaim']> = {
  claimedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  operator?: Resolver<ResolversTypes['Operator'], ParentType, ContextType>;
};

export type RevokePermitPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RevokePermitPayload'] = ResolversParentTypes['RevokePermitPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['PermitDocument']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaveIndividualProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveIndividualProfilePayload'] = ResolversParentTypes['SaveIndividualProfilePayload']> = {
  profile?: Resolver<Maybe<ResolversTypes['IndividualProfile']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SaveLegalEntityProfilePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaveLegalEntityProfilePayload'] = ResolversParentTypes['SaveLegalEntityProfilePayload']> = {
  profile?: Resolver<Maybe<ResolversTypes['LegalEntityProfile']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SendFeedbackPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendFeedbackPayload'] = ResolversParentTypes['SendFeedbackPayload']> = {
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type SendOnlineApplicationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SendOnlineApplicationPayload'] = ResolversParentTypes['SendOnlineApplicationPayload']> = {
  application?: Resolver<Maybe<ResolversTypes['OnlineApplication']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type ServiceSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceSection'] = ResolversParentTypes['ServiceSection']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type ServicesPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServicesPage'] = ResolversParentTypes['ServicesPage']> = {
  description?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['ServiceSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type SetDepositPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SetDepositPayload'] = ResolversParentTypes['SetDepositPayload']> = {
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type StatusChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatusChange'] = ResolversParentTypes['StatusChange']> = {
  actor?: Resolver<ResolversTypes['StatusActor'], ParentType, ContextType>;
  actorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['TimelineStatus']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['TimelineStatus'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  liveChanges?: SubscriptionResolver<ResolversTypes['LiveChange'], "liveChanges", ParentType, ContextType>;
};

export type UpdateAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateAccountPayload'] = ResolversParentTypes['UpdateAccountPayload']> = {
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  pendingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateDriverPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateDriverPayload'] = ResolversParentTypes['UpdateDriverPayload']> = {
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  reassignedVehicles?: Resolver<Array<ResolversTypes['ReassignedVehicle']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateReminderSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateReminderSettingsPayload'] = ResolversParentTypes['UpdateReminderSettingsPayload']> = {
  reminderSettings?: Resolver<Maybe<ResolversTypes['ReminderSettings']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
};

export type UpdateVehiclePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpdateVehiclePayload'] = ResolversParentTypes['UpdateVehiclePayload']> = {
  previousDriver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  query?: Resolver<ResolversTypes['Query'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['Vehicle']>, ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vehicle'] = ResolversParentTypes['Vehicle']> = {
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  cardIssuedOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  cardNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  driver?: Resolver<Maybe<ResolversTypes['Driver']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClientKind'], ParentType, ContextType>;
  plateNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['VehicleType'], ParentType, ContextType>;
};

export type VerifiedCountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifiedCountry'] = ResolversParentTypes['VerifiedCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
};

export type VerifiedPermitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifiedPermit'] = ResolversParentTypes['VerifiedPermit']> = {
  carPlate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['VerifiedCountry'], ParentType, ContextType>;
  departureOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  haulier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  issuer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permitType?: Resolver<ResolversTypes['VerifiedPermitType'], ParentType, ContextType>;
  returnOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  trailerPlate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VerifiedPermitTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifiedPermitType'] = ResolversParentTypes['VerifiedPermitType']> = {
  name?: Resolver<ResolversTypes['LocalizedText'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VerifySignUpCodePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifySignUpCodePayload'] = ResolversParentTypes['VerifySignUpCodePayload']> = {
  triesLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  verified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WorkingHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkingHours'] = ResolversParentTypes['WorkingHours']> = {
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  opensAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AboutPage?: AboutPageResolvers<ContextType>;
  AcceptOperatorInvitationPayload?: AcceptOperatorInvitationPayloadResolvers<ContextType>;
  Account?: AccountResolvers<ContextType>;
  AnswerRequestPayload?: AnswerRequestPayloadResolvers<ContextType>;
  AnsweredPermit?: AnsweredPermitResolvers<ContextType>;
  AnsweredRequest?: AnsweredRequestResolvers<ContextType>;
  Applicant?: ApplicantResolvers<ContextType>;
  ApplicationDocument?: ApplicationDocumentResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  CancelRequestPayload?: CancelRequestPayloadResolvers<ContextType>;
  CargoPermission?: CargoPermissionResolvers<ContextType>;
  CargoPermissionForReview?: CargoPermissionForReviewResolvers<ContextType>;
  ChangePasswordPayload?: ChangePasswordPayloadResolvers<ContextType>;
  Checkpoint?: CheckpointResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  ClientDocument?: ClientDocumentResolvers<ContextType>;
  ClientProfile?: ClientProfileResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyActivity?: CompanyActivityResolvers<ContextType>;
  CompanyActivityMember?: CompanyActivityMemberResolvers<ContextType>;
  CompanyActivityPage?: CompanyActivityPageResolvers<ContextType>;
  CompanyActivityRecord?: CompanyActivityRecordResolvers<ContextType>;
  CompanyInvitation?: CompanyInvitationResolvers<ContextType>;
  CompanyMember?: CompanyMemberResolvers<ContextType>;
  CompanyMemberPayload?: CompanyMemberPayloadResolvers<ContextType>;
  CompanyMembers?: CompanyMembersResolvers<ContextType>;
  CompanyMembersPayload?: CompanyMembersPayloadResolvers<ContextType>;
  CompanyPayload?: CompanyPayloadResolvers<ContextType>;
  CompletePasswordResetPayload?: CompletePasswordResetPayloadResolvers<ContextType>;
  CompleteSignUpPayload?: CompleteSignUpPayloadResolvers<ContextType>;
  ConfirmEmailChangePayload?: ConfirmEmailChangePayloadResolvers<ContextType>;
  ContactsPage?: ContactsPageResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateDriverPayload?: CreateDriverPayloadResolvers<ContextType>;
  CreateVehiclePayload?: CreateVehiclePayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteDriverPayload?: DeleteDriverPayloadResolvers<ContextType>;
  DeleteVehiclePayload?: DeleteVehiclePayloadResolvers<ContextType>;
  Department?: DepartmentResolvers<ContextType>;
  Driver?: DriverResolvers<ContextType>;
  DrivingLicenceCategory?: DrivingLicenceCategoryResolvers<ContextType>;
  Duty?: DutyResolvers<ContextType>;
  ExpiringDocument?: ExpiringDocumentResolvers<ContextType>;
  FileCargoPermissionPayload?: FileCargoPermissionPayloadResolvers<ContextType>;
  HaulierCompany?: HaulierCompanyResolvers<ContextType>;
  HaulierMember?: HaulierMemberResolvers<ContextType>;
  ImageVariant?: ImageVariantResolvers<ContextType>;
  Inbox?: InboxResolvers<ContextType>;
  IndividualProfile?: IndividualProfileResolvers<ContextType>;
  LeaveCompanyPayload?: LeaveCompanyPayloadResolvers<ContextType>;
  LegalEntityProfile?: LegalEntityProfileResolvers<ContextType>;
  LicenceType?: LicenceTypeResolvers<ContextType>;
  LiveChange?: LiveChangeResolvers<ContextType>;
  LocalizedText?: LocalizedTextResolvers<ContextType>;
  LogInPayload?: LogInPayloadResolvers<ContextType>;
  LogOutPayload?: LogOutPayloadResolvers<ContextType>;
  MarkAnswersSeenPayload?: MarkAnswersSeenPayloadResolvers<ContextType>;
  MarkNoticeReadPayload?: MarkNoticeReadPayloadResolvers<ContextType>;
  MovePermitPayload?: MovePermitPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NeedsMe?: NeedsMeResolvers<ContextType>;
  NeedsMeItem?: NeedsMeItemResolvers<ContextType>;
  NewsArticle?: NewsArticleResolvers<ContextType>;
  NewsItem?: NewsItemResolvers<ContextType>;
  NewsPage?: NewsPageResolvers<ContextType>;
  NewsPayload?: NewsPayloadResolvers<ContextType>;
  Notice?: NoticeResolvers<ContextType>;
  Office?: OfficeResolvers<ContextType>;
  OfficeNewsItem?: OfficeNewsItemResolvers<ContextType>;
  OfficeNewsPage?: OfficeNewsPageResolvers<ContextType>;
  OnlineApplication?: OnlineApplicationResolvers<ContextType>;
  OnlineApplicationForReview?: OnlineApplicationForReviewResolvers<ContextType>;
  Operator?: OperatorResolvers<ContextType>;
  OperatorInvitation?: OperatorInvitationResolvers<ContextType>;
  OperatorPayload?: OperatorPayloadResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PayForPermitPayload?: PayForPermitPayloadResolvers<ContextType>;
  PendingInvitation?: PendingInvitationResolvers<ContextType>;
  Permit?: PermitResolvers<ContextType>;
  PermitDocument?: PermitDocumentResolvers<ContextType>;
  PermitForReview?: PermitForReviewResolvers<ContextType>;
  PermitHistory?: PermitHistoryResolvers<ContextType>;
  PermitPage?: PermitPageResolvers<ContextType>;
  PermitPayment?: PermitPaymentResolvers<ContextType>;
  PermitQueuePage?: PermitQueuePageResolvers<ContextType>;
  PermitReviewPage?: PermitReviewPageResolvers<ContextType>;
  PermitReviewPayload?: PermitReviewPayloadResolvers<ContextType>;
  PermitStatusCount?: PermitStatusCountResolvers<ContextType>;
  PermitToPay?: PermitToPayResolvers<ContextType>;
  PermitType?: PermitTypeResolvers<ContextType>;
  PermitVerification?: PermitVerificationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReassignedVehicle?: ReassignedVehicleResolvers<ContextType>;
  Receipt?: ReceiptResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RegisterWithInvitationPayload?: RegisterWithInvitationPayloadResolvers<ContextType>;
  ReminderSettings?: ReminderSettingsResolvers<ContextType>;
  Request?: RequestResolvers<ContextType>;
  RequestForReview?: RequestForReviewResolvers<ContextType>;
  RequestPage?: RequestPageResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestPermitPayload?: RequestPermitPayloadResolvers<ContextType>;
  RequestQueuePage?: RequestQueuePageResolvers<ContextType>;
  RequestReviewPage?: RequestReviewPageResolvers<ContextType>;
  RequestReviewPayload?: RequestReviewPayloadResolvers<ContextType>;
  RequestSignUpCodePayload?: RequestSignUpCodePayloadResolvers<ContextType>;
  RequestStatusCount?: RequestStatusCountResolvers<ContextType>;
  ReviewClaim?: ReviewClaimResolvers<ContextType>;
  RevokePermitPayload?: RevokePermitPayloadResolvers<ContextType>;
  SaveIndividualProfilePayload?: SaveIndividualProfilePayloadResolvers<ContextType>;
  SaveLegalEntityProfilePayload?: SaveLegalEntityProfilePayloadResolvers<ContextType>;
  SendFeedbackPayload?: SendFeedbackPayloadResolvers<ContextType>;
  SendOnlineApplicationPayload?: SendOnlineApplicationPayloadResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceSection?: ServiceSectionResolvers<ContextType>;
  ServicesPage?: ServicesPageResolvers<ContextType>;
  SetDepositPayload?: SetDepositPayloadResolvers<ContextType>;
  StatusChange?: StatusChangeResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  UpdateAccountPayload?: UpdateAccountPayloadResolvers<ContextType>;
  UpdateDriverPayload?: UpdateDriverPayloadResolvers<ContextType>;
  UpdateReminderSettingsPayload?: UpdateReminderSettingsPayloadResolvers<ContextType>;
  UpdateVehiclePayload?: UpdateVehiclePayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UserError?: UserErrorResolvers<ContextType>;
  Vehicle?: VehicleResolvers<ContextType>;
  VerifiedCountry?: VerifiedCountryResolvers<ContextType>;
  VerifiedPermit?: VerifiedPermitResolvers<ContextType>;
  VerifiedPermitType?: VerifiedPermitTypeResolvers<ContextType>;
  VerifySignUpCodePayload?: VerifySignUpCodePayloadResolvers<ContextType>;
  WorkingHours?: WorkingHoursResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
