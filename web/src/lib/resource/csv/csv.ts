/**
 * CSV as RFC 4180 writes it (https://www.rfc-editor.org/rfc/rfc4180): fields
 * holding a comma, a quote, CR or LF are quoted, quotes inside doubled, lines
 * end with CRLF. Files start with a UTF-8 byte-order mark so Excel reads
 * Arabic as UTF-8 instead of the system code page.
 */

export const CSV_BOM = '\uFEFF'
const NEEDS_QUOTES = /[",\r\n]/
/** Cells Excel would run as a formula (CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvValue = string | number | boolean | null | undefined

/** One field of a CSV line. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) {
    text = `'${text}`
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One line (no line break). */
export const csvLine = (values: readonly CsvValue[]) => values.map(csvField).join(',')

/** A whole document: header line, then rows, CRLF after every line. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => csvLine(r) + '\r\n').join('')
}
