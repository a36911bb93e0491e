import type {
  AboutPageResolvers,
  ContactsPageResolvers,
  DepartmentResolvers,
  DutyResolvers,
  ServiceResolvers,
  ServiceSectionResolvers,
  ServicesPageResolvers,
  WorkingHoursResolvers,
} from '../__generated__/resolvers-types.js'
import { localized } from './localized.js'

export const ServicesPage: ServicesPageResolvers = {
  title: (row) => localized(row, 'title'),
  description: (row) => localized(row, 'description'),
}

export const ServiceSection: ServiceSectionResolvers = {
  title: (row) => localized(row, 'title'),
  description: (row) => localized(row, 'description'),
  services: (row) => row.items,
}

export const Service: ServiceResolvers = {
  title: (row) => localized(row, 'title'),
  description: (row) => localized(row, 'description'),
}

export const AboutPage: AboutPageResolvers = {
  title: (row) => localized(row, 'title'),
  introduction: (row) =>
    row.intro_ru.map((ru, index) => ({
      tm: row.intro_tm[index] ?? ru,
      ru,
      en: row.intro_en[index] ?? ru,
    })),
  foundedIn: (row) => row.founded,
}

export const Duty: DutyResolvers = {
  text: (row) => localized(row, 'text'),
}

export const ContactsPage: ContactsPageResolvers = {
  address: (row) => localized(row, 'address'),
  workingHours: (row) => row.hours,
}

export const WorkingHours: WorkingHoursResolvers = {
  opensAt: (row) => row.from,
  closesAt: (row) => row.to,
}

export const Department: DepartmentResolvers = {
  code: (row) => (row.code === 'technical_dep' ? 'TECHNICAL' : 'GENERAL'),
  name: (row) => localized(row, 'name'),
}
