import { loyaltyPointRoutes, resolveDateRange } from 'contracts'
import { bind } from '../context'
import type { Binding } from '../context'
import { listPage } from '../resources/generic'
import type { Row } from '../rows'
import { TABLE } from '../rows'
import { fold, matchesWords, searchWords } from '../search/match'

type Query = {
  page: number
  pageSize: number
  sort?: string
  search?: string
  from?: string
  to?: string
} & Record<string, unknown>

export const loyaltyBindings: Binding[] = [
  bind(loyaltyPointRoutes.listLoyaltyPoints, ({ store, query }) => {
    const q = query as Query
    const customers = store.table(TABLE.customer)
    const range =
      q.from !== undefined || q.to !== undefined ? resolveDateRange(q, store.now()) : undefined
    const words = searchWords(q.search)
    const rows: Row[] = []
    for (const e of store.table(TABLE.loyaltyPoint).values()) {
      if (range) {
        const t = Date.parse(e.createdAt)
        if (t < range.fromMs || t >= range.toMs) continue
      }
      if (words.length) {
        const c = customers.get(e.customerId as number)
        const hay = `${(c?.firstName as string) ?? ''}${(c?.lastName as string) ?? ''}${(c?.phone as string) ?? ''}${e.note as string}`
        if (!matchesWords([fold(hay)], words)) continue
      }
      rows.push(e)
    }
    const page = listPage(
      rows,
      { ...q, search: undefined },
      {
        filters: {
          customerId: (row: Row, id: number) => row.customerId === id,
          type: (row: Row, type: string) => row.type === type,
        },
        searchable: [],
        defaultSort: (a, b) => b.id - a.id,
      },
    )
    return {
      ...page,
      Data: page.Data.map((e) => {
        const c = customers.get(e.customerId as number)
        return { ...e, customerName: c ? `${c.firstName as string} ${c.lastName as string}` : '' }
      }),
    }
  }),
]
