import { describe, expect, test } from 'vitest'
import { sortByName } from './names'

const named = (...names: string[]) => names.map((name) => ({ name }))
const order = (names: string[], locale: string) =>
  sortByName(named(...names), locale).map((item) => item.name)

describe("lists in the reader's alphabetical order", () => {
  test('Russian names by the Cyrillic alphabet, not by their English names', () => {
    // Afghanistan, Albania, Austria, Azerbaijan as the English list has them.
    expect(order(['Афганистан', 'Албания', 'Австрия', 'Азербайджан'], 'ru')).toEqual([
      'Австрия',
      'Азербайджан',
      'Албания',
      'Афганистан',
    ])
  })

  test('Turkmen (tk) puts Ç after C, Ö after O and Ý after Y', () => {
    expect(
      order(['Çehiýa', 'Daniýa', 'Ciprus', 'Özbegistan', 'Owganystan', 'Ýaponiýa', 'Yemen'], 'tk'),
    ).toEqual(['Ciprus', 'Çehiýa', 'Daniýa', 'Owganystan', 'Özbegistan', 'Yemen', 'Ýaponiýa'])
  })
})
