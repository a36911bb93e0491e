import { expect, test } from 'vitest'
import { telHref } from './contact-links'

test('a phone as written becomes a tel: address of its digits', () => {
  expect(telHref('+993 12 39-45-12')).toBe('tel:+99312394512')
  expect(telHref('(12) 39 45 27')).toBe('tel:12394527')
})
