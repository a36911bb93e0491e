import { expect, test } from 'vitest'
import { applicationStart } from './application-start'

const me = {
  __typename: 'Account' as const,
  id: '7',
  name: 'Aýna Myradowa',
  phone: '+99361234567',
  email: 'ayna@example.tm',
  company: { __typename: 'Company' as const, id: '7', name: 'Ak Ýol Logistika HJ' },
}

test('a new application starts from the company and the person signed in', () => {
  expect(applicationStart(me)).toEqual({
    institutionName: 'Ak Ýol Logistika HJ',
    responsiblePerson: 'Aýna Myradowa',
    phone: '+99361234567',
    email: 'ayna@example.tm',
  })
})

test('without a company, the institution is left to type; without an answer, everything is', () => {
  expect(applicationStart({ ...me, company: null })).toEqual({
    responsiblePerson: 'Aýna Myradowa',
    phone: '+99361234567',
    email: 'ayna@example.tm',
  })
  expect(applicationStart(undefined)).toEqual({})
  expect(applicationStart(null)).toEqual({})
})
