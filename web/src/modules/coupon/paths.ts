import { couponResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The coupon screens' URLs (docs/requirements.md#screens-and-routes). */
export const couponPaths = resourcePaths(couponResource)
