import { ORDER_LIST_PATH } from 'contracts'
import { buildQuery } from '../../lib/api/query'
import { firstPageQuery } from '../../lib/resource/list/listState'
import type { ListOptions } from '../../lib/resource/list/listState'

/**
 * How the order list opens: newest first, 50 a page, the last 30 days. Zod-free, with
 * {@link orderListFirstRead}: the first script reads it.
 */
export const ORDER_LIST_VIEW = {
  pageSize: 50,
  sort: { field: 'createdAt', direction: 'desc' },
  dateRange: true,
} as const satisfies Pick<ListOptions, 'pageSize' | 'sort' | 'dateRange'>

/**
 * The order list's first read (`GET /order`, its first page) when it opens without a query
 * string: a cold start sends it beside the list's code (app/warmStart.ts), and the list's own
 * read, for the same path, takes its answer.
 */
export const orderListFirstRead = () =>
  ORDER_LIST_PATH + buildQuery(firstPageQuery(ORDER_LIST_VIEW))
