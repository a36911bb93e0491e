/**
 * Plate numbers as an inspector reads them. Two plates that look the same are the same plate,
 * whatever characters were typed: `АG 1234 AB` with a Cyrillic А, `ＡＧ 1234 AB` in full width,
 * `AG 1234\u200B AB` with a zero-width space and `ag  1234 ab` are all `AG 1234 AB`. Plates are
 * stored in this form and compared by `plateKey`, which also ignores where the spaces and
 * hyphens fall (`AG1234AB`, `AG-1234-AB`).
 */

/**
 * Capitals of other scripts drawn like Latin ones, each above the Latin letter it passes for.
 * Russian plates use exactly the twelve Cyrillic letters of the first pair (that is why they were
 * chosen); the rest are what else a forger would reach for in Cyrillic and Greek. Lower case is
 * upper-cased first, so `а` and `α` are caught too.
 */
const LOOK_ALIKES = new Map(
  [
    ['АВЕКМНОРСТУХ', 'ABEKMHOPCTYX'],
    ['ЅІӀЈԚԜҮԀꙆ', 'SIIJQWYDI'],
    ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧϹϿ', 'ABEZHIKMNOPTYXCJ'],
  ].flatMap(([others, latin]) =>
    [...(others ?? '')].map((letter, i) => [letter, latin?.[i] ?? letter]),
  ),
)
const LOOK_ALIKE = new RegExp(`[${[...LOOK_ALIKES.keys()].join('')}]`, 'gu')

/**
 * Characters that show nothing: zero-width spaces and joiners, direction marks, soft hyphens,
 * variation selectors, fillers, the byte-order mark, and control characters other than spaces.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]|[^\P{Cc}\s]/gu
/** Hyphens, dashes and the minus sign, all read as one hyphen. */
const DASHES = /[\p{Pd}\u2212]/gu

/**
 * The stored form: compatibility forms folded (NFKC: full-width, circled, ligatures), invisible
 * characters dropped, upper case, look-alike letters made Latin, one hyphen, single spaces.
 */
export function normalizePlate(plate: string): string {
  return plate
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toUpperCase()
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES.get(letter) ?? letter)
    .replace(DASHES, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

/** What two plates are compared by: the stored form without its spaces and hyphens. */
export function plateKey(plate: string): string {
  return normalizePlate(plate).replace(/[ -]/g, '')
}
