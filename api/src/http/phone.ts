/** Phone numbers of Turkmenistan: +993 and eight digits. */

/** Digits of a phone as we store it: "+993" and eight digits. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `+${digits}`
}

/** Mask characters (spaces, dashes, brackets) may surround the digits; line breaks may not. */
export function isPhone(value: string): boolean {
  return /^\+?993\d{8}$/.test(value.replace(/[ \u00A0()-]/g, ''))
}
