import Type from 'typebox'
import { RequiredText } from '../http/schemas.js'

const NUMBER = 50
const NAME = 100
const PLACE = 300

/** A loading or unloading permission as the cabinet form sends it (the enterprise's names). */
export const CargoPermissionBody = Type.Object({
  razresheniye_no: RequiredText(NUMBER, { description: 'Permission number' }),
  gos_prinad: RequiredText(NAME, {
    description:
      "The vehicle's country of registration: a country title from GET /api/load-permission (any language)",
  }),
  marka: RequiredText(NAME, {
    description: 'The vehicle brand: a brand title from GET /api/load-permission',
  }),
  gos_nomer: RequiredText(NUMBER, {
    description:
      'Vehicle registration (plate) number; stored as plates are: upper case, look-alike letters made Latin',
  }),
  woditel_fio: RequiredText(NAME, { description: "Driver's (carrier's) full name" }),
  punkt_pog: RequiredText(PLACE, { description: 'Loading point' }),
  punkt_wyg: RequiredText(PLACE, { description: 'Unloading point' }),
  marshrut: RequiredText(PLACE, { description: 'Cargo route' }),
  gruz: RequiredText(PLACE, { description: 'Cargo type' }),
  prinad: RequiredText(PLACE, { description: 'Cargo owner' }),
  zayawitel: RequiredText(PLACE, { description: 'Applicant' }),
  mesto_wydachi: RequiredText(PLACE, { description: 'Place of issue' }),
  cmr_no: RequiredText(NUMBER, { description: 'CMR number' }),
})
export type CargoPermissionBody = Type.Static<typeof CargoPermissionBody>

export const LoadPermissionReference = Type.Object({
  brands: Type.String({
    description: 'JSON text of [{id, title}]: vehicle brands, as the earlier client parses it',
    examples: ['[{"id":1,"title":"MAN"}]'],
  }),
  countries: Type.String({
    description: "JSON text of [{id, title}]: countries, titles in the request's language",
    examples: ['[{"id":1,"title":"Turkmenistan"}]'],
  }),
  validity_period: Type.String({
    description: 'How many days a permission is valid from the day it is filed',
    examples: ['30'],
  }),
})
