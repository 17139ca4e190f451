import type { SalesReport } from 'contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import { salesRowLabel } from './salesRowLabel'

const row = (key: string, label: string, labelAr: string | null = null) =>
  ({ key, label, labelAr }) as SalesReport['rows'][number]

afterEach(() => speakEnglish())

describe('a sales row’s group, in the page’s language', () => {
  it('reads as the API names it in English', () => {
    expect(salesRowLabel('branch', row('1', 'Beirut - Hamra', 'بيروت - الحمرا'))).toBe(
      'Beirut - Hamra',
    )
    expect(salesRowLabel('payment', row('cash', 'Cash'))).toBe('Cash')
    expect(salesRowLabel('rider', row('', 'No rider'))).toBe('No rider')
    expect(salesRowLabel('category', row('', 'No category'))).toBe('No category')
    expect(salesRowLabel('day', row('2026-11-27', '2026-11-27'))).toBe('November 27, 2026')
  })

  it('says a record’s Arabic name and the fixed words in Arabic; a name without one stays', async () => {
    await speakArabic()
    expect(salesRowLabel('branch', row('1', 'Beirut - Hamra', 'بيروت - الحمرا'))).toBe(
      'بيروت - الحمرا',
    )
    expect(salesRowLabel('product', row('7', 'Chicken Shawarma', 'شاورما دجاج'))).toBe(
      'شاورما دجاج',
    )
    expect(salesRowLabel('rider', row('4', 'Ali Haddad'))).toBe('Ali Haddad')
    expect(salesRowLabel('coupon', row('', 'No coupon'))).toBe('بلا قسيمة')
    expect(salesRowLabel('payment', row('cash', 'Cash'))).not.toMatch(/[A-Za-z]/)
    expect(salesRowLabel('day', row('2026-11-27', '2026-11-27'))).toBe('27 تشرين الثاني 2026')
  })
})
