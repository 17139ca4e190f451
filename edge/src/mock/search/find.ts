import {
  formatPhone,
  latinDigits,
  nationalPhoneDigits,
  phoneSearchDigits,
  rankByName,
  recordRoute,
} from 'contracts'
import type { ModuleKey, SearchHit } from 'contracts'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import type { BranchScope } from '../scope'
import { fold } from './match'
import type { Store } from '../store/store'
import { eachHolding, haystackOf } from './haystack'
import type { Haystack } from './haystack'
import { orderIndex } from '../orders/order-index'
import { productSales } from '../figures/product-sales'
import type { IndexedOrder } from '../orders/order-index'

/**
 * The palette's search (`GET /search`, actions/find.ts): an index per kind of record, kept with
 * the store's tables. Each kind's entries are built once and then follow the
 * table's writes (`writtenSince`: only the written rows are read again); their
 * folded texts are joined in one haystack, so a query is one `indexOf` pass
 * for its longest word, not a scan of the rows. Orders come from the order
 * list's own index (orderIndex), with their numbers in a haystack of their own.
 */

/** A record as the search sees it. */
interface Entry {
  id: number
  title: string
  subtitle: string
  /** Its searchable texts, folded (`fold`); a hit has every word in one of them. */
  texts: string[]
  /** Whole folded texts that make a hit exact (the name either way round, the code). */
  exact: string[]
  /** A customer's or rider's national phone digits (`3123456`). */
  phone?: string
  /** A rider's branch: found only by employees of that branch (or of every branch). */
  branchId?: number
}

interface Kind {
  type: ModuleKey
  table: string
  entry: (row: Row) => Entry
}

const str = (v: unknown) => (typeof v === 'string' ? v : '')

interface Fields {
  title: string
  subtitle: string
  /** The fields searched; by default the title and the subtitle. */
  searched?: readonly string[]
}

/**
 * A kind found by a few of its texts (a name and its Arabic twin, a code, a
 * title), each searchable and each a whole that makes a hit exact.
 */
const byTexts = (
  type: ModuleKey,
  table: string,
  { title, subtitle, searched = [title, subtitle] }: Fields,
): Kind => ({
  type,
  table,
  entry: (row) => {
    const texts = searched.map((field) => fold(str(row[field])))
    return {
      id: row.id,
      title: str(row[title]),
      subtitle: str(row[subtitle]),
      texts,
      exact: texts,
    }
  },
})

/**
 * A person found by first and last name (in either order, exact when whole)
 * and by one more text (`other`, folded: a phone's digits, an e-mail).
 */
function personEntry(row: Row, subtitle: string, other: string) {
  const first = fold(str(row.firstName))
  const last = fold(str(row.lastName))
  return {
    id: row.id,
    title: `${str(row.firstName)} ${str(row.lastName)}`.trim(),
    subtitle,
    texts: [first, last, other],
    exact: [first + last, last + first, other],
  }
}

const NAMED = { title: 'name', subtitle: 'nameAr' }

/** The kinds in the order their hits come when they match equally well (orders, then customers). */
const KINDS: readonly Kind[] = [
  {
    type: 'customer',
    table: TABLE.customer,
    entry: (row) => {
      const phone = nationalPhoneDigits(str(row.phone)) ?? fold(str(row.phone))
      return { ...personEntry(row, formatPhone(str(row.phone)), phone), phone }
    },
  },
  byTexts('product', TABLE.product, NAMED),
  byTexts('category', TABLE.category, NAMED),
  byTexts('subcategory', TABLE.subcategory, NAMED),
  byTexts('coupon', TABLE.coupon, { title: 'code', subtitle: 'description', searched: ['code'] }),
  byTexts('banner', TABLE.banner, { title: 'title', subtitle: 'titleAr' }),
  byTexts('notification', TABLE.notification, { title: 'title', subtitle: 'titleAr' }),
  {
    type: 'employee',
    table: TABLE.employee,
    entry: (row) => personEntry(row, str(row.email), fold(str(row.email))),
  },
  byTexts('roles', TABLE.role, { title: 'name', subtitle: 'description', searched: ['name'] }),
  byTexts('branch', TABLE.branch, NAMED),
  {
    type: 'rider',
    table: TABLE.rider,
    entry: (row) => {
      const name = fold(str(row.name))
      const phone = nationalPhoneDigits(str(row.phone)) ?? fold(str(row.phone))
      return {
        id: row.id,
        title: str(row.name),
        subtitle: formatPhone(str(row.phone)),
        texts: [name, phone],
        exact: [name, phone],
        phone,
        branchId: row.branchId as number,
      }
    },
  },
]

/** Kinds found by phone digits too. */
const BY_PHONE: readonly ModuleKey[] = ['customer', 'rider']

/** The order hits' and then the kinds' place when hits match equally well. */
const TYPE_RANK = new Map<ModuleKey, number>(
  ['order' as ModuleKey, ...KINDS.map((k) => k.type)].map((t, i) => [t, i]),
)

/** Entries joined for one `indexOf` pass: entry i's texts are the haystack's text i. */
interface Entries extends Haystack {
  entries: Entry[]
}

const FIELD = '\u0000'

const entriesOf = (entries: Entry[], text: (e: Entry) => string): Entries => ({
  entries,
  ...haystackOf(entries.map(text)),
})

interface KindIndex {
  anchor: number
  epoch: number
  mark: number
  byId: Map<number, Entry>
  words?: Entries
  phones?: Entries
  /** Entries by each of their `exact` texts. */
  exact?: Map<string, Entry[]>
}

const kindCache = new WeakMap<Store, Map<string, KindIndex>>()

/**
 * The kind's entries, following the table's writes since last asked: only the
 * written rows are read again; the haystacks are joined anew when something changed.
 */
function kindIndex(store: Store, kind: Kind): KindIndex {
  const table = store.records(kind.table)
  let perStore = kindCache.get(store)
  if (!perStore) kindCache.set(store, (perStore = new Map()))
  const hit = perStore.get(kind.type)
  if (hit && hit.anchor === store.anchor) {
    const written = table.writtenSince(hit.epoch, hit.mark)
    if (written) {
      if (written.length) {
        for (const key of new Set(written)) {
          const row = table.get(key)
          if (row) hit.byId.set(row.id, kind.entry(row))
          else hit.byId.delete(Number(key))
        }
        delete hit.words
        delete hit.phones
        delete hit.exact
      }
      hit.mark = table.writeMark
      return hit
    }
  }
  const byId = new Map<number, Entry>()
  for (const row of table.values()) byId.set(row.id, kind.entry(row))
  const index = { anchor: store.anchor, epoch: table.epoch, mark: table.writeMark, byId }
  perStore.set(kind.type, index)
  return index
}

/** The entries by title (then id): the order hits of the same score come in. */
const byTitle = (index: KindIndex) =>
  [...index.byId.values()]
    .map((e) => ({ e, key: e.title.toLowerCase() }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.e.id - b.e.id))
    .map(({ e }) => e)

/** Each entry's texts, each after a FIELD mark: `FIELD + word` finds the texts it starts. */
const wordsOf = (index: KindIndex) =>
  (index.words ??= entriesOf(byTitle(index), (e) => FIELD + e.texts.join(FIELD)))
const phonesOf = (index: KindIndex) =>
  (index.phones ??= entriesOf(
    byTitle(index).filter((e) => e.phone),
    (e) => FIELD + (e.phone ?? ''),
  ))
function exactOf(index: KindIndex) {
  if (index.exact) return index.exact
  const exact = new Map<string, Entry[]>()
  for (const e of byTitle(index)) {
    for (const text of new Set(e.exact)) {
      if (!text) continue
      const list = exact.get(text)
      if (list) list.push(e)
      else exact.set(text, [e])
    }
  }
  return (index.exact = exact)
}

interface Candidate {
  hit: SearchHit
  /** 0 exact, 1 a text starts with the query, 2 contains it. */
  score: number
  /** Within a kind and score: newest order first, else by title. */
  order: number
}

/** What was typed, read once: its words, folded whole, and as phone digits. */
interface Query {
  words: string[]
  whole: string
  phone: string | null
}

function readQuery(q: string): Query {
  const text = latinDigits(q)
  const words = text.toLowerCase().split(/\s+/).filter(Boolean)
  return { words, whole: words.join(''), phone: phoneSearchDigits(text) }
}

/**
 * The kind's best `limit` hits without visiting every match: the exact ones from a
 * map, then those where a text starts with the first word, then those holding the
 * words anywhere, each pass in title order (the haystacks' order) and stopped once
 * `limit` hits are found.
 */
function kindCandidates(
  store: Store,
  kind: Kind,
  query: Query,
  limit: number,
  scope?: BranchScope,
): Candidate[] {
  const index = kindIndex(store, kind)
  const out: Candidate[] = []
  const seen = new Set<number>()
  const inScope = (e: Entry) => e.branchId === undefined || !scope || scope.has(e.branchId)
  const take = (e: Entry, score: number) => {
    if (seen.has(e.id) || !inScope(e)) return
    seen.add(e.id)
    out.push({
      score,
      order: out.length,
      hit: { type: kind.type, id: e.id, title: e.title, subtitle: e.subtitle, route: '' },
    })
  }
  const hasAll = (e: Entry, words: readonly string[]) =>
    words.every((w) => e.texts.some((t) => t.includes(w)))
  /** Entries of `hay` holding `needle` and passing `ok`, until `limit` are taken. */
  const pass = (hay: Entries, needle: string, score: number, ok: (e: Entry) => boolean) => {
    if (out.length >= limit) return
    eachHolding(hay, needle, (place) => {
      const e = hay.entries[place]!
      if (!seen.has(e.id) && ok(e)) take(e, score)
      return out.length >= limit
    })
  }
  const phone = BY_PHONE.includes(kind.type) ? query.phone : null
  if (phone) for (const e of exactOf(index).get(phone) ?? []) if (e.phone === phone) take(e, 0)
  for (const e of exactOf(index).get(query.whole) ?? []) take(e, 0)
  const [first = '', ...rest] = query.words
  const longest = [...query.words].sort((a, b) => b.length - a.length)[0] ?? ''
  if (phone) pass(phonesOf(index), FIELD + phone, 1, () => true)
  pass(wordsOf(index), FIELD + first, 1, (e) => hasAll(e, rest))
  if (phone) pass(phonesOf(index), phone, 2, () => true)
  pass(wordsOf(index), longest, 2, (e) => hasAll(e, query.words))
  return out
}

/** Folded numbers (`bey-21092`) of the order index's rows, in creation order, in one haystack. */
interface OrderNumbers extends Haystack {
  rows: IndexedOrder[]
  /** Places in `rows` by folded number and by its digits (`21092`: one per branch code). */
  exact: Map<string, number[]>
}

const numberCache = new WeakMap<IndexedOrder[], OrderNumbers>()

/**
 * The order numbers over the order index's rows. A status change swaps a row in
 * place (its number stays); a new order makes new rows, and the numbers are read again.
 */
function orderNumbers(store: Store): OrderNumbers {
  const { rows } = orderIndex(store)
  let hit = numberCache.get(rows)
  if (hit) return hit
  const exact = new Map<string, number[]>()
  const add = (key: string, place: number) => {
    const list = exact.get(key)
    if (list) list.push(place)
    else exact.set(key, [place])
  }
  const numbers = rows.map((o) => fold(o.number))
  numbers.forEach((n, i) => {
    add(n, i)
    const digits = n.slice(n.lastIndexOf('-') + 1)
    if (digits !== n) add(digits, i)
  })
  hit = { rows, ...haystackOf(numbers), exact }
  numberCache.set(rows, hit)
  return hit
}

/**
 * Orders whose number holds the query (one word, at least one digit): the exact
 * number first, then the newest. Only orders of the actor's branch `scope`.
 */
function orderCandidates(
  store: Store,
  query: Query,
  scope: BranchScope,
  limit: number,
): Candidate[] {
  if (query.words.length !== 1 || !/\d/.test(query.whole)) return []
  const needle = query.whole
  const index = orderNumbers(store)
  const inScope = (o: IndexedOrder) => scope.has(o.branchId)
  const out: Candidate[] = []
  const seen = new Set<number>()
  const take = (place: number, score: number) => {
    const o = index.rows[place]!
    if (seen.has(place) || !inScope(o)) return
    seen.add(place)
    out.push({
      score,
      order: -place,
      hit: {
        type: 'order',
        id: o.id,
        title: o.number,
        subtitle: o.customer.name,
        status: o.status,
        route: '',
      },
    })
  }
  for (const place of index.exact.get(needle) ?? []) take(place, 0)
  // Newest first: from the end of the haystack backwards, until the limit is reached.
  const { haystack: numbers, offsets } = index
  let pos = numbers.lastIndexOf(needle)
  let lo = offsets.length - 1
  while (pos >= 0 && out.length < limit) {
    while (lo > 0 && offsets[lo]! > pos) lo--
    const number = fold(index.rows[lo]!.number)
    const digits = number.slice(number.lastIndexOf('-') + 1)
    take(lo, number.startsWith(needle) || digits.startsWith(needle) ? 1 : 2)
    if (lo === 0) break
    pos = numbers.lastIndexOf(needle, offsets[lo]! - 1)
  }
  return best(out).slice(0, limit)
}

/**
 * Products ranked as "Add a product" ranks them (rankByName: exact, start, a
 * word's start, anywhere; the most ordered at the employee's branches first),
 * then any other the words find in another order ("shawarma beef").
 */
function productCandidates(
  store: Store,
  kind: Kind,
  q: string,
  query: Query,
  limit: number,
  scope: BranchScope,
): Candidate[] {
  const sales = productSales(store)
  const soldInScope = (e: Entry) => {
    let n = 0
    for (const [branchId, quantity] of sales.get(e.id) ?? []) if (scope.has(branchId)) n += quantity
    return n
  }
  const ranked = rankByName(
    [...kindIndex(store, kind).byId.values()],
    q,
    (e) => [e.title, e.subtitle],
    soldInScope,
  ).slice(0, limit)
  const out: Candidate[] = ranked.map(({ item: e, tier }, order) => ({
    score: tier === 0 ? 0 : tier < 3 ? 1 : 2,
    order,
    hit: { type: kind.type, id: e.id, title: e.title, subtitle: e.subtitle, route: '' },
  }))
  const seen = new Set(out.map((c) => c.hit.id))
  for (const c of kindCandidates(store, kind, query, limit)) {
    if (out.length >= limit) break
    if (!seen.has(c.hit.id)) out.push({ ...c, score: 2, order: out.length })
  }
  return out
}

const best = (list: Candidate[]) => list.sort((a, b) => a.score - b.score || a.order - b.order)

/**
 * The hits of `q` of every kind, best first: exact before a prefix before
 * anywhere, then by kind (orders first), then newest order or by title; up to
 * `limit` of each kind, orders and riders only of the branch `scope`. Each
 * links to its edit screen (`route`) and its read view (`viewRoute`): the
 * route's `hits` declaration keeps, in mount.ts, the kinds the employee may
 * View, the first `limit`, and the link they may follow; the kinds `sees` refuses
 * (those mount.ts would drop) are not searched.
 */
export function search(
  store: Store,
  scope: BranchScope,
  q: string,
  limit: number,
  sees: (type: ModuleKey) => boolean = () => true,
): (SearchHit & { viewRoute: string })[] {
  const query = readQuery(q)
  if (!query.words.length) return []
  const candidates: Candidate[] = sees('order')
    ? [...orderCandidates(store, query, scope, limit)]
    : []
  for (const kind of KINDS) {
    if (!sees(kind.type)) continue
    candidates.push(
      ...(kind.type === 'product'
        ? productCandidates(store, kind, q, query, limit, scope)
        : kindCandidates(store, kind, query, limit, scope)),
    )
  }
  candidates.sort(
    (a, b) => a.score - b.score || TYPE_RANK.get(a.hit.type)! - TYPE_RANK.get(b.hit.type)! || 0,
  )
  return candidates.map(({ hit }) => ({
    ...hit,
    route: recordRoute(hit.type, hit.id, 'edit'),
    viewRoute: recordRoute(hit.type, hit.id, 'view'),
  }))
}
