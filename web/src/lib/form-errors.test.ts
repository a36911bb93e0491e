import { describe, expect, test } from 'vitest'
import { fieldErrorsOf, formErrorOf, hasErrors, missingFields } from './form-errors'

describe('fieldErrorsOf', () => {
  test('keeps the first message of each field the form shows', () => {
    const errors = [
      { field: ['email'], message: 'Not an e-mail', code: 'INVALID' },
      { field: ['email'], message: 'Second message', code: 'INVALID' },
      { field: ['phone'], message: 'Eight digits', code: 'INVALID' },
      { field: ['other'], message: 'Not in the form', code: 'INVALID' },
      { field: null, message: 'Whole input', code: 'RATE_LIMITED' },
    ]
    expect(fieldErrorsOf(errors, ['email', 'phone', 'name'])).toEqual({
      email: 'Not an e-mail',
      phone: 'Eight digits',
    })
  })

  test('matches an item of a list by its joined path, or the list by its first segment', () => {
    const errors = [
      { field: ['documents', '1'], message: 'Not a JPEG', code: 'INVALID' },
      { field: ['licenceTypeIds', '0'], message: 'Unknown type', code: 'INVALID' },
    ]
    expect(fieldErrorsOf(errors, ['documents.1', 'licenceTypeIds'])).toEqual({
      'documents.1': 'Not a JPEG',
      licenceTypeIds: 'Unknown type',
    })
    expect(formErrorOf(errors, ['documents.0', 'licenceTypeIds'])?.message).toBe('Not a JPEG')
  })

  test('matches a field by its path joined with dots, and by a plain name', () => {
    const errors = [
      { field: ['documents', '1'], message: 'Not a JPEG', code: 'INVALID' },
      { field: ['address'], message: 'Too long', code: 'INVALID' },
      { field: 'phone', message: 'Eight digits', code: 'INVALID' },
    ]
    expect(fieldErrorsOf(errors, ['documents.1', 'address', 'phone', 'documents.0'])).toEqual({
      'documents.1': 'Not a JPEG',
      address: 'Too long',
      phone: 'Eight digits',
    })
  })

  test('a wrong one-time code marks its field without a message', () => {
    const errors = [{ field: ['code'], message: 'Wrong code', code: 'INVALID_CODE' }]
    expect(fieldErrorsOf(errors, ['code'])).toEqual({ code: '' })
  })
})

describe('formErrorOf', () => {
  test('is the first problem of no field or of a field the form does not show', () => {
    const errors = [
      { field: ['email'], message: 'Not an e-mail', code: 'INVALID' },
      { field: ['challenge'], message: 'Start again', code: 'INVALID' },
      { field: null, message: 'Too many', code: 'RATE_LIMITED' },
    ]
    expect(formErrorOf(errors, ['email'])?.message).toBe('Start again')
    expect(formErrorOf(errors.slice(0, 1), ['email'])).toBeUndefined()
  })

  test("an empty path is the whole input; a path the form lacks is the form's", () => {
    const whole = { field: [], message: 'Fill in your data first', code: 'CLIENT_DATA_MISSING' }
    expect(formErrorOf([whole], ['email'])).toBe(whole)
    const other = { field: ['documents', '7'], message: 'No such scan', code: 'INVALID' }
    expect(formErrorOf([other], ['documents.1'])).toBe(other)
    expect(formErrorOf([{ ...other, field: ['documents', '1'] }], ['documents.1'])).toBeUndefined()
  })
})

describe('missingFields', () => {
  test('names empty and blank texts and unticked boxes', () => {
    const values = { name: '  ', phone: '+99361234567', message: '', accepted: false }
    expect(missingFields(values, ['name', 'phone', 'message', 'accepted'], 'Required')).toEqual({
      name: 'Required',
      message: 'Required',
      accepted: 'Required',
    })
  })

  test('hasErrors sees a field marked without a message too', () => {
    expect(hasErrors({})).toBe(false)
    expect(hasErrors({ code: '' })).toBe(true)
  })
})
