import { dashboardRoutes } from 'contracts'
import { bind } from '../context'
import type { Binding } from '../context'
import { narrowedTo } from '../scope'
import { dashboard } from '../figures/dashboard'
import { figuresRange } from '../figures/range'

export const dashboardBindings: Binding[] = [
  bind(dashboardRoutes.getDashboard, ({ store, scope, query }) => {
    const { fromMs, toMs } = figuresRange(query, store.now())
    return { Data: dashboard(store, fromMs, toMs, narrowedTo(scope, query.branchId)) }
  }),
]
