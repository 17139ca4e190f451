/**
 * Field schemas shared by every entity, with messages an employee can read
 * ("Price is required", "Price must be at least 0.00"). Conventions: money is a
 * decimal string with exactly two decimals (USD), instants are ISO 8601 strings,
 * optional text is '' when empty, optional numbers, money, dates and ids are null.
 */
import { z } from 'zod'
import { resolveDateRange } from './dates'
import { moneyToCents } from './money'

// Money as text, apart from the schemas (zod) so that the SPA's first script may read amounts.
export { centsToMoney, formatUsd, moneyToCents } from './money'

/** The biggest id a path or body may name (a 32-bit signed int, like the real API's). */
export const ID_MAX = 2_147_483_647

/**
 * What the OpenAPI document says of a field whose zod checks read poorly as
 * JSON Schema (the money checks, the long ISO date patterns). openapi.ts reads it.
 */
export const jsonSchemaHints = z.registry<{ jsonSchema: Record<string, unknown> }>()

const MONEY_JSON = {
  type: 'string',
  pattern: '^\\d{1,7}\\.\\d{2}$',
  description: 'USD amount with exactly two decimals, at most 9999999.99',
  examples: ['12.50'],
}
/** A money string that may be below zero (a difference): the document says so. */
const SIGNED_MONEY_JSON = {
  pattern: '^-?\\d{1,7}\\.\\d{2}$',
  description: 'USD amount with exactly two decimals, below zero when short, at most 9999999.99',
  examples: ['-1.50'],
}
const hint = <T extends z.ZodType>(schema: T, jsonSchema: Record<string, unknown>): T => {
  jsonSchemaHints.add(schema, { jsonSchema })
  return schema
}

/** A field's refusal: "<label> is required" when nothing was given, else "<label> must be <what>". */
export const required = (label: string, what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? `${label} is required`
    : `${label} must be ${what}`

// ---------------------------------------------------------------- money

/** Largest amount any money field takes: 9,999,999.99 USD. */
export const MONEY_MAX = '9999999.99'
/** A well-formed, non-negative amount: digits, a dot, exactly two decimals. */
export const MONEY_PATTERN = /^\d{1,7}\.\d{2}$/

const counts = new Intl.NumberFormat('en-US')

/** 1234 → "1,234": how the SPA shows a count. */
export const formatCount = (n: number): string => counts.format(n)

/**
 * A money field: `"12.50"`, USD, exactly two decimals, between `min`
 * (default 0.00) and 9,999,999.99.
 */
export function money(label: string, options: { min?: string } = {}) {
  const min = options.min ?? '0.00'
  const schema = z
    .string({ error: required(label, 'an amount such as 12.50') })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(20, { error: `${label} must be at most ${MONEY_MAX}`, abort: true })
    .regex(/^-?\d+(\.\d*)?$/, { error: `${label} must be an amount such as 12.50`, abort: true })
    .refine((v) => !v.startsWith('-') || moneyToCents(min) < 0, {
      error: `${label} cannot be negative`,
      abort: true,
    })
    .regex(/^-?\d+\.\d{2}$/, {
      error: `${label} must be an amount such as 12.50, with two decimals`,
      abort: true,
    })
    .refine((v) => moneyToCents(v) >= moneyToCents(min), {
      error: `${label} must be at least ${min}`,
      abort: true,
    })
    .refine(
      (v) => moneyToCents(v) <= moneyToCents(MONEY_MAX),
      `${label} must be at most ${MONEY_MAX}`,
    )
  const signed = moneyToCents(min) < 0
  return hint(schema, {
    ...MONEY_JSON,
    ...(signed ? SIGNED_MONEY_JSON : {}),
    ...(min === '0.00' ? {} : { 'x-minimum': min }),
  })
}

/** Any non-negative amount, for read shapes. */
export const moneySchema = money('Amount')

/** An amount that may be below zero (a counted cash difference), for read shapes. */
export const signedMoneySchema = money('Amount', { min: '-9999999.99' })

// ---------------------------------------------------------------- text

/** Required text, trimmed, 1..max characters. */
/** What a text over its limit says, in the form as the API: "Line note must be at most 200 characters". */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be at most ${max} characters`

export const text = (label: string, max: number) =>
  z
    .string({ error: required(label, 'text') })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLongMessage(label, max))

/** Optional text, trimmed; '' when left empty. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, tooLongMessage(label, max))
    .default('')

/**
 * An http(s) address or a path on this site. A path may not start with `//`
 * or `/\` (browsers read both as another host: protocol-relative).
 */
const URL_PATTERN = /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/

/** A link to an uploaded image (`/api/uploads/…`) or an https URL; required. */
export const imageUrl = (label = 'Image') =>
  z
    .string({ error: required(label, 'a link') })
    .trim()
    .min(1, `${label} is required`)
    .max(2048, `${label} must be at most 2048 characters`)
    .regex(URL_PATTERN, `${label} must be a web address or an uploaded image`)

/** An optional image link; '' when there is none. */
export const optionalImageUrl = (label = 'Image') =>
  z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine(
      (v) => v === '' || URL_PATTERN.test(v),
      `${label} must be a web address or an uploaded image`,
    )
    .default('')

/** An http(s) web address. */
export const webUrl = (label: string) =>
  z
    .string({ error: required(label, 'a web address') })
    .trim()
    .min(1, `${label} is required`)
    .max(2048, `${label} must be at most 2048 characters`)
    .regex(/^https?:\/\/[^\s]+$/, `${label} must start with http:// or https://`)

// ---------------------------------------------------------------- numbers, ids, flags

/** A whole number between min and max. */
export const integer = (label: string, min: number, max: number) =>
  z
    .number({ error: required(label, 'a number') })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)

/** A number (decimals allowed) between min and max; for coordinates and distances, not money. */
export const decimal = (label: string, min: number, max: number) =>
  z
    .number({ error: required(label, 'a number') })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)

/** A positive id in a body, naming another record ("Category is required"). */
export const ref = (label: string) =>
  z
    .number({ error: required(label, 'chosen from the list') })
    .int(`${label} must be chosen from the list`)
    .positive(`${label} must be chosen from the list`)
    .max(ID_MAX, `${label} must be chosen from the list`)

/** Positive ids, each once. */
export const refList = (label: string, max = 100) =>
  z
    .array(ref(label), { error: `${label} must be a list` })
    .max(max, `Choose at most ${max}`)
    .refine((ids) => new Set(ids).size === ids.length, {
      error: `${label} are listed twice`,
      ...whenListValid,
    })

export const sortOrder = () => integer('Sort order', 0, 100_000).default(0)

export const flag = (label: string, fallback: boolean) =>
  z.boolean({ error: `${label} must be true or false` }).default(fallback)

// ---------------------------------------------------------------- dates

/** An instant: ISO 8601 with `Z` or an offset, e.g. "2026-05-12T09:30:00.000Z". */
export const instant = (label: string) =>
  hint(z.iso.datetime({ offset: true, error: required(label, 'a date and time') }), {
    type: 'string',
    format: 'date-time',
  })

/** Any ISO 8601 instant, for read shapes. */
export const instantSchema = instant('Date')

/** A calendar date, "YYYY-MM-DD". */
export const calendarDate = (label: string) =>
  hint(z.iso.date({ error: required(label, 'a date like 2000-01-31') }), {
    type: 'string',
    format: 'date',
  })

export const isoDateSchema = calendarDate('Date')

/** 'HH:MM', 24-hour clock. */
export const timeOfDay = (label: string) =>
  z
    .string({ error: required(label, 'a time like 09:30') })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 09:30`)

// ---------------------------------------------------------------- people

/**
 * A phone in E.164, no spaces: a Lebanese number (+961 then 7 or 8 digits) or a
 * foreign one (+, its country code, up to 15 digits in all).
 */
export const PHONE_PATTERN = /^(?:\+961\d{7,8}|\+(?!961)[1-9]\d{7,14})$/

export const phone = (label = 'Phone') =>
  z
    .string({ error: required(label, 'a phone number') })
    .trim()
    .min(1, `${label} is required`)
    .max(20, `${label} must be a phone number such as +9613123456`)
    .regex(PHONE_PATTERN, `${label} must be a phone number such as +9613123456`)

/** Any phone, for read shapes. */
export const phoneSchema = phone()

/**
 * A stored phone (E.164) as people write it: "+9613382138" → "+961 3 382 138",
 * "+96170123456" → "+961 70 123 456". Anything else is shown as it is.
 */
export function formatPhone(stored: string): string {
  const match = /^\+961(\d{1,2})(\d{3})(\d{3})$/.exec(stored)
  return match ? `+961 ${match[1]} ${match[2]} ${match[3]}` : stored
}

/** An e-mail address, trimmed and lower-cased. */
export const email = (label = 'Email') =>
  z
    .string({ error: required(label, 'an e-mail address') })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required`)
    .max(320, `${label} must be at most 320 characters`)
    .pipe(z.email(`${label} must be a valid e-mail address`))

/** An optional e-mail address; '' when there is none. */
export const optionalEmail = (label = 'Email') =>
  z
    .string({ error: `${label} must be an e-mail address` })
    .trim()
    .toLowerCase()
    .max(320, `${label} must be at most 320 characters`)
    .refine(
      (v) => v === '' || z.email().safeParse(v).success,
      `${label} must be a valid e-mail address`,
    )
    .default('')

// ---------------------------------------------------------------- cross-field rules

/**
 * Refinement option: run a cross-field rule only when the fields it reads
 * parsed cleanly, so "Ends at must be after starts at" never piles onto
 * "Starts at must be a date and time".
 */
export const whenValid = (...fields: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    parsedCleanly(payload.issues, fields),
})

/**
 * True when none of `issues` is about `fields` of the value at `at` (the value
 * itself when `at` is empty) or about that value as a whole, an unknown key
 * aside. For a rule over a list that reads some elements: `at` is an index.
 */
export function parsedCleanly(
  issues: readonly z.core.$ZodRawIssue[],
  fields: readonly string[],
  at: readonly PropertyKey[] = [],
) {
  return !issues.some((issue) => {
    const path = issue.path ?? []
    if (at.some((key, i) => path[i] !== key)) return false
    const field = path[at.length]
    if (field === undefined) return issue.code !== 'unrecognized_keys'
    return fields.includes(String(field))
  })
}

/** Refinement option: run a rule over a list only when every element parsed. */
export const whenListValid = {
  when: (payload: z.core.ParsePayload) =>
    Array.isArray(payload.value) && payload.issues.length === 0,
}

// ---------------------------------------------------------------- query strings

const QUERY_INT = /^\d{1,10}$/

/** An id in a query string (`?branchId=3`). */
export const queryId = (label: string) =>
  z
    .string()
    .regex(QUERY_INT, `${label} must be an id`)
    .transform(Number)
    .pipe(z.number().int().positive(`${label} must be an id`).max(ID_MAX, `${label} must be an id`))

/**
 * An id in a query string, or `none` for the orders that have no such record
 * (`?couponId=none`: the orders no coupon was used on).
 */
export const queryIdOrNone = (label: string) =>
  z.union([z.literal('none'), queryId(label)], { error: `${label} must be an id or none` })

/** A whole number in a query string. */
export const queryInt = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,10}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    )

/** `true` or `false` in a query string. */
export const queryBoolean = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .transform((v) => v === 'true')

/** One of `values` in a query string. */
export const queryEnum = <const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) => z.enum(values, { error: `${label} must be one of ${values.join(', ')}` })

/** Several of `values`, comma-separated (`?status=pending,accepted`). */
export const queryEnumList = <const T extends readonly [string, ...string[]]>(
  label: string,
  values: T,
) =>
  z
    .string()
    .max(500, `${label} is too long`)
    .transform((v) => v.split(',').filter((s) => s !== ''))
    .pipe(z.array(z.enum(values, { error: `${label} must be among ${values.join(', ')}` })))

/**
 * A point or day in a query string: an ISO instant, or a date `YYYY-MM-DD`
 * (UTC midnight; as an upper bound, the end of that day). See resolveDateRange.
 */
export const queryInstant = (label: string) =>
  hint(
    z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${label} must be a date like 2026-05-31 or an ISO date and time`,
    }),
    { type: 'string', description: 'A date YYYY-MM-DD (UTC) or an ISO 8601 date-time' },
  )

/** A query's optional range: `from`, `to` (read by resolveDateRange). */
const DATE_RANGE_QUERY = {
  from: queryInstant('From').optional(),
  to: queryInstant('To').optional(),
}

/** A query with the optional `from`/`to` range, refused ("To must be after From") when empty. */
export function withDateRange<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema.extend(DATE_RANGE_QUERY).refine(
    (query) => {
      // The range's own fields (S is generic here, so its type is not read through).
      const q = query as { from?: string; to?: string }
      if (q.from === undefined || q.to === undefined) return true
      const { fromMs, toMs } = resolveDateRange(q)
      return fromMs < toMs
    },
    { error: 'To must be after From', path: ['to'], ...whenValid('from', 'to') },
  )
}
