import { deliveryChargeResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The delivery-charge screens' URLs (docs/requirements.md#screens-and-routes). */
export const deliveryChargePaths = resourcePaths(deliveryChargeResource)
