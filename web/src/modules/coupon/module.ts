import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'coupon',
  screens: {
    '/coupon': () => import('./CouponListScreen'),
    '/coupon/add': () => import('./CouponFormScreen'),
    '/coupon/:couponId': () => import('./CouponFormScreen'),
    '/coupon/:couponId/edit': () => import('./CouponFormScreen'),
  },
} satisfies ModuleDescriptor
