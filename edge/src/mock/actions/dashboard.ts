import { dashboardRoutes, resolveDateRange } from 'contracts'
import { bind } from '../context'
import type { Binding } from '../context'
import { ApiFailure } from '../errors'
import { MOCK_MESSAGES } from '../messages'
import { narrowedTo } from '../scope'
import { DAY_MS, dashboard } from '../figures/dashboard'

/** A dashboard range longer than this is refused (two years of days). */
const MAX_DAYS = 732

export const dashboardBindings: Binding[] = [
  bind(dashboardRoutes.getDashboard, ({ store, scope, query }) => {
    const { fromMs, toMs } = resolveDateRange(query, store.now())
    if (!Number.isFinite(fromMs) || !Number.isFinite(toMs) || fromMs >= toMs) {
      throw new ApiFailure(400, MOCK_MESSAGES.dateRange, { from: MOCK_MESSAGES.dateRange })
    }
    if (toMs - fromMs > MAX_DAYS * DAY_MS) {
      throw new ApiFailure(400, MOCK_MESSAGES.rangeTooLong, { from: MOCK_MESSAGES.rangeTooLong })
    }
    return { Data: dashboard(store, fromMs, toMs, narrowedTo(scope, query.branchId)) }
  }),
]
