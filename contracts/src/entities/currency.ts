import { z } from 'zod'
import { CASH_COUNT_MESSAGES } from '../cash-count'
import { dataEnvelope, listEnvelope, listQuerySchema } from '../envelope'
import { instant, instantSchema, money, moneySchema, optionalText } from '../fields'
import { LBP_ROUNDING_STEPS, formatRate, rateField } from '../lbp'
import { idParamsSchema, versionSchema } from '../resource'
import { anyOf, defineRoute } from '../routes'

/**
 * The dollar rate (LBP per USD) and the settings the cash follows: the VAT
 * included in prices, the step an LBP amount due is rounded to, and the
 * largest cash difference a settlement or a close takes without asking.
 */

/** A rate as recorded: in force from `effectiveFrom` (which may be in the future). */
export const currencyRateSchema = z.object({
  id: z.number().int(),
  lbpPerUsd: z.number().int(),
  effectiveFrom: instantSchema,
  note: z.string(),
  setBy: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: instantSchema,
})
export type CurrencyRate = z.infer<typeof currencyRateSchema>

/** `GET /currency-rate/current`: the rate in force now. */
export const currentRateSchema = currencyRateSchema.pick({
  lbpPerUsd: true,
  effectiveFrom: true,
  setBy: true,
})
export type CurrentRate = z.infer<typeof currentRateSchema>

/** `POST /currency-rate`: `effectiveFrom` defaults to now; it may be in the future. */
export const currencyRateBodySchema = z.strictObject({
  lbpPerUsd: rateField('Rate'),
  effectiveFrom: instant('Effective from').optional(),
  note: optionalText('Note', 300),
})
export type CurrencyRateBody = z.input<typeof currencyRateBodySchema>

/** A move of the rate beyond this many percent asks to be confirmed in the SPA. */
export const RATE_CONFIRM_PERCENT = 5

/** Whether a new rate moves more than RATE_CONFIRM_PERCENT from the one in force. */
export const rateMovesFar = (next: number, current: number | undefined) =>
  current !== undefined && Math.abs(next - current) * 100 > current * RATE_CONFIRM_PERCENT

export const CURRENCY_MESSAGES = {
  rateInForce: 'A rate in force is never changed or deleted: record a new one instead',
  confirmMove: (next: number, current: number) =>
    `${formatRate(next)} is ${Math.round((Math.abs(next - current) * 1000) / current) / 10}% ${next > current ? 'above' : 'below'} the rate in force (${formatRate(current)}). Record it?`,
  /** 422 of a settlement or a close past the largest difference, until confirmed. */
  largeDifference: CASH_COUNT_MESSAGES.largeDifference,
} as const

/** `settings`: one record, read by everyone signed in, changed by the Admin (with its version). */
export const settingsSchema = z.object({
  /** The VAT prices include, in percent: "11.00". */
  vatPercent: z.string(),
  /** An LBP amount due is rounded to the nearest step, halves up. */
  lbpRoundingStep: z.union(LBP_ROUNDING_STEPS.map((s) => z.literal(s))),
  /** The largest difference a settlement or close takes without `confirmLargeDifference`. */
  maxCashDifferenceUsd: moneySchema,
  version: z.number().int(),
  updatedAt: instantSchema,
})
export type Settings = z.infer<typeof settingsSchema>

export const SETTINGS_DEFAULTS = {
  vatPercent: '11.00',
  lbpRoundingStep: 5000,
  maxCashDifferenceUsd: '200.00',
} as const

export const settingsBodySchema = z.strictObject({
  ...versionSchema.shape,
  vatPercent: z
    .string({ error: 'VAT must be a percentage such as 11' })
    .regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/, {
      error: 'VAT must be a percentage from 0 to 100, such as 11',
    })
    .transform((v) => Number(v).toFixed(2)),
  lbpRoundingStep: z.union(
    LBP_ROUNDING_STEPS.map((s) => z.literal(s)),
    { error: 'The rounding step must be 1,000, 5,000 or 10,000 LBP' },
  ),
  maxCashDifferenceUsd: money('Largest cash difference'),
})
export type SettingsBody = z.input<typeof settingsBodySchema>

export const currencyRoutes = {
  listCurrencyRates: defineRoute({
    method: 'GET',
    path: '/currency-rate',
    summary: 'List the dollar rates, newest first, with who set each',
    auth: true,
    permission: anyOf({ key: 'currencyRate', action: 'View' }),
    query: listQuerySchema.pick({ page: true, pageSize: true }),
    response: listEnvelope(currencyRateSchema),
  }),
  getCurrentRate: defineRoute({
    method: 'GET',
    path: '/currency-rate/current',
    summary: 'The dollar rate in force now',
    auth: true,
    response: dataEnvelope(currentRateSchema),
  }),
  createCurrencyRate: defineRoute({
    method: 'POST',
    path: '/currency-rate',
    summary: 'Record a dollar rate, in force now or from a future instant',
    auth: true,
    permission: anyOf({ key: 'currencyRate', action: 'Add' }),
    idempotent: true,
    successStatus: 201,
    body: currencyRateBodySchema,
    refusals: {
      400: 'The body is not valid, or the Idempotency-Key header is missing or malformed.',
      422: 'The Idempotency-Key was already used for a different request.',
    },
    response: dataEnvelope(currencyRateSchema),
  }),
  deleteCurrencyRate: defineRoute({
    method: 'DELETE',
    path: '/currency-rate/:id',
    summary: 'Delete a future rate before its time',
    auth: true,
    permission: anyOf({ key: 'currencyRate', action: 'Delete' }),
    params: idParamsSchema,
    refusals: { 422: 'The rate is in force or was (Errors.id): it is never deleted.' },
    response: dataEnvelope(z.object({ id: z.number().int() })),
  }),
  getSettings: defineRoute({
    method: 'GET',
    path: '/settings',
    summary: 'The settings the cash follows: VAT, LBP rounding, largest cash difference',
    auth: true,
    response: dataEnvelope(settingsSchema),
  }),
  updateSettings: defineRoute({
    method: 'PUT',
    path: '/settings',
    summary: 'Change the settings (with the version read)',
    auth: true,
    permission: anyOf({ key: 'currencyRate', action: 'Update' }),
    body: settingsBodySchema,
    response: dataEnvelope(settingsSchema),
  }),
}
