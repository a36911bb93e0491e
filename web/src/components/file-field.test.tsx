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
  expect(problem()).toBe('The selected file must be smaller than 7,168 MB')
})
