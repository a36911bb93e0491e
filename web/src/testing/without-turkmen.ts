import { vi } from 'vitest'
import type { IntlService } from '../lib/turkmen'

/**
 * Makes `Intl[service]` behave as Chromium's does, whose ICU has no Turkmen for it: `tk` is not
 * among its supported locales and is answered in English. Node's ICU has Turkmen, so without this
 * a test could not see the English a Turkmen page gets in Chromium. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function withoutTurkmen(...services: IntlService[]) {
  const stubbed: Record<string, unknown> = Object.create(
    Object.getPrototypeOf(Intl),
    Object.getOwnPropertyDescriptors(Intl),
  )
  for (const service of services) {
    const Real = Intl[service] as unknown as {
      new (locales?: string | readonly string[], options?: object): object
      supportedLocalesOf(locales: string | readonly string[], options?: object): string[]
    }
    const english = (locales?: string | readonly string[]) =>
      [locales ?? []].flat().map((locale) => (/^tk\b/i.test(locale) ? 'en-US' : locale))
    const Chromium = class extends Real {
      constructor(locales?: string | readonly string[], options?: object) {
        super(english(locales), options)
      }
      static override supportedLocalesOf(locales: string | readonly string[], options?: object) {
        return Real.supportedLocalesOf(locales, options).filter((locale) => !/^tk\b/i.test(locale))
      }
    }
    stubbed[service] = Chromium
  }
  vi.stubGlobal('Intl', stubbed)
}
