import { branchResource, deliveryChargeResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The branch screens' URLs (docs/requirements.md#screens-and-routes). */
export const branchPaths = resourcePaths(branchResource)

/** Lists a branch change makes stale: delivery-charge rows show its name. */
export const branchAffects = [deliveryChargeResource]
