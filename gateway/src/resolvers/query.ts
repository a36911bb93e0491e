import type { QueryResolvers } from '../__generated__/resolvers-types.js'
import { orNull } from '../rest/failures.js'
import { isLegal, permitStatusNumber, requestModelNumber, requestStatusNumber } from './enums.js'
import { idNumber } from './ids.js'
import { permitFilter, requestFilter } from './list-filters.js'
import { officeQuery } from './office/office.js'
import { validPage } from './pages.js'

/** Every root query: a few lines each, delegating to the REST clients and loaders. */
export const Query: QueryResolvers = {
  ...officeQuery,
  async me(_, __, { session, loaders }) {
    return session.token ? loaders.account.load('me') : null
  },
  async passwordResetLinkValid(_, { userId, linkCode }, { api }) {
    const id = idNumber(userId)
    if (id === null || linkCode.length === 0 || linkCode.length > 400) return false
    return (await api.accounts.checkResetLink(id, linkCode)).status === 'success'
  },

  latestNews: (_, __, { api }) => api.content.latestNews(),
  async newsPage(_, { page }, { api }) {
    if (!validPage(page)) return null
    return orNull(api.content.newsPage(page))
  },
  async newsArticle(_, { id }, { api }) {
    const number = idNumber(id)
    return number === null ? null : orNull(api.content.newsArticle(number))
  },
  servicesPage: (_, __, { api }) => api.content.servicesPage(),
  aboutPage: (_, __, { api }) => api.content.aboutPage(),
  contactsPage: (_, __, { api }) => api.content.contactsPage(),
  checkpoints: (_, __, { api }) => api.content.checkpoints(),

  countries: async (_, __, { api }) => (await api.reference.index()).data.countries,
  async brands(_, { vehicleType }, { api }) {
    const { brands } = (await api.reference.index()).data
    if (!vehicleType) return brands
    const fits = vehicleType === 'CAR' ? 'truck' : 'trailer'
    return brands.filter((brand) => brand.kind === fits || brand.kind === 'both')
  },
  drivingLicenceCategories: async (_, __, { api }) =>
    (await api.reference.index()).data.driving_licence_categories,
  licenceTypes: async (_, __, { api }) => (await api.reference.index()).data.license_types,
  permitTypes: async (_, __, { api }) => (await api.reference.index()).data.permit_types,
  regions: async (_, __, { api }) => (await api.reference.index()).data.regions,
  permissionValidityDays: async (_, __, { api }) =>
    Number((await api.reference.index()).data.validity_period),
  permissionExpiresOn: async (_, __, { api }) =>
    (await api.reference.index()).data.permission_valid_until,

  individualProfile: (_, __, { loaders }) => loaders.individualProfile.load('me'),
  legalEntityProfile: (_, __, { loaders }) => loaders.legalEntityProfile.load('me'),

  drivers: (_, { kind }, { loaders }) => loaders.driversOfKind.load(isLegal(kind)),
  driver(_, { id }, { loaders }) {
    const number = idNumber(id)
    return number === null ? null : loaders.driver.load(number)
  },
  vehicles: (_, { kind, type }, { loaders }) =>
    loaders.vehiclesOf.load({ isLegal: isLegal(kind), isCar: type === 'CAR' }),
  vehicle(_, { id }, { loaders }) {
    const number = idNumber(id)
    return number === null ? null : loaders.vehicle.load(number)
  },

  permitHistory: (_, __, { loaders }) => loaders.permits.load('all'),
  async permits(_, { page, filter }, { loaders, lang }) {
    const key = { page, filter: filter ? permitFilter(filter, lang) : undefined }
    const found = validPage(page) ? await loaders.permitPage.load(key) : null
    // The API answers an empty list past the last page; the schema says null there.
    return found && (found.page === 1 || found.permits.length > 0) ? found : null
  },
  async permit(_, { id }, { loaders }) {
    const number = idNumber(id)
    if (number === null) return null
    // The API lists a haulier's permits and keeps no read of one: it is found in the list.
    const { permits } = await loaders.permits.load('all')
    return permits.find((permit) => permit.id === number) ?? null
  },
  async requests(_, { page, filter }, { loaders }) {
    const key = { page, filter: filter ? requestFilter(filter) : undefined }
    const found = validPage(page) ? await loaders.history.load(key) : null
    // The API answers an empty list past the last page; the schema says null there.
    return found && (found.page === 1 || found.payload.length > 0) ? found : null
  },
  request(_, { model, id }, { api }) {
    const number = idNumber(id)
    if (number === null) return null
    return orNull(api.requests.item(requestModelNumber(model), number))
  },

  permitsForReview: (_, { page, status }, { api }) =>
    api.operators.permits(
      validPage(page) ? page : 1,
      status ? permitStatusNumber(status) : undefined,
    ),
  async requestsForReview(_, { page, status }, { api }) {
    if (!validPage(page)) return null
    return orNull(api.operators.requests(page, status ? requestStatusNumber(status) : undefined))
  },
  async operatorInvitation(_, { token }, { api }) {
    if (token.length === 0 || token.length > 200) return null
    return orNull(api.operators.checkInvitation(token))
  },
}
