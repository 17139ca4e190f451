import type { DeliveryCharge } from 'contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nState } from '../../lib/i18n/state'
import { deliveryChargeName } from './labels'

afterEach(() => {
  i18nState.language = 'en'
})

describe('a delivery charge as a question names it', () => {
  const charge = {
    area: 'Achrafieh',
    areaAr: 'الأشرفية',
    branchName: 'Beirut - Hamra',
    branchNameAr: 'بيروت - الحمرا',
  } as DeliveryCharge

  it('says its area and branch in the page language, not one of each', () => {
    expect(deliveryChargeName(charge)).toBe('Achrafieh (Beirut - Hamra)')
    i18nState.language = 'ar'
    expect(deliveryChargeName(charge)).toBe('الأشرفية (بيروت - الحمرا)')
    expect(deliveryChargeName({ ...charge, areaAr: '' })).toBe('Achrafieh (بيروت - الحمرا)')
  })
})
