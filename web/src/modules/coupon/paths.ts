import { couponResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The coupon screens' URLs (SPEC §2). */
export const couponPaths = resourcePaths(couponResource)
