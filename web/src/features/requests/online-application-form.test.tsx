// @vitest-environment happy-dom
import { screen } from '@testing-library/dom'
import { act } from 'react'
import { afterEach, expect, test } from 'vitest'
import { PopupHost, popup } from '../../components/popup'
import { withoutServer } from '../../testing/apollo'
import { renderWithShell } from '../../testing/render'
import { OnlineApplicationForm } from './online-application-form'

afterEach(() => act(() => popup.close()))

const summary = () =>
  Array.from(document.querySelectorAll('[role="alert"] a')).map((link) => link.textContent)

test('a letter too large and a document of a refused type: the summary lists both with the empty fields, the popup and the field give one limit', async () => {
  // user-event would drop a file outside `accept`; a person can still choose "All files".
  const { user } = renderWithShell(
    withoutServer(
      <>
        <OnlineApplicationForm title="Online application" start={{}} />
        <PopupHost />
      </>,
    ),
    { userEvent: { applyAccept: false } },
  )
  const letter = new File([new Uint8Array(30_000_000)], 'letter.pdf', { type: 'application/pdf' })
  await user.upload(screen.getByLabelText('Application letter'), letter)
  const limit = document
    .querySelector('.field-error')
    ?.textContent?.match(/smaller than (.+)$/)?.[1]
  expect(limit).toBe('7.168 MB')
  expect(screen.getByRole('dialog').textContent).toContain(`Choose a file smaller than ${limit}.`)
  await user.click(screen.getByRole('button', { name: 'OK' }))

  const program = new File(['MZ'], 'registration.exe', { type: 'application/octet-stream' })
  await user.upload(screen.getByLabelText('State registration document'), program)
  await user.click(screen.getByRole('button', { name: 'OK' }))
  await user.click(screen.getByRole('button', { name: 'Submit' }))

  const files = summary().filter((item) => !item?.endsWith('Please fill in this field'))
  expect(files).toEqual([
    'Application letter: The selected file must be smaller than 7.168 MB',
    'State registration document: The selected file must be JPG, JPEG, PNG, BMP, GIF, SVG, WEBP, PDF',
  ])
  // Every field that shows a problem is in the summary.
  expect(summary()).toHaveLength(document.querySelectorAll('.field-error').length)
})
