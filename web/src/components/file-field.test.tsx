// @vitest-environment happy-dom
import { i18n } from '@lingui/core'
import { screen } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { SCAN_FILES } from '../lib/files'
import { renderWithShell } from '../testing/render'
import { FileField } from './file-field'

const speak = (locale: string) => act(() => i18n.loadAndActivate({ locale, messages: {} }))
afterEach(() => speak('en'))

test('a refused file’s problem is worded again when the interface language changes', async () => {
  const { user } = renderWithShell(
    <form>
      <FileField label="Licence scan" name="licence" rule={SCAN_FILES} required />
    </form>,
    { userEvent: { applyAccept: false } },
  )
  const input = screen.getByLabelText('Licence scan') as HTMLInputElement
  const big = new File([new Uint8Array(SCAN_FILES.maxBytes)], 'licence.png', { type: 'image/png' })
  await user.upload(input, big)
  const problem = () => document.querySelector('.field-error')?.textContent
  expect(problem()).toBe('The selected file must be smaller than 7.168 MB')
  // The catalogs are empty here: the source text stays, the size is written as Russian writes it.
  speak('ru')
  expect(problem()).toBe('The selected file must be smaller than 7,168 МБ')
})

test('the button and what is chosen are worded by the interface, over the native input', async () => {
  const { user } = renderWithShell(
    <form>
      <FileField label="Licence scan" name="licence" rule={SCAN_FILES} />
    </form>,
  )
  // The input is still the control a person and a screen reader reach, named by the label.
  const input = screen.getByLabelText('Licence scan') as HTMLInputElement
  expect(input.type).toBe('file')
  const face = input.nextElementSibling as HTMLElement
  // Its face speaks the interface's language, not the browser's, and is not read out twice.
  expect(face.getAttribute('aria-hidden')).toBe('true')
  expect(face.textContent).toBe('Choose fileNo file chosen')
  await user.upload(input, new File(['png'], 'scan.png', { type: 'image/png' }))
  expect(face.textContent).toBe('Choose filescan.png')
  await user.click(screen.getByRole('button', { name: 'Remove scan.png' }))
  expect(face.textContent).toBe('Choose fileNo file chosen')
  expect(document.activeElement).toBe(input)
})
