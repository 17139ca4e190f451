import { searchRoutes } from 'contracts'
import type { Binding } from '../context'
import { bind } from '../context'
import { search } from '../search/find'

export const findBindings: Binding[] = [
  bind(searchRoutes.search, ({ store, scope, query, sees }) => ({
    Data: search(store, scope, query.q, query.limit, sees),
  })),
]
