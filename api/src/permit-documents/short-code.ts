import { randomInt } from 'node:crypto'

/**
 * The letters of a verify code: no 0/O, 1/I/L or U/V pairs a reader could mistake for each
 * other when typing it from paper, so a code read aloud or typed is the code printed.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789'
const LENGTH = 10

/**
 * A new verify code: 10 letters of 29 (about 48 bits), random. Guessing one is hopeless at the
 * verification's rate limit (300 checks in 10 minutes from one address), and it names nothing.
 */
export function newShortCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}

/** The code as printed and put in the QR's address: two groups of five, "K7MQ2-XW9PA". */
export const groupedShortCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`

/**
 * What a person typed or a scanner read, as stored: case, spaces and dashes do not matter.
 * Anything that cannot be a verify code is undefined (then it may be a long credential).
 */
export function readShortCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '')
  if (code.length !== LENGTH) return undefined
  return [...code].every((letter) => ALPHABET.includes(letter)) ? code : undefined
}
