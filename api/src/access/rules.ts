/**
 * Who may call a route (ADR 0103): anyone; any signed-in person (their own account); a member of
 * the session's company in one of the roles; such a member or an operator (records both read:
 * files, documents, timelines); an operator of the enterprise.
 */
export type Access =
  | 'public'
  | 'account'
  | 'read'
  | 'write'
  | 'members'
  | 'read-or-operator'
  | 'operator'

/**
 * Who may call each route of the API, by method and path template (ADR 0103). A route missing
 * here stops the API from starting; access.test.ts calls every one as every role.
 */
export const ACCESS_RULES = {
  // Anyone, signed in or not.
  'GET /.well-known/jwks.json': 'public',
  'GET /api/about-us': 'public',
  'GET /api/checkpoints': 'public',
  'GET /api/contacts-page': 'public',
  'GET /api/get-client-datas': 'public',
  'GET /api/main': 'public',
  'GET /api/news-all/:page': 'public',
  'GET /api/news/:id': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/payments/return': 'public',
  'GET /api/payments/sandbox/:reference': 'public',
  'GET /api/permit-verification': 'public',
  'GET /api/reference-data': 'public',
  'GET /api/services': 'public',
  'GET /healthz': 'public',
  'GET /metrics': 'public',
  'GET /online/storage/posters/:file': 'public',
  'GET /readyz': 'public',
  'GET /rss': 'public',
  'GET /sanctum/csrf-cookie': 'public',
  'GET /storage/news-posters/:id': 'public',
  'GET /storage/news-posters/:id/:file': 'public',
  'GET /storage/posters/:file': 'public',
  'OPTIONS *': 'public',
  'POST /api/company-invitation/check': 'public',
  'POST /api/company-invitation/register': 'public',
  'POST /api/feedback-post': 'public',
  'POST /api/login-post': 'public',
  'POST /api/operator-invitation/accept': 'public',
  'POST /api/operator-invitation/check': 'public',
  'POST /api/passwd-reset': 'public',
  'POST /api/payments/sandbox/:reference': 'public',
  'POST /api/registration-post': 'public',
  // Any signed-in person: their own account and companies.
  'GET /api/companies': 'account',
  'GET /api/logout': 'account',
  'GET /api/profile': 'account',
  'POST /api/companies/current': 'account',
  'POST /api/companies/leave': 'account',
  'POST /api/company-invitation/accept': 'account',
  'POST /api/email-change': 'account',
  'POST /api/passwd-update': 'account',
  'POST /api/profile-update': 'account',
  // Any member of the session's company.
  'GET /api/company/activity': 'read',
  'GET /api/company/members': 'read',
  'GET /api/driver/:id': 'read',
  'GET /api/drivers/:is_legal': 'read',
  'GET /api/get-driver-datas/:is_legal': 'read',
  'GET /api/get-permit-datas/:is_legal': 'read',
  'GET /api/get-transport-datas/:isLegal': 'read',
  'GET /api/get-transports/:driver_id': 'read',
  'GET /api/get/client/:is_legal': 'read',
  'GET /api/get/deposit/:is_legal': 'read',
  'GET /api/history-item/:model_id/:item_id': 'read',
  'GET /api/history/:page': 'read',
  'GET /api/load-permission': 'read',
  'GET /api/needs-me': 'read',
  'GET /api/notices': 'read',
  'GET /api/reminder-settings': 'read',
  'GET /api/permit-documents/:id/pdf': 'read',
  'GET /api/request-to-permission': 'read',
  'GET /api/transport/:id': 'read',
  'GET /api/transports/:isLegal/:isCar': 'read',
  'POST /api/needs-me/answers-seen': 'read',
  'POST /api/notices/:id/read': 'read',
  // An administrator or a dispatcher of the company: the daily work.
  'DELETE /api/driver/:id': 'write',
  'DELETE /api/transport/:id': 'write',
  'POST /api/driver': 'write',
  'POST /api/history-cancel': 'write',
  'POST /api/individual/store': 'write',
  'POST /api/legal/store': 'write',
  'POST /api/load-permission': 'write',
  'POST /api/online-application': 'write',
  'POST /api/payment': 'write',
  'POST /api/request-to-permission': 'write',
  'POST /api/transport': 'write',
  'POST /api/unload-permission': 'write',
  'PATCH /api/driver/:id': 'write',
  'PUT /api/driver/:id': 'write',
  'PUT /api/reminder-settings': 'write',
  'PUT /api/transport/:id': 'write',
  // The company's administrators: its members and invitations.
  'DELETE /api/company/invitations/:id': 'members',
  'DELETE /api/company/members/:id': 'members',
  'POST /api/company/invitations': 'members',
  'PUT /api/company/members/:id': 'members',
  // Any member of the owning company, or an operator of the enterprise.
  'GET /api/files/:id': 'read-or-operator',
  'GET /api/permit-documents': 'read-or-operator',
  'GET /api/live-events': 'read-or-operator',
  'GET /api/receipts': 'read-or-operator',
  'GET /api/receipts/:id/pdf': 'read-or-operator',
  'GET /api/status-history/:subject': 'read-or-operator',
  // Operators of the enterprise.
  'GET /api/operator/clients/:user_id/:is_legal': 'operator',
  'GET /api/operator/companies/:id': 'operator',
  'GET /api/operator/news': 'operator',
  'GET /api/operator/news/:id': 'operator',
  'GET /api/operator/operators': 'operator',
  'GET /api/operator/permits': 'operator',
  'GET /api/operator/permits/:id': 'operator',
  'GET /api/operator/requests/:model/:id': 'operator',
  'GET /api/operator/requests/:page': 'operator',
  'POST /api/operator/deposit': 'operator',
  'POST /api/operator/news': 'operator',
  'POST /api/operator/news/:id': 'operator',
  'POST /api/operator/news/:id/publish': 'operator',
  'POST /api/operator/news/:id/unpublish': 'operator',
  'POST /api/operator/operators/:id/deactivate': 'operator',
  'POST /api/operator/operators/:id/reactivate': 'operator',
  'POST /api/operator/operators/invite': 'operator',
  'POST /api/operator/permits/:id/claim': 'operator',
  'POST /api/operator/permits/:id/refund': 'operator',
  'POST /api/operator/permits/:id/release': 'operator',
  'POST /api/operator/permits/:id/revoke': 'operator',
  'POST /api/operator/permits/:id/status': 'operator',
  'POST /api/operator/requests/claim': 'operator',
  'POST /api/operator/requests/release': 'operator',
  'POST /api/operator/requests/status': 'operator',
  // Tests only: registered where REMINDER_RUN_ON_REQUEST is set (ADR 0105).
  'POST /api/reminders/run': 'operator',
} as const satisfies Record<string, Access>
