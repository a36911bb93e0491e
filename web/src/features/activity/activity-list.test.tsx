// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { describe, expect, test } from 'vitest'
import type { CompanyActivity_PageFragment } from '../../gql/graphql'
import { renderWithShell } from '../../testing/render'
import { ActivityList } from './activity-list'

type Item = CompanyActivity_PageFragment['items'][number]
type Record = Item['record']

const entry = (id: string, kind: Item['kind'], record: Partial<Record> & Pick<Record, 'kind'>) =>
  ({
    id,
    kind,
    at: '2026-11-20T07:30:00Z',
    actor: 'CLIENT',
    member: { id: '7', name: 'Merdan Ataýew' },
    record: {
      id: '12',
      title: null,
      requestModel: null,
      clientKind: null,
      vehicleType: null,
      ...record,
    },
    status: null,
  }) as Item

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href')

describe('the activity list', () => {
  test('links each record that has a page to it, and names the others without a link', () => {
    renderWithShell(
      <ActivityList
        items={[
          entry('s1', 'PERMIT_FILED', { kind: 'PERMIT', id: '41' }),
          entry('s2', 'REQUEST_FILED', {
            kind: 'CARGO_PERMISSION',
            title: 'RZ 15/2',
            requestModel: 'UNLOADING_PERMISSION',
          }),
          entry('s3', 'REQUEST_FILED', {
            kind: 'ONLINE_APPLICATION',
            requestModel: 'ONLINE_APPLICATION',
          }),
          entry('e1', 'DRIVER_ADDED', {
            kind: 'DRIVER',
            id: '5',
            title: 'Amanow Aman',
            clientKind: 'INDIVIDUAL',
          }),
          entry('e2', 'VEHICLE_CHANGED', {
            kind: 'VEHICLE',
            id: '9',
            title: '77 AG 7007',
            clientKind: 'LEGAL_ENTITY',
            vehicleType: 'TRAILER',
          }),
          entry('e3', 'VEHICLE_REMOVED', { kind: 'VEHICLE', id: '10', title: '12 AG 1212' }),
          entry('a1', 'INVITATION_ACCEPTED', { kind: 'MEMBER', id: '7', title: 'Merdan Ataýew' }),
          entry('e4', 'MEMBER_LEFT', { kind: 'MEMBER', id: '8', title: 'Aýgül Görüji' }),
        ]}
      />,
    )
    expect(hrefOf('E-permit No. 41')).toBe('/online-application/ePermitHistory?q=41')
    expect(hrefOf('Permission RZ 15/2')).toBe(
      '/online-application/historyTab?kind=unloading_permission&q=RZ+15%2F2',
    )
    expect(hrefOf('Online application No. 12')).toBe(
      '/online-application/historyTab?kind=online_application',
    )
    expect(hrefOf('Driver Amanow Aman')).toBe('/online-application/individualDriversEdit?id=5')
    expect(hrefOf('Vehicle 77 AG 7007')).toBe('/online-application/legalTrailerEdit?id=9')
    // A removed vehicle and a member have no page.
    expect(screen.getByText('Vehicle 12 AG 1212').closest('a')).toBeNull()
    expect(screen.getByText('Member Aýgül Görüji').closest('a')).toBeNull()
    expect(screen.getByText('Invitation accepted')).toBeTruthy()
    expect(screen.getByText('Member left')).toBeTruthy()
    expect(screen.getAllByRole('link')).toHaveLength(5)
  })
})
