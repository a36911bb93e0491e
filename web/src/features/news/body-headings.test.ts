import { describe, expect, it } from 'vitest'
import { continueOutline } from './body-headings'

describe('continueOutline', () => {
  it('makes the highest heading of a body an h2 and keeps the distance of the others', () => {
    expect(
      continueOutline('<p>a</p><h3>One</h3><p>b</p><h4 class="x">Two</h4><h3>Three</h3>'),
    ).toBe('<p>a</p><h2>One</h2><p>b</p><h3 class="x">Two</h3><h2>Three</h2>')
  })

  it('moves an h1 in a body down under the page title', () => {
    expect(continueOutline('<h1>Top</h1><h2>Sub</h2>')).toBe('<h2>Top</h2><h3>Sub</h3>')
  })

  it('leaves a body that already starts at h2, or has no heading, as it is', () => {
    const bodies = ['<h2>A</h2><h3>B</h3>', '<p>No <strong>heading</strong> here.</p>', '']
    for (const body of bodies) expect(continueOutline(body)).toBe(body)
  })

  it('does not touch words that only look like tags', () => {
    expect(continueOutline('<h3>H3</h3><p>&lt;h3&gt; and <hr> and <header-x></p>')).toBe(
      '<h2>H3</h2><p>&lt;h3&gt; and <hr> and <header-x></p>',
    )
  })
})
