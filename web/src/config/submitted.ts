/**
 * The address of a request's confirmation page: the address of the tab that sent it, then
 * `/submitted/` and the request's id (`/online-application/ePermitCreate/submitted/42`), so a
 * reload shows the same page, read again by that id (ADR 0091).
 */
export const submittedPath = (tabPath: string, id: string) =>
  `${tabPath}/submitted/${encodeURIComponent(id)}`
