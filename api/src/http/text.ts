/**
 * What text a field may hold, beyond its length. A line break in a one-line field forges a line
 * where the text is written out (a mail header, a log, a CSV an operator exports); an invisible
 * or direction-changing character makes one text look like another (a name, a plate). So:
 *
 * - one line (names, numbers, titles): no control characters (CR, LF, tab, NUL, …), no format
 *   characters (zero-width spaces, direction overrides, the byte-order mark, soft hyphens), no
 *   line or paragraph separators, no broken UTF-16 (a lone surrogate);
 * - several lines (a message, bank details, a reason): newlines and tabs are fine; other control
 *   characters, direction controls and broken UTF-16 are not. Zero-width joiners stay, as emoji
 *   are built with them;
 * - a password: anything but control characters and broken UTF-16 (it is only hashed).
 */
const NOT_IN_ONE_LINE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u
const DIRECTION_CONTROLS = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069'
const NOT_IN_LINES = new RegExp(`[^\\P{Cc}\\t\\n\\r]|[\\p{Cs}${DIRECTION_CONTROLS}]`, 'u')
const NOT_IN_A_PASSWORD = /[\p{Cc}\p{Cs}]/u

export const isOneLine = (text: string) => !NOT_IN_ONE_LINE.test(text)
export const isMultiLine = (text: string) => !NOT_IN_LINES.test(text)
export const isPasswordText = (text: string) => !NOT_IN_A_PASSWORD.test(text)

/** The JSON-schema formats of the three kinds, as the validator and the OpenAPI description name them. */
export const TEXT_FORMATS = {
  'single-line': isOneLine,
  'multi-line': isMultiLine,
  password: isPasswordText,
} as const
export type TextFormat = keyof typeof TEXT_FORMATS
