import type { ComponentType } from 'react'
import LoginScreen from '../modules/auth/LoginScreen'
import type { ScreenLoader } from './lazyScreen'
import type { PublicPath } from './publicPaths'

/**
 * Every authenticated route of SPEC §2. Which screen each shows is said in
 * layout/screenLoaders.ts. Both files are a small chunk of their own (vite.config.ts), not
 * part of the first script: what /login loads carries neither the paths nor a loader and
 * a preload list per screen.
 */
export const SCREEN_PATHS = [
  '/dashboard',
  '/report',
  '/report/closes',
  '/report/sales',
  '/report/:closeId',
  '/category',
  '/category/add',
  '/category/:categoryId',
  '/category/:categoryId/edit',
  '/subcategory',
  '/subcategory/add',
  '/subcategory/:subCategoryId',
  '/subcategory/:subCategoryId/edit',
  '/product',
  '/product/add',
  '/product/:productId',
  '/product/:productId/edit',
  '/product/:productId/edit-y',
  '/order',
  '/order/add',
  '/order/:orderId',
  '/order/:orderId/edit',
  '/rejection',
  '/rejection/add',
  '/rejection/:rejectionId',
  '/rejection/:rejectionId/edit',
  '/delivery-charge',
  '/delivery-charge/add',
  '/delivery-charge/:deliveryChargeId',
  '/delivery-charge/:deliveryChargeId/edit',
  '/rider',
  '/rider/add',
  '/rider/:riderId',
  '/rider/:riderId/edit',
  '/banner',
  '/banner/add',
  '/banner/:bannerId',
  '/banner/:bannerId/edit',
  '/coupon',
  '/coupon/add',
  '/coupon/:couponId',
  '/coupon/:couponId/edit',
  '/notification',
  '/notification/add',
  '/notification/:notificationId',
  '/conversionRate',
  '/conversionRate/add',
  '/conversionRate/:rateId',
  '/conversionRate/:rateId/edit',
  '/loyaltyPointHistory',
  '/activity',
  '/wallets',
  '/wallets/add',
  '/walletTransactionHistory',
  '/customer',
  '/employee',
  '/employee/add',
  '/employee/:employeeId',
  '/employee/:employeeId/edit',
  '/employee/roles',
  '/employee/roles/add',
  '/employee/roles/:roleId',
  '/employee/roles/:roleId/edit',
  '/branch',
  '/branch/add',
  '/branch/:branchId',
  '/branch/:branchId/edit',
  '/branch-orders',
  '/icons',
  '/notifications',
  '/widgets',
] as const

export type ScreenPath = (typeof SCREEN_PATHS)[number]

/** A route and its screen: loaded on demand, or (`screen`) part of the first script. */
export type ScreenRoute = { path: string } & (
  { load: ScreenLoader; screen?: never } | { screen: ComponentType; load?: never }
)

/**
 * Public routes (SPEC §2), each loaded on demand too, but the sign-in page: where nearly
 * every visit starts, it comes with the first script, so it shows as soon as that has run
 * (no second round of downloads before the largest paint), without the router when it is
 * opened signed out (start.tsx).
 */
export const PUBLIC_SCREENS: readonly (ScreenRoute & { path: PublicPath })[] = [
  { path: '/login', screen: LoginScreen },
  { path: '/send-email', load: () => import('../modules/auth/SendEmailScreen') },
  { path: '/reset-password', load: () => import('../modules/auth/ResetPasswordScreen') },
  { path: '/register', load: () => import('../modules/public/RegisterScreen') },
  { path: '/404', load: () => import('../modules/public/NotFoundScreen') },
  { path: '/500', load: () => import('../modules/public/ServerErrorScreen') },
  { path: '/terms-and-conditions', load: () => import('../modules/public/TermsScreen') },
  { path: '/download', load: () => import('../modules/public/DownloadScreen') },
]
