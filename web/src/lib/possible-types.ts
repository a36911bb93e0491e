/**
 * Which types implement each interface of the schema. Apollo's cache needs it to read a fragment
 * written on an interface (`fragment … on ClientProfile`) from what it stored of a concrete type;
 * without it such a fragment reads empty from the cache after a mutation. A test keeps it equal
 * to schema/.
 */
export const possibleTypes: Record<string, string[]> = {
  ClientProfile: ['IndividualProfile', 'LegalEntityProfile'],
  NeedsMeItem: ['PermitToPay', 'AnsweredPermit', 'AnsweredRequest', 'ExpiringDocument'],
  Request: ['CargoPermission', 'OnlineApplication'],
  RequestForReview: ['CargoPermissionForReview', 'OnlineApplicationForReview'],
}
