import { submittedPath } from '../../config/submitted'

/** The cabinet tabs the e-permit screens lead to (the product's own tab names). */
export const permitPaths = {
  history: '/online-application/ePermitHistory',
  create: '/online-application/ePermitCreate',
  /** The confirmation page of a request just sent (ADR 0091). */
  submitted: (permitId: string) => submittedPath('/online-application/ePermitCreate', permitId),
  repeat: (permitId: string) =>
    `/online-application/ePermitCreate?repeat=${encodeURIComponent(permitId)}`,
  legalData: '/online-application/legalData',
  individualData: '/online-application/individualDataTab',
} as const
