// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom'
import { describe, expect, test } from 'vitest'
import { renderWithShell } from '../../testing/render'
import { UploadProgress, type UploadState, useUploadProgress } from './upload-progress'

const bar = () =>
  screen.getByRole('progressbar', { name: 'Sending the files' }) as HTMLProgressElement
// The polite status of the progress (the test shell's router probe is an <output>, a status too).
const heard = () => document.querySelector('p[role="status"]')?.textContent

describe('the progress of an upload', () => {
  test.each([
    [null, 0, 'Sending the files…'],
    [{ sent: 240_000, total: 1_000_000 }, 240_000, 'Sending the files…'],
    [{ sent: 300_000, total: 1_000_000 }, 300_000, 'Files sent: 25%'],
    [{ sent: 740_000, total: 1_000_000 }, 740_000, 'Files sent: 50%'],
    [{ sent: 1_000_000, total: 1_000_000 }, 1_000_000, 'Files sent. Waiting for the answer…'],
  ] as [UploadState | null, number, string][])(
    'at %o the labelled bar reads %i, and screen readers hear by quarters: "%s"',
    (state, value, words) => {
      renderWithShell(<UploadProgress state={state} />)
      expect(bar().value).toBe(value)
      expect(heard()).toBe(words)
    },
  )

  test('shows the share and the sizes sent to the eye', () => {
    renderWithShell(<UploadProgress state={{ sent: 2_500_000, total: 6_800_000 }} />)
    expect(screen.getByText('37% · 2.5 MB / 6.8 MB')).toBeTruthy()
  })

  test("follows the request's progress events, and starts again from nothing", () => {
    function Harness() {
      const upload = useUploadProgress()
      return (
        <>
          <button type="button" onClick={() => upload.listener(512, 2048)}>
            progress
          </button>
          <button type="button" onClick={upload.reset}>
            reset
          </button>
          <UploadProgress state={upload.state} />
        </>
      )
    }
    renderWithShell(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'progress' }))
    expect([bar().value, bar().max]).toEqual([512, 2048])
    expect(heard()).toBe('Files sent: 25%')
    fireEvent.click(screen.getByRole('button', { name: 'reset' }))
    expect(bar().value).toBe(0)
    expect(heard()).toBe('Sending the files…')
  })
})
