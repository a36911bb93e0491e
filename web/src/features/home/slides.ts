import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import border from '../../assets/home-slide-border.svg'
import bus from '../../assets/home-slide-bus.svg'
import permits from '../../assets/home-slide-permits.svg'
import { cabinetPath } from '../../config/cabinet-paths'

export type Slide = {
  image: string
  title: MessageDescriptor
  text: MessageDescriptor
  link: { to: string; label: MessageDescriptor }
}

/** The carousel's three slides: the portal's main services, each leading to its page. */
export const slides: readonly Slide[] = [
  {
    image: permits,
    title: msg`Electronic permits`,
    text: msg`Apply for bilateral and transit permits online and follow each request in your cabinet, without queues at the office.`,
    link: { to: cabinetPath('onlineApplicationTab'), label: msg`Apply online` },
  },
  {
    image: border,
    title: msg`13 border checkpoints`,
    text: msg`Our inspectors check vehicles, permits and cargo documents at every road crossing into Iran, Afghanistan, Uzbekistan and Kazakhstan, and at the Turkmenbashi seaport.`,
    link: { to: '#checkpoints', label: msg`See the checkpoints on the map` },
  },
  {
    image: bus,
    title: msg`Inspection of buses`,
    text: msg`Buses that have been in operation for 10 years are inspected in spring and autumn, or by appointment, so that passengers travel safely.`,
    link: { to: '/services', label: msg`About the inspection` },
  },
]
