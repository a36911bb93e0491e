// @vitest-environment happy-dom
import { screen, within } from '@testing-library/dom'
import { expect, test } from 'vitest'
import { renderWithShell } from '../../testing/render'
import { TableScroll } from './table-scroll'

test('a wide table scrolls inside a region named like it, which the keyboard reaches', async () => {
  const { user } = renderWithShell(
    <TableScroll label="E-permits: New, oldest first">
      <table>
        <caption>E-permits: New, oldest first</caption>
        <tbody>
          <tr>
            <td>No. 42</td>
          </tr>
        </tbody>
      </table>
    </TableScroll>,
    { path: '/office/permits' },
  )
  const region = screen.getByRole('region', { name: 'E-permits: New, oldest first' })
  expect(region.tabIndex).toBe(0)
  expect(region.getAttribute('aria-label')).toBe('E-permits: New, oldest first')
  expect(within(region).getByRole('table', { name: 'E-permits: New, oldest first' })).toBeTruthy()
  await user.tab()
  expect(document.activeElement).toBe(region)
})
