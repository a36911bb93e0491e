import { graphql } from '../../../gql'

/** The services page: its title and introduction, and the three areas with their services. */
export const ServicesPageQuery = graphql(`
  query ServicesPage {
    servicesPage {
      title {
        tm
        ru
        en
      }
      description {
        tm
        ru
        en
      }
      sections {
        code
        ...ServicesAccordion_section
      }
    }
  }
`)
