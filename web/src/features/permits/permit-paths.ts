import { cabinetPath } from '../../config/cabinet-paths'
import { submittedPath } from '../../config/submitted'

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
