import { type Answer, apiUrl, type Body, type Item } from './api-types.js'
import type { RestHttp } from './http.js'

type MembersAnswer = Answer<'/api/company/members', 'get'>

/** The person's companies and the one the session works for. */
export type CompaniesAnswer = Answer<'/api/companies', 'get'>
/** A company as one of its members sees it, with their role. */
export type CompanyRow = Item<CompaniesAnswer['companies']>
/** The session's company's members and (to an administrator) its open invitations. */
export type CompanyMembersRow = MembersAnswer
export type CompanyMemberRow = Item<MembersAnswer['members']>
export type PendingInvitationRow = Item<MembersAnswer['invitations']>
/** What an invitation link invites to. */
export type CompanyInvitationRow = Answer<'/api/company-invitation/check', 'post'>

/** A person's companies, a company's members and invitations (ADR 0103). */
export class CompaniesApi {
  constructor(private readonly http: RestHttp) {}

  companies() {
    return this.http.get('/api/companies')
  }

  choose(companyId: number) {
    return this.http.post('/api/companies/current', { company_id: companyId })
  }

  leave(companyId: number) {
    return this.http.post('/api/companies/leave', { company_id: companyId })
  }

  members() {
    return this.http.get('/api/company/members')
  }

  invite(body: Body<'/api/company/invitations', 'post'>) {
    return this.http.post('/api/company/invitations', body)
  }

  revokeInvitation(id: number) {
    return this.http.delete(apiUrl('/api/company/invitations/{id}', { id }))
  }

  changeMember(id: number, body: Body<'/api/company/members/{id}', 'put'>) {
    return this.http.put(apiUrl('/api/company/members/{id}', { id }), body)
  }

  removeMember(id: number) {
    return this.http.delete(apiUrl('/api/company/members/{id}', { id }))
  }

  checkInvitation(token: string) {
    return this.http.post('/api/company-invitation/check', { token })
  }

  acceptInvitation(token: string) {
    return this.http.post('/api/company-invitation/accept', { token })
  }

  registerWithInvitation(body: Body<'/api/company-invitation/register', 'post'>) {
    return this.http.post('/api/company-invitation/register', body)
  }
}
