import { centsToMoney } from 'contracts'
import type { CouponFulfilment, CouponRules, HappyHour } from 'contracts'
import { seedImageUrl } from './images'
import type { SeedImageKey } from './images'
import type { Random } from './random'

type At = (daysAgo: number) => string
const meta = (id: number, at: string) => ({ id, createdAt: at, updatedAt: at, version: 1 })

/** [code, description, type, value, maxDiscount, minOrder, startsDaysAgo, endsDaysAgo (negative = future), appliesTo, firstOrderOnly] */
const COUPONS = [
  ['WELCOME10', '10% off the first order', 'percent', 1000, 500, 0, 300, -300, 'order', true],
  ['BEIRUT5', '$5 off orders from $25', 'fixed', 500, null, 2500, 80, -20, 'order', false],
  ['FREEDEL', 'Free delivery', 'percent', 10000, null, 1500, 60, -30, 'delivery', false],
  ['RAMADAN20', '20% off iftar orders', 'percent', 2000, 1000, 2000, 200, 170, 'order', false],
  ['SUMMER15', '15% off all summer', 'percent', 1500, 800, 1000, 85, 5, 'order', false],
  ['SHAWARMA2', '$2 off any shawarma order', 'fixed', 200, null, 800, 45, -45, 'order', false],
  ['FAMILY10', '$10 off family trays', 'fixed', 1000, null, 4000, 90, -10, 'order', false],
  ['WEEKEND', '10% off on weekends', 'percent', 1000, 400, 1200, 30, -60, 'order', false],
  ['TRIPOLI3', '$3 off in Tripoli', 'fixed', 300, null, 1500, 70, -5, 'order', false],
  ['SAIDA3', '$3 off in Saida', 'fixed', 300, null, 1500, 70, -5, 'order', false],
  ['LOYAL25', '25% off for loyal customers', 'percent', 2500, 1500, 3000, 20, -40, 'order', false],
  ['DELIVERY1', '$1 off delivery', 'fixed', 100, null, 0, 88, -88, 'delivery', false],
  ['NEWYEAR', 'New year treat', 'percent', 1500, 1000, 1000, 330, 320, 'order', false],
  ['STAFF50', 'Staff meal', 'percent', 5000, 2000, 0, 100, -100, 'order', false],
] as const

export type SeedCoupon = {
  id: number
  code: string
  discountType: 'percent' | 'fixed'
  valueCents: number
  maxDiscountCents: number | null
  appliesTo: 'order' | 'delivery'
  /** When an order may use it (usedCount as seeded: the orders count their uses). */
  rules: CouponRules
}

/** The seed's happy hours and pickup-only coupons, by code. */
const HAPPY_HOURS: Record<string, HappyHour> = {
  SHAWARMA2: { days: ['monday', 'tuesday', 'wednesday', 'thursday'], from: '15:00', to: '18:00' },
}
const FULFILMENT: Record<string, CouponFulfilment> = { FREEDEL: 'delivery', DELIVERY1: 'delivery' }

export function seedCoupons(anchor: number, at: At, dayMs: number) {
  const sold: SeedCoupon[] = []
  const rows = COUPONS.map((c, i) => {
    const [
      code,
      description,
      discountType,
      value,
      maxDiscount,
      minOrder,
      starts,
      ends,
      appliesTo,
      first,
    ] = c
    const rules: CouponRules = {
      isActive: code !== 'STAFF50',
      startsAt: new Date(anchor - starts * dayMs).toISOString(),
      endsAt: new Date(anchor - ends * dayMs).toISOString(),
      minOrderTotal: centsToMoney(minOrder),
      usageLimit: code === 'STAFF50' ? 200 : i % 4 === 0 ? 5000 : null,
      perCustomerLimit: first ? 1 : i % 3 === 0 ? 3 : null,
      usedCount: 0,
      firstOrderOnly: first,
      fulfilment: FULFILMENT[code] ?? 'any',
      happyHour: HAPPY_HOURS[code] ?? null,
    }
    sold.push({
      id: i + 1,
      code,
      discountType,
      valueCents: value,
      maxDiscountCents: maxDiscount,
      appliesTo,
      rules,
    })
    return {
      ...meta(i + 1, at(starts + 3)),
      code,
      description,
      discountType,
      value: centsToMoney(value),
      maxDiscount: maxDiscount === null ? null : centsToMoney(maxDiscount),
      appliesTo,
      ...rules,
    }
  })
  return { rows, sold }
}

/** [title, titleAr, linkType, linkTargetId, startsDaysAgo, endsDaysAgo (negative = future), seed image] */
const BANNERS = [
  ['Shawarma Tuesdays', 'ثلاثاء الشاورما', 'category', 2, 20, -40, 'shawarma'],
  ['New: Lebanese twist pizzas', 'جديد: بيتزا بنكهة لبنانية', 'subcategory', 20, 10, -50, 'pizza'],
  ['Family grill tray', 'صينية المشاوي العائلية', 'product', 43, 30, -30, 'grills'],
  ['Free delivery this month', 'توصيل مجاني هذا الشهر', 'none', null, 15, -15, 'delivery'],
  ['Ramadan iftar boxes', 'علب إفطار رمضان', 'none', null, 200, 170, 'mezze'],
  ['Download our app', 'حمّل تطبيقنا', 'url', null, 300, -300, 'app'],
  ['Knefeh mornings', 'صباح الكنافة', 'product', 106, 5, -25, 'desserts'],
  ['Summer juices', 'عصائر الصيف', 'subcategory', 25, 90, 5, 'drinks'],
] as const satisfies readonly (readonly [...unknown[], SeedImageKey])[]

export function seedBanners(anchor: number, at: At, dayMs: number) {
  return BANNERS.map(([title, titleAr, linkType, target, starts, ends, image], i) => ({
    ...meta(i + 1, at(starts + 2)),
    title,
    titleAr,
    imageUrl: seedImageUrl(image),
    linkType,
    linkTargetId: target,
    linkUrl: linkType === 'url' ? 'https://example.com/app' : '',
    startsAt: new Date(anchor - starts * dayMs).toISOString(),
    endsAt: new Date(anchor - ends * dayMs).toISOString(),
    sortOrder: (i + 1) * 10,
    isActive: ends < 0,
    branchIds: i === 0 ? [1, 2] : [],
  }))
}

const NOTIFICATION_TEXTS = [
  [
    'Hungry?',
    'جوعان؟',
    'Your favourite shawarma is one tap away.',
    'الشاورما المفضلة لديك على بعد نقرة.',
  ],
  [
    'Weekend deal',
    'عرض نهاية الأسبوع',
    'Use WEEKEND for 10% off today.',
    'استعمل WEEKEND لخصم ١٠٪ اليوم.',
  ],
  [
    'We miss you',
    'اشتقنالك',
    'Here is free delivery on your next order.',
    'توصيل مجاني على طلبك القادم.',
  ],
  [
    'Happy birthday!',
    'عيد ميلاد سعيد!',
    'A knefeh on us with your next order.',
    'كنافة علينا مع طلبك القادم.',
  ],
  [
    'New on the menu',
    'جديد على القائمة',
    'Try our Lebanese twist pizzas.',
    'جرّب البيتزا بنكهة لبنانية.',
  ],
] as const

export function seedNotifications(rand: Random, anchor: number, dayMs: number, customers: number) {
  return Array.from({ length: 25 }, (_, i) => {
    const [title, titleAr, body, bodyAr] = NOTIFICATION_TEXTS[i % NOTIFICATION_TEXTS.length]!
    const status = i >= 22 ? 'scheduled' : i === 21 ? 'cancelled' : i === 20 ? 'failed' : 'sent'
    const audience = i % 5 === 3 ? 'segment' : i % 7 === 6 ? 'customers' : 'all'
    const when = status === 'scheduled' ? anchor + (i - 21) * dayMs : anchor - (88 - i * 4) * dayMs
    const iso = new Date(when).toISOString()
    const created = new Date(Math.min(when, anchor) - 2 * dayMs).toISOString()
    return {
      id: i + 1,
      createdAt: created,
      updatedAt: created,
      version: 1,
      title,
      titleAr,
      body,
      bodyAr,
      imageUrl: '',
      audience,
      segment:
        audience === 'segment' ? (['new', 'inactive', 'loyal', 'birthday'] as const)[i % 4] : null,
      customerIds: audience === 'customers' ? [1, 2, 3, 5, 8] : [],
      linkType: 'none',
      linkTargetId: null,
      linkUrl: '',
      scheduledAt: status === 'sent' && i % 2 === 0 ? null : iso,
      status,
      sentAt: status === 'sent' ? iso : null,
      recipients:
        status === 'sent'
          ? audience === 'all'
            ? customers - rand.int(0, 20)
            : audience === 'customers'
              ? 5
              : rand.int(50, Math.max(60, Math.floor(customers / 5)))
          : 0,
    }
  })
}

/** The points-rate history: two past rates, the active one, and one planned. */
export function seedConversionRates(at: At, anchor: number, dayMs: number) {
  const rates = [
    { pointsPerUsd: 5, usdPerPoint: '0.01', minRedeemPoints: 200, days: 400 },
    { pointsPerUsd: 8, usdPerPoint: '0.01', minRedeemPoints: 300, days: 220 },
    { pointsPerUsd: 10, usdPerPoint: '0.01', minRedeemPoints: 500, days: 60 },
    { pointsPerUsd: 12, usdPerPoint: '0.01', minRedeemPoints: 500, days: -20 },
  ]
  return rates.map((r, i) => ({
    ...meta(i + 1, at(Math.max(r.days, 0) + 5)),
    pointsPerUsd: r.pointsPerUsd,
    usdPerPoint: r.usdPerPoint,
    minRedeemPoints: r.minRedeemPoints,
    effectiveFrom: new Date(anchor - r.days * dayMs).toISOString(),
    isActive: i === 2,
    activatedAt: i <= 2 ? new Date(anchor - r.days * dayMs).toISOString() : null,
  }))
}
