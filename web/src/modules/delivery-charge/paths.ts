import { deliveryChargeResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The delivery-charge screens' URLs (SPEC §2). */
export const deliveryChargePaths = resourcePaths(deliveryChargeResource)
