/**
 * Text as people type it (DESIGN §7): Arabic-Indic digits and separators, and
 * Lebanese phone numbers in any of their everyday forms. Used by the form layer,
 * the search and the mock alike, so a number reads the same everywhere.
 */

const DIGIT_SETS = ['٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'] // Arabic-Indic, Eastern Arabic-Indic (Persian)

/** The text with Arabic-Indic digits as 0–9, the Arabic decimal (٫) as `.` and thousands (٬) as `,`. */
export function latinDigits(text: string): string {
  let out = ''
  for (const ch of text) {
    const set = DIGIT_SETS.find((s) => s.includes(ch))
    if (set) out += String(set.indexOf(ch))
    else if (ch === '٫') out += '.'
    else if (ch === '٬') out += ','
    else out += ch
  }
  return out
}

/** Lebanon's country calling code. */
export const LEBANON_CODE = '961'

/** What may stand between a phone's digits as people write them. */
const PHONE_PUNCTUATION = /[\s\-.()/\u00a0]/g

/**
 * A Lebanese number's national digits (7, or 8 for the 7x and 8x mobiles) from
 * `+961 3 123 456`, `00961 3123456`, `03 123 456`, `03-123456`, `3123456`,
 * `76 682 931` or the same in Arabic-Indic digits; null when it is not one.
 */
export function nationalPhoneDigits(text: string): string | null {
  const compact = latinDigits(text).trim().replace(PHONE_PUNCTUATION, '')
  let digits: string
  if (compact.startsWith('+')) {
    if (!compact.startsWith('+' + LEBANON_CODE)) return null
    digits = compact.slice(1 + LEBANON_CODE.length)
  } else if (compact.startsWith('00' + LEBANON_CODE)) {
    digits = compact.slice(2 + LEBANON_CODE.length)
  } else {
    digits = compact
  }
  if (!/^\d+$/.test(digits)) return null
  if (digits.startsWith('0')) digits = digits.slice(1)
  if (/^[1-9]\d{6}$/.test(digits)) return digits
  if (/^[78]\d{7}$/.test(digits)) return digits
  return null
}

/** The number in E.164 (`+9613123456`), or null when the text is not a Lebanese number. */
export function normalizePhone(text: string): string | null {
  const national = nationalPhoneDigits(text)
  return national === null ? null : `+${LEBANON_CODE}${national}`
}

/**
 * The digits a phone search should look for in stored E.164 numbers, from a query
 * typed any way (`03 931 701`, `+961 3 931701`, `٠٣٩٣١٧٠١`, or part of a number:
 * `931 701`); null when the query is not made of digits and phone punctuation.
 */
export function phoneSearchDigits(query: string): string | null {
  const compact = latinDigits(query).trim().replace(PHONE_PUNCTUATION, '')
  if (!/^\+?\d{3,}$/.test(compact)) return null
  const whole = nationalPhoneDigits(compact)
  if (whole !== null) return whole
  let digits = compact.replace(/^\+/, '')
  if (digits.startsWith('00' + LEBANON_CODE)) digits = digits.slice(2 + LEBANON_CODE.length)
  else if (compact.startsWith('+' + LEBANON_CODE)) digits = digits.slice(LEBANON_CODE.length)
  else if (digits.startsWith('0')) digits = digits.slice(1)
  return digits.length > 0 ? digits : null
}
