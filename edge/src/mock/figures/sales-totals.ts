import { PAYMENT_METHOD_LABELS, centsToMoney, moneyToCents, startOfUtcDay, utcDay } from 'contracts'
import type { PaymentMethod, SalesGroup, SalesReport } from 'contracts'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { Store, Table } from '../store/store'
import { endOf, orderMoney } from './report-figures'
import type { ReportOrder } from './report-figures'
import { lowerBound } from '../sorted'
import type { BranchScope } from '../scope'

/**
 * Sales totals kept with the data: each order that ended (a sale, or a
 * refund) adds its figures to the bucket of its UTC day and branch, by
 * payment method, rider, coupon and product; the writes to the order table
 * since the last read are folded in (like order-index), so a sales report
 * merges at most a bucket per day and branch instead of scanning orders. The
 * parts of a range that do not start or end at midnight are read from each
 * branch's ended orders in time order.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** A row's figures in cents. */
export interface Figures {
  orders: number
  gross: number
  discounts: number
  deliveryCharges: number
  refunds: number
  net: number
  /** Cash brought in: dollars (cents) and pounds, each apart. */
  cashUsd: number
  cashLbp: number
  /** VAT included: cents, and pounds at each order's rate. */
  vat: number
  vatLbp: number
}
const FIELDS = [
  'orders',
  'gross',
  'discounts',
  'deliveryCharges',
  'refunds',
  'net',
  'cashUsd',
  'cashLbp',
  'vat',
  'vatLbp',
] as const
/** The figures shared among an order's products in proportion to their lines. */
const SHARED = FIELDS.filter((f) => f !== 'orders')
/** Figures of nothing. */
export const zeroFigures = (): Figures => ({
  orders: 0,
  gross: 0,
  discounts: 0,
  deliveryCharges: 0,
  refunds: 0,
  net: 0,
  cashUsd: 0,
  cashLbp: 0,
  vat: 0,
  vatLbp: 0,
})
/** Adds `source`'s figures to `target`'s (`sign` -1: takes them away). */
export function addFigures(target: Figures, source: Figures, sign = 1) {
  for (const f of FIELDS) target[f] += sign * source[f]
}
function addIn<K>(map: Map<K, Figures>, key: K, source: Figures, sign = 1) {
  let f = map.get(key)
  if (!f) map.set(key, (f = zeroFigures()))
  addFigures(f, source, sign)
}

/** What one ended order adds: where, when, and its figures whole and by product. */
interface Fact {
  orderId: number
  branchId: number
  ms: number
  payment: PaymentMethod
  /** The rider's id, '' for none (pickups). */
  rider: string
  coupon: string
  figures: Figures
  products: [number, Figures][]
}

/**
 * An order's figures split among its products in proportion to their lines
 * (a product on several lines once), each product's `orders` the order's:
 * what a product's row of the sales report counts of the order.
 */
export function productShares(o: ReportOrder, figures: Figures): [number, Figures][] {
  const ids: number[] = []
  const weights: number[] = []
  for (const line of o.items) {
    const at = ids.indexOf(line.productId)
    const cents = moneyToCents(line.lineTotal)
    if (at >= 0) {
      weights[at]! += cents
    } else {
      ids.push(line.productId)
      weights.push(cents)
    }
  }
  const parts = SHARED.map((f) => shares(figures[f], weights))
  return ids.map((id, i): [number, Figures] => {
    const f = zeroFigures()
    f.orders = figures.orders
    SHARED.forEach((field, k) => (f[field] = parts[k]![i]!))
    return [id, f]
  })
}

/** An order's figures as a sale (the sales report's, were it delivered or picked up). */
export function saleFigures(o: ReportOrder): Figures {
  const { wallet: _wallet, cash: _cash, ...m } = orderMoney(o)
  return { ...m, orders: 1, refunds: 0 }
}

/**
 * The category each product is stored under now (by its sub-category), as
 * the sales report groups products: its id, '' for none (a product or
 * sub-category since deleted).
 */
export function productCategories(store: Store) {
  const products = store.table(TABLE.product)
  const subcategories = store.table(TABLE.subcategory)
  const known = new Map<number, string>()
  return (productId: number): string => {
    let key = known.get(productId)
    if (key === undefined) {
      const sub = products.get(productId)?.subCategoryId
      const categoryId = sub === undefined ? undefined : subcategories.get(sub)?.categoryId
      key = categoryId ? String(categoryId) : ''
      known.set(productId, key)
    }
    return key
  }
}

/** Parts of `total` in proportion to `weights`, in whole cents, adding up to `total`. */
export function shares(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  let given = 0
  return weights.map((w, i) => {
    if (i === weights.length - 1) return total - given
    const part = sum ? Math.floor((total * w) / sum) : i === 0 ? total : 0
    given += part
    return part
  })
}

/**
 * The fact of an order that ended; null while open. One rejected or
 * cancelled without a refund adds nothing but its place in the timeline.
 */
export function factOf(o: ReportOrder): Fact | null {
  const end = endOf(o)
  if (!end) return null
  const sale = saleFigures(o)
  const figures =
    end.kind === 'sale' ? sale : { ...zeroFigures(), refunds: end.kind === 'refund' ? sale.net : 0 }
  const products = end.kind === 'none' ? [] : productShares(o, figures)
  return {
    orderId: o.id,
    branchId: o.branchId,
    ms: end.ms,
    payment: o.paymentMethod,
    rider: o.rider ? String(o.rider.id) : '',
    coupon: o.couponCode ?? '',
    figures,
    products,
  }
}

/** One UTC day of one branch. */
interface Bucket {
  total: Figures
  payment: Map<string, Figures>
  rider: Map<string, Figures>
  coupon: Map<string, Figures>
  product: Map<number, Figures>
  /** The sales by the products they held (their ids, comma-separated): how many. */
  combos: Map<string, number>
}
const bucketOf = (): Bucket => ({
  total: zeroFigures(),
  payment: new Map(),
  rider: new Map(),
  coupon: new Map(),
  product: new Map(),
  combos: new Map(),
})
const countIn = (map: Map<string, number>, key: string, n: number) =>
  map.set(key, (map.get(key) ?? 0) + n)

function addFact(bucket: Bucket, fact: Fact, sign = 1) {
  if (fact.figures.orders === 0 && fact.figures.refunds === 0) return
  addFigures(bucket.total, fact.figures, sign)
  addIn(bucket.payment, fact.payment, fact.figures, sign)
  addIn(bucket.rider, fact.rider, fact.figures, sign)
  addIn(bucket.coupon, fact.coupon, fact.figures, sign)
  for (const [id, f] of fact.products) addIn(bucket.product, id, f, sign)
  if (fact.figures.orders)
    countIn(bucket.combos, fact.products.map(([id]) => id).join(','), sign * fact.figures.orders)
}

/** A branch's ended orders in time order. */
interface Timeline {
  ms: number[]
  facts: Fact[]
}

interface Totals {
  facts: Map<number, Fact>
  buckets: Map<string, Bucket>
  timelines: Map<number, Timeline>
  /** The last name each rider and product carried on an order. */
  riderNames: Map<string, string>
}

const bucketKey = (day: number, branchId: number) => `${day}|${branchId}`

function place(totals: Totals, fact: Fact, sign: 1 | -1) {
  const day = startOfUtcDay(fact.ms)
  const key = bucketKey(day, fact.branchId)
  let bucket = totals.buckets.get(key)
  if (!bucket) totals.buckets.set(key, (bucket = bucketOf()))
  addFact(bucket, fact, sign)
  let line = totals.timelines.get(fact.branchId)
  if (!line) totals.timelines.set(fact.branchId, (line = { ms: [], facts: [] }))
  if (sign > 0) {
    const at = lowerBound(line.ms, fact.ms + 1)
    line.ms.splice(at, 0, fact.ms)
    line.facts.splice(at, 0, fact)
  } else {
    const at = line.facts.indexOf(fact, lowerBound(line.ms, fact.ms))
    if (at >= 0) {
      line.ms.splice(at, 1)
      line.facts.splice(at, 1)
    }
  }
}

function follow(totals: Totals, id: number, order: ReportOrder | undefined) {
  const before = totals.facts.get(id)
  if (order?.rider) totals.riderNames.set(String(order.rider.id), order.rider.name)
  const after = order ? factOf(order) : null
  if (before) place(totals, before, -1)
  if (after) place(totals, after, 1)
  if (after) totals.facts.set(id, after)
  else totals.facts.delete(id)
}

function build(table: Table<ReportOrder & Row>): Totals {
  const totals: Totals = {
    facts: new Map(),
    buckets: new Map(),
    timelines: new Map(),
    riderNames: new Map(),
  }
  for (const o of table.values()) {
    if (o.rider) totals.riderNames.set(String(o.rider.id), o.rider.name)
    const fact = factOf(o)
    if (!fact) continue
    totals.facts.set(o.id, fact)
    const key = bucketKey(startOfUtcDay(fact.ms), fact.branchId)
    let bucket = totals.buckets.get(key)
    if (!bucket) totals.buckets.set(key, (bucket = bucketOf()))
    addFact(bucket, fact)
    let line = totals.timelines.get(fact.branchId)
    if (!line) totals.timelines.set(fact.branchId, (line = { ms: [], facts: [] }))
    line.facts.push(fact)
  }
  for (const line of totals.timelines.values()) {
    line.facts.sort((a, b) => a.ms - b.ms)
    line.ms = line.facts.map((f) => f.ms)
  }
  return totals
}

interface Cached {
  anchor: number
  epoch: number
  mark: number
  totals: Totals
}
const cache = new WeakMap<Store, Cached>()

/** The kept totals, brought up to the order table's last write. */
export function salesTotals(store: Store): Totals {
  const table = store.table(TABLE.order)
  const hit = cache.get(store)
  if (hit && hit.anchor === store.anchor) {
    const written = table.writtenSince(hit.epoch, hit.mark)
    if (written) {
      for (const key of new Set(written)) follow(hit.totals, Number(key), table.get(key))
      hit.mark = table.writeMark
      return hit.totals
    }
  }
  const totals = build(table)
  cache.set(store, { anchor: store.anchor, epoch: table.epoch, mark: table.writeMark, totals })
  return totals
}

/** The orders of a branch that ended (in any final status) in `[fromMs, toMs)`, by id, oldest first. */
export function endedBetween(store: Store, branchId: number, fromMs: number, toMs: number) {
  const line = salesTotals(store).timelines.get(branchId)
  if (!line) return []
  return line.facts
    .slice(lowerBound(line.ms, fromMs), lowerBound(line.ms, toMs))
    .map((f) => f.orderId)
}

/**
 * The sales of `[fromMs, toMs)` over the branches in `scope`, grouped: whole
 * UTC days from the buckets, the parts of a day at either end from the
 * branches' timelines.
 */
export function salesReport(
  store: Store,
  fromMs: number,
  toMs: number,
  scope: BranchScope,
  groupBy: SalesGroup,
): SalesReport {
  const totals = salesTotals(store)
  const branchTable = store.table(TABLE.branch)
  const branchIds = scope.all ? [...totals.timelines.keys()] : scope.ids
  const total = zeroFigures()
  const rows = new Map<string, Figures>()
  const products = new Map<number, Figures>()
  const combos = new Map<string, number>()
  const mapOf = (b: Bucket) =>
    groupBy === 'payment' ? b.payment : groupBy === 'rider' ? b.rider : b.coupon
  const take = (day: number, branchId: number, b: Bucket) => {
    addFigures(total, b.total)
    if (groupBy === 'day') addIn(rows, utcDay(day), b.total)
    else if (groupBy === 'branch') addIn(rows, String(branchId), b.total)
    else if (groupBy === 'product' || groupBy === 'category') {
      for (const [id, f] of b.product) addIn(products, id, f)
      for (const [k, n] of b.combos) countIn(combos, k, n)
    } else for (const [k, f] of mapOf(b)) addIn(rows, k, f)
  }
  const firstFull = Math.ceil(fromMs / DAY_MS) * DAY_MS
  const lastFull = Math.max(firstFull, startOfUtcDay(toMs))
  for (const branchId of branchIds) {
    for (let day = firstFull; day < lastFull; day += DAY_MS) {
      const b = totals.buckets.get(bucketKey(day, branchId))
      if (b) take(day, branchId, b)
    }
    const line = totals.timelines.get(branchId)
    if (!line) continue
    const edges: [number, number][] =
      firstFull >= toMs
        ? [[fromMs, toMs]]
        : [
            [fromMs, firstFull],
            [lastFull, toMs],
          ]
    for (const [a, z] of edges) {
      for (let i = lowerBound(line.ms, a); i < line.facts.length && line.ms[i]! < z; i++) {
        const fact = line.facts[i]!
        const b = bucketOf()
        addFact(b, fact)
        take(startOfUtcDay(fact.ms), branchId, b)
      }
    }
  }
  const labelled: {
    key: string
    label: string
    labelAr?: string | null
    figures: Figures
    span?: [number, number]
  }[] = []
  if (groupBy === 'day') {
    for (let day = startOfUtcDay(fromMs); day < toMs; day += DAY_MS) {
      const key = utcDay(day)
      const span: [number, number] = [Math.max(day, fromMs), Math.min(day + DAY_MS, toMs)]
      labelled.push({ key, label: key, figures: rows.get(key) ?? zeroFigures(), span })
    }
  } else if (groupBy === 'product' || groupBy === 'category') {
    const categoryTable = store.table(TABLE.category)
    const names = productNames(store, products)
    if (groupBy === 'product') {
      const productTable = store.table(TABLE.product)
      for (const [id, f] of products)
        labelled.push({
          key: String(id),
          label: names.get(id) ?? `Product ${id}`,
          labelAr: productTable.get(id)?.nameAr || null,
          figures: f,
        })
    } else {
      const categoryOf = productCategories(store)
      const byCategory = new Map<string, Figures>()
      for (const [id, f] of products) addIn(byCategory, categoryOf(id), f)
      // A category's orders: the sales holding any of its products, each once.
      for (const f of byCategory.values()) f.orders = 0
      for (const [k, n] of combos) {
        const held = new Set(k === '' ? [] : k.split(',').map((id) => categoryOf(Number(id))))
        for (const key of held) byCategory.get(key)!.orders += n
      }
      for (const [key, f] of byCategory) {
        const category = key ? categoryTable.get(key) : undefined
        labelled.push({
          key,
          label: category?.name ?? 'No category',
          labelAr: category?.nameAr || null,
          figures: f,
        })
      }
    }
  } else {
    for (const [key, f] of rows)
      labelled.push({
        key,
        label: labelOf(groupBy, key),
        labelAr: groupBy === 'branch' ? branchTable.get(key)?.nameAr || null : null,
        figures: f,
      })
  }
  const couponIds = new Map<string, number>()
  if (groupBy === 'coupon')
    for (const c of store.table(TABLE.coupon).values()) couponIds.set(c.code.toUpperCase(), c.id)
  if (groupBy !== 'day')
    labelled.sort((a, b) => b.figures.net - a.figures.net || a.label.localeCompare(b.label))
  return {
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
    groupBy,
    rows: labelled.map((r) => ({
      key: r.key,
      label: r.label,
      labelAr: r.labelAr ?? null,
      ...salesMoney(r.figures),
      from: new Date(r.span?.[0] ?? fromMs).toISOString(),
      to: new Date(r.span?.[1] ?? toMs).toISOString(),
      ...(groupBy === 'coupon' ? { couponId: couponIds.get(r.key.toUpperCase()) ?? null } : {}),
    })),
    total: salesMoney(total),
  }

  function labelOf(group: SalesGroup, key: string) {
    if (group === 'branch') return branchTable.get(key)?.name ?? `Branch ${key}`
    if (group === 'payment') return PAYMENT_METHOD_LABELS[key as PaymentMethod] ?? key
    if (group === 'rider') return key ? (totals.riderNames.get(key) ?? `Rider ${key}`) : 'No rider'
    return key || 'No coupon'
  }
}

/** Products' names: the catalogue's, else the name an order line carried. */
function productNames(store: Store, products: Map<number, Figures>) {
  const table = store.table(TABLE.product)
  const names = new Map<number, string>()
  for (const id of products.keys()) {
    const name = table.get(id)?.name
    if (name) names.set(id, name)
  }
  return names
}

/** Figures as the API writes them: money in dollars, pounds whole. */
export const salesMoney = (f: Figures) => ({
  orders: f.orders,
  gross: centsToMoney(f.gross),
  discounts: centsToMoney(f.discounts),
  deliveryCharges: centsToMoney(f.deliveryCharges),
  refunds: centsToMoney(f.refunds),
  net: centsToMoney(f.net),
  cashUsd: centsToMoney(f.cashUsd),
  cashLbp: f.cashLbp,
  vat: centsToMoney(f.vat),
  vatLbp: f.vatLbp,
})
