import { Plural } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useState } from 'react'
import { type FragmentType, getFragmentData, graphql } from '../../gql'
import type { ServicesAccordion_SectionFragment } from '../../gql/graphql'
import { useLocalized } from '../../lib/localized'
import { ChevronDownIcon, DocumentIcon, ToolsIcon, TruckIcon } from './icons'
import styles from './services.module.css'

export const ServicesAccordion_section = graphql(`
  fragment ServicesAccordion_section on ServiceSection {
    code
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
    services {
      code
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
    }
  }
`)

const SECTION_ICONS: Record<string, () => ReactNode> = {
  permissions: DocumentIcon,
  services: ToolsIcon,
  supervision: TruckIcon,
}

type Props = {
  sections: FragmentType<typeof ServicesAccordion_section>[]
  /** The section the address asks for (`/services#permissions`), else the one open at first. */
  requested: string | null
}

/**
 * The enterprise's areas of work, one panel each: only one is open at a time, and choosing the
 * open one closes it. Each header is a button (`aria-expanded`, `aria-controls`) inside a
 * heading; each panel a region named by its header.
 */
export function ServicesAccordion({ sections: refs, requested }: Props) {
  const sections = getFragmentData(ServicesAccordion_section, refs)
  const [open, setOpen] = useState<string | null>(requested)
  // A link to another section while the page is shown (`#services`) opens that one.
  useEffect(() => {
    if (requested) setOpen(requested)
  }, [requested])
  const toggle = (code: string) => setOpen((current) => (current === code ? null : code))
  return (
    <div className={styles.accordion}>
      {sections.map((section, index) => (
        <AccordionSection
          key={section.code}
          section={section}
          number={index + 1}
          open={open === section.code}
          onToggle={() => toggle(section.code)}
        />
      ))}
    </div>
  )
}

type Section = ServicesAccordion_SectionFragment

type SectionProps = { section: Section; number: number; open: boolean; onToggle: () => void }

function AccordionSection({ section, number, open, onToggle }: SectionProps) {
  const localized = useLocalized()
  const id = useId()
  const SectionIcon = SECTION_ICONS[section.code] ?? DocumentIcon
  const count = section.services.length
  return (
    <div id={section.code} className={styles.section} data-open={open || undefined}>
      <h2 className={styles.sectionHeading}>
        <button
          type="button"
          id={`${id}-header`}
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span className={styles.icon}>
            <SectionIcon />
          </span>
          <span className={styles.toggleText}>
            <span className={styles.number} aria-hidden="true">
              {String(number).padStart(2, '0')}
            </span>
            <span className={styles.sectionTitle}>{localized(section.title)}</span>
            <span className={styles.count}>
              <Plural value={count} one="# service" other="# services" />
            </span>
          </span>
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </button>
      </h2>
      <section
        id={`${id}-panel`}
        aria-labelledby={`${id}-header`}
        className={styles.panel}
        hidden={!open}
      >
        <p className={styles.sectionDescription}>{localized(section.description)}</p>
        <ul className={styles.services}>
          {section.services.map((service) => (
            <li key={service.code} className={styles.service}>
              <h3 className={styles.serviceTitle}>{localized(service.title)}</h3>
              <p className={styles.serviceDescription}>{localized(service.description)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
