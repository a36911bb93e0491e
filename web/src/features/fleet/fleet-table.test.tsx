// @vitest-environment happy-dom
import { screen, within } from '@testing-library/dom'
import { describe, expect, test, vi } from 'vitest'
import { renderWithShell } from '../../testing/render'
import { FleetTable } from './fleet-table'

const rows = [
  { id: '7', name: 'AG 1111 AG', cells: ['MAN', 'AG 1111 AG', 'Merdan Atayew'] },
  { id: '9', name: 'AG 2222 AG', cells: ['Volvo', 'AG 2222 AG', null] },
]

function table(onDelete = vi.fn()) {
  const view = renderWithShell(
    <FleetTable
      caption="Your cars"
      columns={['Brand', 'Plate number', 'Driver']}
      rows={rows}
      editPath={(id) => `/online-application/legalCarEdit?id=${id}`}
      onDelete={onDelete}
      emptyCell="No driver"
    />,
    { path: '/online-application/legalCars' },
  )
  return { ...view, onDelete }
}

describe('a fleet list', () => {
  test('is a table named by its caption, a header per column and a row per record', () => {
    table()
    const found = screen.getByRole('table', { name: 'Your cars' })
    const headers = within(found)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['Brand', 'Plate number', 'Driver', 'Actions'])
    const body = within(found).getAllByRole('row').slice(1)
    expect(body.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Plate numberAG 1111 AG',
      'Plate numberAG 2222 AG',
    ])
  })

  test("a card's labels are hidden from screen readers, which hear the column's header", () => {
    table()
    const labels = screen.getAllByText('Plate number', { selector: 'span' })
    expect(labels).toHaveLength(2)
    for (const label of labels) expect(label.getAttribute('aria-hidden')).toBe('true')
  })

  test('an empty cell says so', () => {
    table()
    const row = screen.getAllByRole('row')[2] as HTMLElement
    expect(within(row).getByText('No driver')).toBeTruthy()
  })

  test("each row's edit and delete name their record; edit leads to the record's address", async () => {
    const { user, onDelete } = table()
    const edit = screen.getByRole('link', { name: 'Edit AG 2222 AG' })
    expect(edit.getAttribute('href')).toBe('/online-application/legalCarEdit?id=9')
    await user.click(screen.getByRole('button', { name: 'Delete AG 1111 AG' }))
    expect(onDelete).toHaveBeenCalledWith(rows[0])
    await user.click(edit)
    expect(screen.getByTestId('location').textContent).toBe('/online-application/legalCarEdit')
  })
})
