import { describe, expect, it } from 'vitest'
import { CSV_BOM, csvField, toCsv } from './csv'

/** A small RFC 4180 reader, to check that what we write reads back the same. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') {
      quoted = !quoted
    } else if (!quoted && c === ',') {
      row.push(field)
      field = ''
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else {
      field += c
    }
  }
  return rows
}

describe('CSV', () => {
  it('quotes fields with commas, quotes and line breaks, and only those', () => {
    expect(csvField('Fries')).toBe('Fries')
    expect(csvField('Salt, pepper')).toBe('"Salt, pepper"')
    expect(csvField('The "best" wrap')).toBe('"The ""best"" wrap"')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rlf')).toBe('"cr\rlf"')
    expect(csvField(12.5)).toBe('12.5')
    expect(csvField(false)).toBe('false')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
  })

  it('keeps negative amounts as numbers but defuses formulas', () => {
    expect(csvField('-2.50')).toBe('-2.50')
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('@sum')).toBe("'@sum")
  })

  it('ends every line with CRLF and reads back field for field, Arabic intact', () => {
    const rows = [
      ['Shawarma, chicken', 'شاورما دجاج', '5.50'],
      ['Say "hi"', 'مرحبا\nبك', ''],
    ]
    const text = toCsv(['Name', 'Arabic name', 'Price'], rows)
    expect(text.endsWith('\r\n')).toBe(true)
    expect(text.split('\r\n')).toHaveLength(4)
    expect(parseCsv(text)).toEqual([['Name', 'Arabic name', 'Price'], ...rows])
  })

  it('starts files with the UTF-8 byte-order mark Excel looks for', () => {
    const bytes = new TextEncoder().encode(CSV_BOM + 'a')
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })
})
