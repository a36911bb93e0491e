import { ServicesPage } from '../../features/content/services-page'

/** `/services`: the enterprise's three areas of work and their services. */
export function Component() {
  return <ServicesPage />
}
