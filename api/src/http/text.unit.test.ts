import { describe, expect, it } from 'vitest'
import { isMultiLine, isOneLine, isPasswordText } from './text.js'
import { readTextValues } from './text-values.js'

const LINE_BREAKS = ['\r', '\n', '\r\n', '\u2028', '\u2029', '\u0085', '\v', '\f']
const CONTROLS = ['\u0000', '\u0007', '\u001B', '\u007F', '\u009B']
const DIRECTION = ['\u202E', '\u202D', '\u2066', '\u2069', '\u200F', '\u061C']
const INVISIBLE = ['\u200B', '\u2060', '\uFEFF', '\u00AD']

describe('text rules', () => {
  it('keeps a line of any script, punctuation and emoji', () => {
    for (const text of [
      'Merdan Atayew',
      'Ак Ýol «Logistika» HJ',
      'Aşgabat — Stambul',
      '№ 12/3',
      '🚚',
    ]) {
      expect(isOneLine(text), text).toBe(true)
      expect(isMultiLine(text), text).toBe(true)
    }
  })

  it('refuses line breaks, tabs, controls, direction and invisible characters in one line', () => {
    for (const bad of [...LINE_BREAKS, '\t', ...CONTROLS, ...DIRECTION, ...INVISIBLE, '\uD800']) {
      expect(isOneLine(`Merdan${bad}Atayew`), JSON.stringify(bad)).toBe(false)
    }
  })

  it('keeps newlines and tabs in several lines, refuses other controls and direction changes', () => {
    expect(isMultiLine('Salam,\r\n\tgerek maglumat.\nSag boluň')).toBe(true)
    expect(isMultiLine('👨‍👩‍👧 family, with zero-width joiners')).toBe(true)
    for (const bad of [...CONTROLS, ...DIRECTION, '\uD800', '\uDC00']) {
      expect(isMultiLine(`Salam${bad}`), JSON.stringify(bad)).toBe(false)
    }
  })

  it('lets a password hold anything a keyboard types, not control characters', () => {
    expect(isPasswordText('P@ss wörd ŇÝ 密码 🔑')).toBe(true)
    for (const bad of ['\n', '\t', '\u0000', '\uD800']) {
      expect(isPasswordText(`secret${bad}`), JSON.stringify(bad)).toBe(false)
    }
  })
})

describe('numbers read from text', () => {
  const schema = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      amount: { type: 'number' },
      name: { type: 'string' },
      ids: { type: 'array', items: { type: 'integer' } },
      flag: { enum: [true, false, 1, 0, '1', '0'] },
      either: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    },
  }
  const read = (data: Record<string, unknown>) => {
    readTextValues(schema, data)
    return data
  }

  it('reads plain decimal numbers', () => {
    expect(read({ id: '42', amount: '-12.50', either: '7', ids: ['1', '20'] })).toEqual({
      id: 42,
      amount: -12.5,
      either: 7,
      ids: [1, 20],
    })
    expect(read({ id: '0' })).toEqual({ id: 0 })
  })

  it('leaves anything else as text for the validator to refuse', () => {
    for (const text of [
      '0x1',
      '1e0',
      '+1',
      '01',
      ' 1',
      '1 ',
      '1.0',
      'Infinity',
      'NaN',
      '',
      '１',
      '-0',
    ]) {
      expect(read({ id: text }).id, text).toBe(text)
    }
    for (const text of ['1e2', '.5', '5.', '0x1', '+1.5']) {
      expect(read({ amount: text }).amount, text).toBe(text)
    }
  })

  it('keeps text fields and flags as text, and makes a single form field a list of one', () => {
    expect(read({ name: '42', flag: '1', ids: '3' })).toEqual({ name: '42', flag: '1', ids: [3] })
  })
})
