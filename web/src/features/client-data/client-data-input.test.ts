// @vitest-environment happy-dom
import { expect, test } from 'vitest'
import { checkClientData, scanErrorsPlaced } from './client-data-input'

const scans = [
  { control: 'licenceScan', type: 'LICENCE' },
  { control: 'certificateScan', type: 'CERTIFICATE' },
] as const

test("a refused scan's problem goes to the input that sent it; others keep their field", () => {
  const chosen = [{ control: 'certificateScan', type: 'CERTIFICATE' } as const]
  const placed = scanErrorsPlaced(
    [
      { field: ['documents', '0'], message: 'Not a PNG', code: 'INVALID' },
      { field: ['phone'], message: 'Bad phone', code: 'INVALID' },
      { field: 'documents', message: 'The licence is missing', code: 'INVALID' },
    ],
    chosen,
  )
  expect(placed.map((error) => error.field)).toEqual([['certificateScan'], ['phone'], 'documents'])
})

const texts = {
  required: 'required',
  phone: 'phone',
  past: 'past',
  noLicenceType: 'no type',
  noScan: 'no scan',
}

function formWith(phone: string) {
  const form = document.createElement('form')
  form.innerHTML = `<input name="phone" value="${phone}">`
  return form
}

test('the first save needs every scan, a licence code, the full phone and dates not past', () => {
  const problems = checkClientData(
    { cityId: '', phone: '', licenceTypeIds: [], licenceExpiresOn: '2001-01-01' },
    {
      form: formWith('+993 65 12'),
      required: ['cityId', 'licenceExpiresOn'],
      dates: ['licenceExpiresOn'],
      scans,
      chosen: [],
      firstSave: true,
      texts,
    },
  )
  expect(problems).toEqual({
    cityId: 'required',
    phone: 'phone',
    licenceTypeIds: 'no type',
    licenceExpiresOn: 'past',
    licenceScan: 'no scan',
    certificateScan: 'no scan',
  })
})

test('once data is saved, no scan is needed', () => {
  const problems = checkClientData(
    { cityId: '7', phone: '+99365123456', licenceTypeIds: ['1'] },
    {
      form: formWith('+993 65 123456'),
      required: ['cityId'],
      dates: [],
      scans,
      chosen: [],
      firstSave: false,
      texts,
    },
  )
  expect(problems).toEqual({})
})
