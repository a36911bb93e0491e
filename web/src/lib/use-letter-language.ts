import { useEffect, useRef } from 'react'
import type { Language } from '../gql/graphql'
import { activateLocale } from './i18n'
import { isLocale } from './locales'
import { useLocale } from './localized'

/**
 * A page opened from a letter (an invitation) speaks the letter's language: the person has read
 * it so far, and accepting makes it their account's language. Applied once, when the page learns
 * it; the language switch still changes it afterwards.
 */
export function useLetterLanguage(language: Language | undefined) {
  const current = useLocale()
  const applied = useRef(false)
  useEffect(() => {
    if (!language || applied.current) return
    applied.current = true
    const locale = language.toLowerCase()
    if (isLocale(locale) && locale !== current) void activateLocale(locale)
  }, [language, current])
}
