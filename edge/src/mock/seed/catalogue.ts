import { DEFAULT_MAX_DELIVERY_MINUTES, WEEKDAYS, centsToMoney } from 'contracts'
import { seedImageUrl } from './images'
import { withOptionIds } from '../catalogue/option-ids'
import type { Random } from './random'
import { AREAS, BRANCHES, CATALOGUE, REJECTION_REASONS } from './catalogue-data'

type Stamp = (daysAgo: number) => string
const meta = (id: number, at: string) => ({ id, createdAt: at, updatedAt: at, version: 1 })
const cents = (usd: number) => Math.round(usd * 100)

export interface SeedProduct {
  id: number
  name: string
  priceCents: number
  branchIds: number[]
  optionGroups: {
    id: number
    name: string
    required: boolean
    minSelect: number
    maxSelect: number
    options: { id: number; name: string; priceDelta: string }[]
  }[]
}

/** Every day open; where `lateWeekend`, the last service on Friday and Saturday closes at 02:00. */
const hours = (ranges: [string, string][], lateWeekend: boolean) =>
  WEEKDAYS.map((day) => ({
    day,
    closed: false,
    ranges: ranges.map(([open, close], i) => ({
      open,
      close:
        lateWeekend && i === ranges.length - 1 && (day === 'friday' || day === 'saturday')
          ? '02:00'
          : close,
    })),
  }))

/** Hamra and Kaslik stay open late at the weekend; Tripoli opens for breakfast; Saida serves lunch and dinner. */
const BRANCH_HOURS = [
  hours([['10:00', '23:30']], true),
  hours([['10:00', '23:30']], true),
  hours([['08:00', '23:30']], false),
  hours(
    [
      ['11:00', '15:30'],
      ['17:30', '23:30'],
    ],
    false,
  ),
]

export function seedBranches(stamp: Stamp) {
  return BRANCHES.map((b, i) => ({
    ...meta(i + 1, stamp(420 - i * 30)),
    name: b.name,
    nameAr: b.nameAr,
    phone: `+9611${String(340_000 + i * 11_111).padStart(6, '0')}`,
    area: b.area,
    address: b.address,
    lat: b.lat,
    lng: b.lng,
    openingHours: BRANCH_HOURS[i]!,
    deliveryRadiusKm: [6, 8, 7, 6][i]!,
    preparationMinutes: b.preparationMinutes,
    maxDeliveryMinutes: DEFAULT_MAX_DELIVERY_MINUTES,
    // Busy mode (Tripoli: +10 min until switched back).
    extraMinutes: b.extraMinutes,
    busyUntil: null,
    isActive: true,
    acceptingOrders: true,
  }))
}

export function seedDeliveryCharges(stamp: Stamp) {
  let id = 0
  return AREAS.flatMap((areas, b) =>
    areas.map(([area, areaAr, charge], i) => ({
      ...meta(++id, stamp(400 - id)),
      branchId: b + 1,
      area,
      areaAr,
      charge: centsToMoney(cents(charge)),
      minimumOrder: centsToMoney(i < 2 ? 500 : 1000),
      freeDeliveryAbove: i % 3 === 0 ? centsToMoney(4000) : null,
      estimatedMinutes: 25 + i * 5,
      isActive: !(b === 3 && i === 5),
    })),
  )
}

const SIZE = {
  name: 'Size',
  nameAr: 'الحجم',
  required: true,
  minSelect: 1,
  maxSelect: 1,
  options: [
    { name: 'Regular', nameAr: 'عادي', priceDelta: '0.00' },
    { name: 'Large', nameAr: 'كبير', priceDelta: '1.50' },
  ],
}
const EXTRAS = {
  name: 'Extras',
  nameAr: 'إضافات',
  required: false,
  minSelect: 0,
  maxSelect: 3,
  options: [
    { name: 'Extra garlic', nameAr: 'توم إضافي', priceDelta: '0.50' },
    { name: 'Extra cheese', nameAr: 'جبنة إضافية', priceDelta: '1.00' },
    { name: 'Pickles', nameAr: 'كبيس', priceDelta: '0.00' },
    { name: 'Fries on the side', nameAr: 'بطاطا على الجانب', priceDelta: '1.50' },
  ],
}
const BREAD = {
  name: 'Bread',
  nameAr: 'الخبز',
  required: true,
  minSelect: 1,
  maxSelect: 1,
  options: [
    { name: 'Saj', nameAr: 'صاج', priceDelta: '0.00' },
    { name: 'Arabic bread', nameAr: 'خبز عربي', priceDelta: '0.00' },
    { name: 'Markouk', nameAr: 'مرقوق', priceDelta: '0.25' },
  ],
}
const SPICE = {
  name: 'Spice level',
  nameAr: 'درجة الحرارة',
  required: false,
  minSelect: 0,
  maxSelect: 1,
  options: [
    { name: 'Mild', nameAr: 'خفيف', priceDelta: '0.00' },
    { name: 'Spicy', nameAr: 'حار', priceDelta: '0.00' },
  ],
}

/** Categories, sub-categories and products with option groups. */
export function seedCatalogue(rand: Random, stamp: Stamp) {
  const categories = []
  const subcategories = []
  const products = []
  const sold: SeedProduct[] = []
  let subId = 0
  let productId = 0
  for (const [c, cat] of CATALOGUE.entries()) {
    categories.push({
      ...meta(c + 1, stamp(380 - c)),
      name: cat.en,
      nameAr: cat.ar,
      description: cat.description,
      imageUrl: seedImageUrl(cat.image),
      sortOrder: (c + 1) * 10,
      isActive: true,
    })
    for (const [s, sub] of cat.subs.entries()) {
      subId++
      subcategories.push({
        ...meta(subId, stamp(370 - subId)),
        categoryId: c + 1,
        name: sub.en,
        nameAr: sub.ar,
        imageUrl: seedImageUrl(cat.image),
        sortOrder: (s + 1) * 10,
        isActive: true,
      })
      for (const [p, [en, ar, price]] of sub.items.entries()) {
        productId++
        const groups = withOptionIds(
          c === 8
            ? s === 0
              ? [SIZE]
              : []
            : c === 7
              ? []
              : c === 1 || c === 2
                ? [BREAD, EXTRAS, SPICE]
                : [SIZE, EXTRAS],
        )
        const branchIds = rand.chance(0.85)
          ? [1, 2, 3, 4]
          : rand.sample([1, 2, 3, 4], rand.int(2, 3))
        const priceCents = cents(price)
        products.push({
          ...meta(productId, stamp(360 - productId / 2)),
          subCategoryId: subId,
          name: en,
          nameAr: ar,
          description: `${en}, made fresh in our kitchen.`,
          descriptionAr: `${ar}، محضّر طازجاً في مطبخنا.`,
          price: centsToMoney(priceCents),
          compareAtPrice: p === 4 && rand.chance(0.5) ? centsToMoney(priceCents + 150) : null,
          imageUrl: seedImageUrl(cat.image),
          isAvailable: rand.chance(0.95),
          isFeatured: p === 0 && s === 0,
          preparationMinutes: c === 8 ? 3 : rand.int(8, 25),
          branchIds,
          optionGroups: groups,
          sortOrder: (p + 1) * 10,
        })
        sold.push({ id: productId, name: en, priceCents, branchIds, optionGroups: groups })
      }
    }
  }
  return { categories, subcategories, products, sold }
}

export function seedRejections(stamp: Stamp) {
  return REJECTION_REASONS.map(([text, textAr], i) => ({
    ...meta(i + 1, stamp(390 - i)),
    text,
    textAr,
    isActive: i !== 7,
    sortOrder: (i + 1) * 10,
  }))
}
