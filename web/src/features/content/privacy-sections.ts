import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The privacy policy's sections, in order: their anchors and titles (contents and headings). */
export const PRIVACY_SECTIONS = {
  dataProtection: { id: 'data-protection', title: msg`Protection of personal data` },
  security: { id: 'security', title: msg`Security of data and payments` },
  mailing: { id: 'mailing', title: msg`E-mail messages` },
  cookies: { id: 'cookies', title: msg`Cookies and local storage` },
  mobileApp: { id: 'mobile-app', title: msg`The mobile application's data policy` },
  changes: { id: 'changes', title: msg`Changes to this policy` },
} as const satisfies Record<string, { id: string; title: MessageDescriptor }>

export type PrivacySection = (typeof PRIVACY_SECTIONS)[keyof typeof PRIVACY_SECTIONS]
