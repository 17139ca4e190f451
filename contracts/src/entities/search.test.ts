import { describe, expect, it } from 'vitest'
import { apiRoute } from '../api'
import { routeStatuses } from '../statuses'
import {
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_MESSAGES,
  searchHitSchema,
  searchQuerySchema,
} from './search'

describe('GET /search contract', () => {
  it('takes a query of at most 200 characters and a limit of 1 to 50, 8 by default', () => {
    expect(searchQuerySchema.parse({})).toEqual({ q: '', limit: SEARCH_LIMIT_DEFAULT })
    expect(searchQuerySchema.parse({ q: 'BEY-21092', limit: '50' })).toEqual({
      q: 'BEY-21092',
      limit: SEARCH_LIMIT_MAX,
    })
    expect(searchQuerySchema.safeParse({ q: 'a'.repeat(200) }).success).toBe(true)
    const long = searchQuerySchema.safeParse({ q: 'a'.repeat(201) })
    expect(long.error?.issues[0]?.message).toBe(SEARCH_MESSAGES.tooLong)
    for (const limit of ['0', '51', 'x', '-1'])
      expect(searchQuerySchema.safeParse({ limit }).success, limit).toBe(false)
  })

  it('answers hits typed by registry key, for any signed-in employee (no 403)', () => {
    expect(
      searchHitSchema.safeParse({
        type: 'order',
        id: 1,
        title: 'BEY-1',
        subtitle: '',
        route: '/order/1',
      }).success,
    ).toBe(true)
    expect(
      searchHitSchema.safeParse({ type: 'orders', id: 1, title: '', subtitle: '', route: '' })
        .success,
    ).toBe(false)
    expect(routeStatuses(apiRoute('search')).map((s) => s.status)).toEqual([200, 400, 401, 500])
  })
})
