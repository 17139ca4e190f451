import type { ComponentType } from 'react'
import LoginScreen from '../modules/auth/LoginScreen'
import type { ScreenLoader } from './lazyScreen'

/**
 * Every authenticated route of SPEC §2 and the screen it loads on demand.
 * A module not built yet shows `comingSoon`; building it is a one-line change
 * of its entries here.
 */
const comingSoon: ScreenLoader = () => import('./ComingSoonScreen')

/** A route and its screen: loaded on demand, or (`screen`) part of the first script. */
export type ScreenRoute = { path: string } & (
  { load: ScreenLoader; screen?: never } | { screen: ComponentType; load?: never }
)

export const SCREENS: readonly ScreenRoute[] = [
  { path: '/dashboard', load: () => import('../modules/dashboard/DashboardScreen') },

  { path: '/category', load: () => import('../modules/category/CategoryListScreen') },
  { path: '/category/add', load: () => import('../modules/category/CategoryFormScreen') },
  {
    path: '/category/:categoryId/edit',
    load: () => import('../modules/category/CategoryFormScreen'),
  },
  { path: '/subcategory', load: () => import('../modules/subcategory/SubcategoryListScreen') },
  { path: '/subcategory/add', load: () => import('../modules/subcategory/SubcategoryFormScreen') },
  {
    path: '/subcategory/:subCategoryId/edit',
    load: () => import('../modules/subcategory/SubcategoryFormScreen'),
  },
  { path: '/product', load: () => import('../modules/product/ProductListScreen') },
  { path: '/product/add', load: () => import('../modules/product/ProductFormScreen') },
  { path: '/product/:productId/edit', load: () => import('../modules/product/ProductFormScreen') },
  {
    path: '/product/:productId/edit-y',
    load: () => import('../modules/product/ProductFormScreen'),
  },

  { path: '/order', load: () => import('../modules/order/OrderListScreen') },
  { path: '/order/:orderId/edit', load: () => import('../modules/order/OrderScreen') },
  { path: '/rejection', load: () => import('../modules/rejection/RejectionListScreen') },
  { path: '/rejection/add', load: () => import('../modules/rejection/RejectionFormScreen') },
  {
    path: '/rejection/:rejectionId/edit',
    load: () => import('../modules/rejection/RejectionFormScreen'),
  },
  {
    path: '/delivery-charge',
    load: () => import('../modules/delivery-charge/DeliveryChargeListScreen'),
  },
  {
    path: '/delivery-charge/add',
    load: () => import('../modules/delivery-charge/DeliveryChargeFormScreen'),
  },
  {
    path: '/delivery-charge/:deliveryChargeId/edit',
    load: () => import('../modules/delivery-charge/DeliveryChargeFormScreen'),
  },

  { path: '/banner', load: comingSoon },
  { path: '/banner/add', load: comingSoon },
  { path: '/banner/:bannerId/edit', load: comingSoon },
  { path: '/coupon', load: comingSoon },
  { path: '/coupon/add', load: comingSoon },
  { path: '/coupon/:couponId/edit', load: comingSoon },
  { path: '/notification', load: comingSoon },
  { path: '/notification/add', load: comingSoon },

  { path: '/conversionRate', load: comingSoon },
  { path: '/conversionRate/add', load: comingSoon },
  { path: '/conversionRate/:rateId/edit', load: comingSoon },
  { path: '/loyaltyPointHistory', load: comingSoon },

  { path: '/wallets', load: comingSoon },
  { path: '/wallets/add', load: comingSoon },
  { path: '/walletTransactionHistory', load: comingSoon },

  { path: '/customer', load: comingSoon },

  { path: '/employee', load: comingSoon },
  { path: '/employee/add', load: comingSoon },
  { path: '/employee/:employeeId/edit', load: comingSoon },
  { path: '/employee/roles', load: comingSoon },
  { path: '/employee/roles/add', load: comingSoon },
  { path: '/employee/roles/:roleId/edit', load: comingSoon },

  { path: '/branch', load: comingSoon },
  { path: '/branch/add', load: comingSoon },
  { path: '/branch/:branchId/edit', load: comingSoon },
  {
    path: '/branch-orders',
    // The board's data is asked for beside its code, not after it (a live screen opened cold).
    load: () => {
      void import('../modules/branch-orders/boardRequest').then((m) => m.preloadBoard())
      return import('../modules/branch-orders/BranchOrdersScreen')
    },
  },

  { path: '/icons', load: () => import('../modules/styleguide/IconsScreen') },
  { path: '/notifications', load: () => import('../modules/styleguide/NotificationsScreen') },
  { path: '/widgets', load: () => import('../modules/styleguide/WidgetsScreen') },
]

/**
 * Public routes (SPEC §2), each loaded on demand too, but the sign-in page: where nearly
 * every visit starts, it comes with the first script, so it shows as soon as that has run
 * (no second round of downloads before the largest paint).
 */
export const PUBLIC_SCREENS: readonly ScreenRoute[] = [
  { path: '/login', screen: LoginScreen },
  { path: '/send-email', load: () => import('../modules/auth/SendEmailScreen') },
  { path: '/reset-password', load: () => import('../modules/auth/ResetPasswordScreen') },
  { path: '/register', load: () => import('../modules/public/RegisterScreen') },
  { path: '/404', load: () => import('../modules/public/NotFoundScreen') },
  { path: '/500', load: () => import('../modules/public/ServerErrorScreen') },
  { path: '/terms-and-conditions', load: () => import('../modules/public/TermsScreen') },
  { path: '/download', load: () => import('../modules/public/DownloadScreen') },
]
