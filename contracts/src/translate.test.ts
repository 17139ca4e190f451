import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { API_ROUTES } from './api'
import { acceptedLanguages, pickLanguage } from './language'
import ar from './locales/ar'
import { API_ERRORS, MESSAGES, UPLOAD_MESSAGES } from './messages'
import { GUARD_MESSAGES } from './permissions'
import { ADD_LINKS, GROUPS, MODULES, SIDEBAR } from './registry'
import { translateFailure, translateText } from './translate'
import { WALLET_MESSAGES } from './entities/wallet'
import { AUDIT_ACTION_LABELS } from './entities/audit'
import { COUPON_REFUSALS } from './entities/coupon-rules'
import { couponInputSchema } from './entities/coupon'
import { couponProblem } from './orders/pricing'
import { PHONE_ORDER_MESSAGES } from './orders/phone-order-messages'

describe('the API catalogue in Arabic', () => {
  it('translates every fixed text of SPEC, the API and uploads', () => {
    const texts = [MESSAGES, API_ERRORS, UPLOAD_MESSAGES].flatMap((group) => Object.values(group))
    const untranslated = texts.filter((text) => translateText(text, ar) === text)
    expect(untranslated).toEqual([])
  })

  it("translates the registry's words: modules, groups, sidebar links, new-record actions", () => {
    const texts = [
      ...MODULES.map((m) => m.label),
      ...GROUPS.map((g) => g.label),
      ...SIDEBAR.flatMap(
        (item) => (item.kind === 'group' ? item.links : [item]) as { label: string }[],
      ).map((l) => l.label),
      ...ADD_LINKS.map((l) => l.label),
    ]
    expect(texts.filter((text) => translateText(text, ar) === text)).toEqual([])
    expect(translateText('Sub Categories', ar)).toBe('الفئات الفرعية')
  })

  it("translates the guard's reasons, the module's label in them", () => {
    expect(translateText(GUARD_MESSAGES.update('orders'), ar)).toBe('يمكنك عرض الطلبات دون تعديلها')
    expect(translateText(GUARD_MESSAGES.add('categories'), ar)).toBe(
      'يمكنك عرض الفئات دون الإضافة إليها',
    )
    expect(translateText(GUARD_MESSAGES.view('branch orders'), ar)).toBe(
      'لا يشمل دورك طلبات الفروع',
    )
  })

  it("translates the audit trail's actions", () => {
    const texts = Object.values(AUDIT_ACTION_LABELS)
    expect(texts.filter((text) => translateText(text, ar) === text)).toEqual([])
  })

  it('says every coupon refusal in Arabic, alone and named after its code, the code kept', () => {
    const texts = [
      ...Object.values(COUPON_REFUSALS),
      ...Object.values(COUPON_REFUSALS).map((r) => couponProblem('SUMMER25', r)),
      PHONE_ORDER_MESSAGES.couponUnknown('SUMMER25'),
      PHONE_ORDER_MESSAGES.couponNothingOff('SUMMER25'),
    ]
    for (const text of texts) {
      const said = translateText(text, ar)
      expect(said.replace('SUMMER25', ''), text).not.toMatch(/[A-Za-z]/)
    }
    expect(translateText(couponProblem('SUMMER25', COUPON_REFUSALS.ended), ar)).toBe(
      'انتهت القسيمة SUMMER25.',
    )
  })

  it("says the coupon form's refusals in Arabic, each field named in Arabic", () => {
    const refused = couponInputSchema.safeParse({
      code: 'x',
      description: '',
      discountType: 'percent',
      value: '150',
      maxDiscount: null,
      minOrderTotal: 'abc',
      startsAt: '2026-11-02T00:00:00Z',
      endsAt: '2026-11-01T00:00:00Z',
      usageLimit: 1,
      perCustomerLimit: 2,
      fulfilment: 'nowhere',
      happyHour: { days: [], from: '18:00', to: '17:00' },
    })
    expect(refused.success).toBe(false)
    const crossed = couponInputSchema.safeParse({
      code: 'SUMMER25',
      description: 'Summer',
      discountType: 'percent',
      value: '150.00',
      maxDiscount: null,
      minOrderTotal: '0.00',
      startsAt: '2026-11-02T00:00:00Z',
      endsAt: '2026-11-01T00:00:00Z',
      usageLimit: 1,
      perCustomerLimit: 2,
    })
    const messages = [refused, crossed].flatMap((r) => r.error!.issues.map((i) => i.message))
    // Field checks, and the rules across fields (ends before it starts, 150%, 2 uses of 1).
    expect(messages.length).toBeGreaterThan(7)
    for (const text of messages) expect(translateText(text, ar), text).not.toMatch(/[A-Za-z]/)
  })

  it('translates every refusal of a wallet recharge’s tender', () => {
    const texts = Object.values(WALLET_MESSAGES).map((text) =>
      typeof text === 'string' ? text : text(89_500, 90_000),
    )
    expect(texts.filter((text) => translateText(text, ar) === text)).toEqual([])
  })

  it('says every check of every route’s fields in Arabic, an amount’s pattern cutting no other text', () => {
    // What each field of each route's body, query and params says to values a caller may send wrong.
    const wrong: unknown[] = [
      '',
      'x'.repeat(5000),
      -5,
      0,
      1.5,
      'abc',
      null,
      true,
      [],
      {},
      [1, 1],
      99999999999,
      '2026-13-45',
    ]
    const said = new Set<string>()
    const note = (result: { success: boolean; error?: z.ZodError }) => {
      for (const issue of result.error?.issues ?? []) said.add(issue.message)
    }
    for (const route of Object.values(API_ROUTES)) {
      for (const schema of [route.body, route.query, route.params] as (z.ZodType | undefined)[]) {
        const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape
        if (!schema || !shape) continue
        note(schema.safeParse({}))
        for (const field of Object.values(shape))
          for (const value of wrong) note(field.safeParse(value))
      }
    }
    expect(said.size).toBeGreaterThan(300)
    expect([...said].filter((text) => translateText(text, ar) === text)).toEqual([])
    // "{usd} and {lbp}" once made "a date and time" read "a date وtime".
    expect(
      [...said].map((text) => translateText(text, ar)).filter((t) => /و[A-Za-z]/.test(t)),
    ).toEqual([])
    expect(translateText('$12.50 and 450,000 LBP', ar)).toBe('$12.50 و450,000 ل.ل.')
    expect(translateText('The rate must be between 1 and 10,000,000 LBP per dollar', ar)).toBe(
      'يجب أن يكون سعر الصرف بين 1 و10,000,000 ل.ل. للدولار',
    )
  })

  it('fits patterns, translating their parts it knows and keeping the rest', () => {
    expect(translateText('Amount is required', ar)).toBe('المبلغ مطلوب')
    expect(translateText('Line note must be at most 200 characters', ar)).toBe(
      'يجب ألا يتجاوز ملاحظة السطر 200 حرفًا',
    )
    // A part the catalogue does not know stays as it came.
    expect(translateText('Gift wrap must be at most 200 characters', ar)).toBe(
      'يجب ألا يتجاوز Gift wrap 200 حرفًا',
    )
    expect(translateText('Nothing known here', ar)).toBe('Nothing known here')
    expect(translateText('Amount is required', undefined)).toBe('Amount is required')
  })

  it('translates a refusal’s message and each field’s, keeping odd field names as keys', () => {
    const errors = JSON.parse('{"__proto__": "Unknown field", "email": "Please enter a password"}')
    const out = translateFailure({ ErrorMessage: API_ERRORS.validation, Errors: errors }, ar)
    expect(out.ErrorMessage).toBe('بعض الحقول غير صالحة.')
    expect(Object.keys(out.Errors as object)).toEqual(['__proto__', 'email'])
    expect((out.Errors as Record<string, string>).email).toBe('يرجى إدخال كلمة المرور')
  })
})

describe('choosing a language', () => {
  it('reads Accept-Language by quality, then by order, without q=0', () => {
    expect(acceptedLanguages('fr;q=0.5, ar-LB, en;q=0.8')).toEqual(['ar-LB', 'en', 'fr'])
    expect(acceptedLanguages('ar;q=0, en')).toEqual(['en'])
    expect(acceptedLanguages(undefined)).toEqual([])
  })

  it('takes the first it speaks by primary subtag, else English', () => {
    expect(pickLanguage(['fr-FR', 'ar-LB', 'en'])).toBe('ar')
    expect(pickLanguage(['EN-gb'])).toBe('en')
    expect(pickLanguage(['fr', 'de'])).toBe('en')
    expect(pickLanguage([])).toBe('en')
  })
})

describe('money in words in Arabic', () => {
  it('says pounds, rates, both currencies and a difference in Arabic', () => {
    expect(translateText('450,000 LBP', ar)).toBe('450,000 ل.ل.')
    expect(translateText('89,500 LBP per dollar', ar)).toBe('89,500 ل.ل. للدولار')
    expect(translateText('$12.50 and 450,000 LBP', ar)).toBe('$12.50 و450,000 ل.ل.')
    expect(translateText('$2.00 short', ar)).toBe('نقص $2.00')
    expect(translateText('5,000 LBP over', ar)).toBe('زيادة 5,000 ل.ل.')
    expect(translateText('Balanced', ar)).toBe('مطابق')
  })
})

describe('a wallet recharge’s tender in Arabic', () => {
  it('says how it was paid, pounds with the rate they were valued at', () => {
    expect(translateText('Cash in pounds: 1,500,000 LBP at 89,500 LBP per dollar', ar)).toBe(
      'نقدًا بالليرة: 1,500,000 ل.ل. بسعر 89,500 ل.ل. للدولار',
    )
    expect(translateText('Card', ar)).toBe('بطاقة')
  })
})
