// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { describe, expect, test, vi } from 'vitest'
import { renderWithShell } from '../../../testing/render'
import { PriceForm } from './permit-page'

function priceForm() {
  const run = vi.fn(async () => ({ userErrors: [] }))
  const view = renderWithShell(
    <PriceForm subject="E-permit No. 42 of Ak Yol" suggestedPrice={275} run={run} />,
    { path: '/office/permits/42' },
  )
  return { ...view, run }
}

describe("setting an e-permit's price", () => {
  test('the question names the amount as it was read, written as the interface’s language writes money', async () => {
    const { user, run } = priceForm()
    const field = screen.getByLabelText(/Price, manat/)
    await user.clear(field)
    await user.type(field, '12,345.5')
    await user.click(screen.getByRole('button', { name: 'Set the price' }))
    const question = await screen.findByRole('dialog', { name: 'Set the price?' })
    // English, as formatMoney writes it and the haulier's cabinet reads it (not "12345.5 TMT").
    expect(question.textContent).toContain(
      'The haulier will be asked to pay TMT\u00A012,345.50 for E-permit No. 42 of Ak Yol.',
    )
    expect(run).not.toHaveBeenCalled()
    const buttons = screen.getAllByRole('button', { name: 'Set the price' })
    await user.click(buttons[buttons.length - 1] as HTMLElement)
    expect(run).toHaveBeenCalledWith(12345.5)
  })

  test('going back sets nothing', async () => {
    const { user, run } = priceForm()
    await user.click(screen.getByRole('button', { name: 'Set the price' }))
    const question = await screen.findByRole('dialog', { name: 'Set the price?' })
    expect(question.textContent).toContain('pay TMT\u00A0275.00 for')
    await user.click(screen.getByRole('button', { name: 'Go back' }))
    expect(run).not.toHaveBeenCalled()
  })
})
