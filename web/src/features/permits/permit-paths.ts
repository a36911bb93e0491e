import { cabinetPath } from '../../config/cabinet-paths'
import { submittedPath } from '../../config/submitted'

/**
 * The request tab's query naming the profile chosen (`?kind=LEGAL_ENTITY`): a tab the haulier was
 * sent to for a missing driver, car or data returns to that profile's form (ADR 0115).
 */
export const KIND_PARAM = 'kind'

/** The cabinet tabs the e-permit screens lead to (the product's own tab names). */
export const permitPaths = {
  history: cabinetPath('ePermitHistory'),
  create: cabinetPath('ePermitCreate'),
  /** The confirmation page of a request just sent (ADR 0091). */
  submitted: (permitId: string) => submittedPath(cabinetPath('ePermitCreate'), permitId),
  repeat: (permitId: string) =>
    cabinetPath('ePermitCreate', `?repeat=${encodeURIComponent(permitId)}`),
  legalData: cabinetPath('legalData'),
  individualData: cabinetPath('individualDataTab'),
  /** Where a driver and a car are added, by the profile the e-permit is for (spec §2's tabs). */
  addDriver: {
    LEGAL_ENTITY: cabinetPath('legalDriverCreate'),
    INDIVIDUAL: cabinetPath('individualDriversCreate'),
  },
  addCar: {
    LEGAL_ENTITY: cabinetPath('legalCarCreate'),
    INDIVIDUAL: cabinetPath('individualCarCreate'),
  },
} as const
