/** A `tel:` address for a phone as the API writes it (`+993 12 39-45-12` → `tel:+99312394512`). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`
