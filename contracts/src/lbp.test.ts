import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  LBP_MESSAGES,
  centsToLbpDue,
  formatLbp,
  lbp,
  lbpToCents,
  mayBePounds,
  readLbp,
  rateField,
  readRate,
  roundLbp,
} from './lbp'
import { errorsOf } from './testing'

const value = (text: string) => {
  const read = readLbp(text)
  return read.ok ? read.value : read.message
}

describe('pounds as people type them', () => {
  it('reads every everyday form of 450,000', () => {
    for (const text of [
      '450000',
      '450,000',
      '450 000',
      '450\u00a0000',
      '450k',
      '450K',
      '0.45m',
      '٤٥٠٬٠٠٠',
      '٤٥٠٠٠٠',
      'LBP 450,000',
      '450,000 LBP',
      '450,000 LL',
      '450,000 L.L.',
      '٤٥٠٬٠٠٠ ل.ل.',
      '٤٥٠٬٠٠٠ ل.ل',
      '  450,000  ',
    ]) {
      expect(value(text), text).toBe(450_000)
    }
    expect(value('1.5m')).toBe(1_500_000)
    expect(value('89.5k')).toBe(89_500)
    expect(value('0')).toBe(0)
  })

  it('has no decimals, no negatives, no words', () => {
    expect(value('450,000.50')).toBe(LBP_MESSAGES.decimals)
    expect(value('1.2345k')).toBe(LBP_MESSAGES.decimals)
    expect(value('-450000')).toBe(LBP_MESSAGES.negative)
    expect(value('four hundred')).toBe(LBP_MESSAGES.amount)
    expect(value('45,00')).toBe(LBP_MESSAGES.amount)
    expect(value('')).toBe(LBP_MESSAGES.amount)
    expect(value('100,000,000,000')).toBe(LBP_MESSAGES.tooLarge)
  })

  it('shows pounds grouped, with their name', () => {
    expect(formatLbp(450_000)).toBe('450,000 LBP')
    expect(formatLbp(1_030_000)).toBe('1,030,000 LBP')
    expect(formatLbp(0)).toBe('0 LBP')
    // Pounds given as change out of a drawer that took none: below zero, with a minus sign.
    expect(formatLbp(-45_000)).toBe('−45,000 LBP')
  })

  it('reads a rate the same way, within its bounds', () => {
    expect(readRate('89,500')).toEqual({ ok: true, value: 89_500 })
    expect(readRate('٨٩٬٥٠٠')).toEqual({ ok: true, value: 89_500 })
    expect(readRate('89.5k')).toEqual({ ok: true, value: 89_500 })
    expect(readRate('0')).toEqual({ ok: false, message: LBP_MESSAGES.rateRange })
    expect(readRate('eighty')).toEqual({ ok: false, message: LBP_MESSAGES.rate })
  })
})

describe('conversions, exact', () => {
  it('rounds an amount due to the step, halves up', () => {
    expect(centsToLbpDue(1150, 89_500, 5000)).toBe(1_030_000) // 1,029,250
    expect(centsToLbpDue(1150, 89_500, 1000)).toBe(1_029_000)
    expect(centsToLbpDue(1150, 89_500, 10000)).toBe(1_030_000)
    expect(roundLbp(2_500, 5000)).toBe(5_000)
    expect(roundLbp(2_499, 5000)).toBe(0)
  })

  it('values pounds in cents to the nearest cent', () => {
    expect(lbpToCents(450_000, 89_500)).toBe(503) // 5.0279…
    expect(lbpToCents(89_500, 89_500)).toBe(100)
    expect(lbpToCents(44_750, 89_500)).toBe(50)
  })

  it('asks whether a dollar amount a thousand times what is expected is pounds', () => {
    expect(mayBePounds('11500.00', '11.50')).toBe(true)
    expect(mayBePounds('1030000.00', '11.50')).toBe(true)
    expect(mayBePounds('115.00', '11.50')).toBe(false)
    expect(mayBePounds('5.00', '0.00')).toBe(false)
  })
})

describe('a pound box or a rate left empty', () => {
  it('is said to be required, not to be a whole number', () => {
    const rate = z.object({ field: rateField('Rate') })
    const float = z.object({ field: lbp('Opening float in pounds') })
    for (const empty of [{}, { field: null }]) {
      expect(errorsOf(rate, empty)).toEqual({ field: 'Rate is required' })
      expect(errorsOf(float, empty)).toEqual({ field: 'Opening float in pounds is required' })
    }
    expect(errorsOf(rate, { field: 89_500.5 })).toEqual({
      field: 'Rate must be a whole number of pounds per dollar such as 89500',
    })
    expect(errorsOf(float, { field: 'many' })).toEqual({
      field: 'Opening float in pounds must be a whole number of pounds such as 450000',
    })
  })
})
