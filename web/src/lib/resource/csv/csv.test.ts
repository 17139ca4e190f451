import { describe, expect, it, vi } from 'vitest'
import { csvField, toCsv } from './csv'
import { downloadCsv } from './exportCsv'

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

  it('downloads a file that starts with the UTF-8 byte-order mark Excel looks for', async () => {
    const blobs: Blob[] = []
    const clicked: { download: string; href: string }[] = []
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        blobs.push(blob)
        return 'blob:csv'
      },
      revokeObjectURL: () => undefined,
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.getAttribute('href') ?? '' })
    })
    try {
      const text = toCsv(['Name', 'Arabic name'], [['Shawarma, "large"', 'شاورما']])
      downloadCsv('products-2026-05-12.csv', text)
      expect(clicked).toEqual([{ download: 'products-2026-05-12.csv', href: 'blob:csv' }])
      const blob = blobs[0]
      expect(blob?.type).toBe('text/csv;charset=utf-8')
      const bytes = await bytesOf(blob)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3))).toBe(text)
      expect(document.querySelector('a[download]')).toBeNull()
    } finally {
      click.mockRestore()
      vi.unstubAllGlobals()
    }
  })
})

/** A Blob's bytes, read as the browser reads them. */
function bytesOf(blob: Blob | undefined): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was made'))
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsArrayBuffer(blob)
  })
}
