/**
 * Text as people type it (docs/requirements.md#everyday-use): Arabic-Indic digits and separators, and
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

/** Lebanese national digits: 7, or 8 for the 7x and 8x mobiles; a leading 0 dropped. */
function lebaneseNational(digits: string): string | null {
  const national = digits.startsWith('0') ? digits.slice(1) : digits
  if (/^[1-9]\d{6}$/.test(national)) return national
  if (/^[78]\d{7}$/.test(national)) return national
  return null
}

/**
 * A Lebanese number's national digits (7, or 8 for the 7x and 8x mobiles) from
 * `+961 3 123 456`, `00961 3123456`, `961 3 747 242` (the country code without
 * + or 00), `03 123 456`, `03-123456`, `3123456`, `76 682 931` or the same in
 * Arabic-Indic digits; null when it is not one.
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
  const national = lebaneseNational(digits)
  if (national !== null || digits !== compact || !digits.startsWith(LEBANON_CODE)) return national
  return lebaneseNational(digits.slice(LEBANON_CODE.length))
}

/**
 * A foreign number written with its country code (`+1 415 555 0100`,
 * `0033 6 12 34 56 78`) in E.164, or null. Lebanon's code is not foreign.
 */
function foreignPhone(text: string): string | null {
  const compact = latinDigits(text).trim().replace(PHONE_PUNCTUATION, '')
  const match = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact)
  if (!match || match[1]!.startsWith(LEBANON_CODE)) return null
  return `+${match[1]}`
}

/**
 * The number in E.164: Lebanese when written without a country code
 * (`03 123 456` → `+9613123456`), or foreign with its code (`+33 6 12 34 56 78`
 * → `+33612345678`); null when it is neither.
 */
export function normalizePhone(text: string): string | null {
  const national = nationalPhoneDigits(text)
  return national === null ? foreignPhone(text) : `+${LEBANON_CODE}${national}`
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

// ---------------------------------------------------------------- numbers as typed

/** What a box says when it cannot take what was typed (docs/requirements.md#everyday-use): words to act on. */
export const INPUT_MESSAGES = {
  amount: 'Enter an amount such as 12.50',
  negative: 'Cannot be negative',
  cents: 'Use at most two decimals (cents), such as 12.50',
  percent: 'Enter a percentage from 0 to 100, such as 15',
  percentOver: 'A percentage cannot be more than 100',
  whole: 'Enter a whole number such as 15',
  number: 'Enter a number such as 33.89',
  phone:
    'Enter a phone number such as 03 123 456, or with its country code such as +33 6 12 34 56 78',
  tooLarge: (max: string) => `Cannot be more than ${max}`,
} as const

/** What a box read from its text: the value to send, or why it cannot. */
export type Reading<T> = { ok: true; value: T } | { ok: false; message: string }

const refuse = (message: string) => ({ ok: false as const, message })

/**
 * A number as people type it, in parts: `15`, `15.5`, `12.50`, `.5`,
 * `1,250.5` (commas only between groups of three), surrounding spaces,
 * Arabic-Indic digits with ٫ and ٬, a leading minus. Null when it is not one.
 */
export function numberParts(
  text: string,
): { negative: boolean; whole: string; fraction: string } | null {
  // A space of any kind between digits groups them, as 1 250.50 or 1\u00a0250.50.
  const compact = latinDigits(text)
    .trim()
    .replace(/(?<=\d)[\s\u00a0\u202f]+(?=\d)/g, '')
  const match = /^([-−]?)\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/.exec(compact)
  if (!match) return null
  const whole = match[2]!.replace(/,/g, '').replace(/^0+(?=\d)/, '')
  const fraction = match[3] ?? ''
  if (whole === '' && fraction === '') return null
  return { negative: match[1] !== '', whole: whole || '0', fraction }
}

const LARGEST_AMOUNT = '9999999.99'

/**
 * A USD amount typed any everyday way → the contract's two-decimal string:
 * `15` → `15.00`, `١٢٫٥` → `12.50`, `1,250.5` → `1250.50`, `$3` → `3.00`.
 * Refuses words, negatives, a third decimal and more than 9,999,999.99.
 */
export function readAmount(text: string): Reading<string> {
  const parts = numberParts(text.trim().replace(/^\$\s*|\s*(\$|usd)$/i, ''))
  if (!parts) return refuse(INPUT_MESSAGES.amount)
  if (parts.negative && !/^0*$/.test(parts.whole + parts.fraction))
    return refuse(INPUT_MESSAGES.negative)
  const fraction = parts.fraction.replace(/0+$/, '')
  if (fraction.length > 2) return refuse(INPUT_MESSAGES.cents)
  if (parts.whole.length > 7) return refuse(INPUT_MESSAGES.tooLarge('9,999,999.99'))
  const value = `${parts.whole}.${fraction.padEnd(2, '0')}`
  return Number(value) > Number(LARGEST_AMOUNT)
    ? refuse(INPUT_MESSAGES.tooLarge('9,999,999.99'))
    : { ok: true, value }
}

/** A percentage (`15`, `15%`, `12.5`, `١٥`) → a two-decimal string from 0.00 to 100.00. */
export function readPercent(text: string): Reading<string> {
  const amount = readAmount(text.trim().replace(/\s*[%٪]$/, ''))
  if (!amount.ok) {
    return amount.message === INPUT_MESSAGES.amount ? refuse(INPUT_MESSAGES.percent) : amount
  }
  return Number(amount.value) > 100 ? refuse(INPUT_MESSAGES.percentOver) : amount
}

/**
 * A whole number (`15`, `1,250`, `١٥`, `15.0`); negatives only when `negative`
 * is allowed. Refuses decimals and words with "Enter a whole number such as 15".
 */
export function readWholeNumber(
  text: string,
  options: { negative?: boolean } = {},
): Reading<number> {
  const parts = numberParts(text)
  if (!parts || /[1-9]/.test(parts.fraction)) return refuse(INPUT_MESSAGES.whole)
  const value = Number(parts.whole) * (parts.negative ? -1 : 1)
  if (value < 0 && !options.negative) return refuse(INPUT_MESSAGES.negative)
  if (!Number.isSafeInteger(value)) return refuse(INPUT_MESSAGES.whole)
  return { ok: true, value: value === 0 ? 0 : value }
}

/** A number with decimals (`33.89`, `-0.5`, `٣٣٫٨٩`), for coordinates and distances. */
export function readDecimal(text: string, options: { negative?: boolean } = {}): Reading<number> {
  const parts = numberParts(text)
  if (!parts) return refuse(INPUT_MESSAGES.number)
  const value = Number(`${parts.whole}.${parts.fraction || '0'}`) * (parts.negative ? -1 : 1)
  if (value < 0 && !options.negative) return refuse(INPUT_MESSAGES.negative)
  if (!Number.isFinite(value)) return refuse(INPUT_MESSAGES.number)
  return { ok: true, value: value === 0 ? 0 : value }
}

/** A phone typed any everyday way → E.164 (`+9613123456`), or why not. */
export function readPhone(text: string): Reading<string> {
  const value = normalizePhone(text)
  return value === null ? refuse(INPUT_MESSAGES.phone) : { ok: true, value }
}

/**
 * A non-negative decimal kept as text with at most `decimals` places
 * (`٠٫٠١` → `0.01`, `.5` → `0.5`, `2` → `2`): a point's value.
 */
export function readDecimalText(text: string, decimals: number): Reading<string> {
  const parts = numberParts(text)
  if (!parts) return refuse(INPUT_MESSAGES.amount.replace('12.50', '0.01'))
  const fraction = parts.fraction.replace(/0+$/, '')
  if (parts.negative && !/^0*$/.test(parts.whole + fraction)) return refuse(INPUT_MESSAGES.negative)
  if (fraction.length > decimals) return refuse(`Use at most ${decimals} decimals`)
  return { ok: true, value: fraction ? `${parts.whole}.${fraction}` : parts.whole }
}
