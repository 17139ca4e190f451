import type { ComponentType, LazyExoticComponent } from 'react'
import { lazyScreen } from '../lazyScreen'
import type { ScreenLoader } from '../lazyScreen'
import type { ScreenPath } from '../screens'

/**
 * The screen of every authenticated route (SPEC §2), loaded on demand. It comes in a small
 * chunk of its own with ../screens.tsx (vite.config.ts), which the shell's and the router's
 * chunks import and a cold start loads beside them (../preloadScreen.ts), so the first
 * script carries neither the paths nor a loader and a preload list per screen.
 */

export const SCREEN_LOADERS = {
  '/dashboard': () => import('../../modules/dashboard/DashboardScreen'),
  '/report': () => import('../../modules/report/ShiftScreen'),
  '/report/closes': () => import('../../modules/report/ClosesScreen'),
  '/report/sales': () => import('../../modules/report/SalesScreen'),
  '/report/:closeId': () => import('../../modules/report/CloseScreen'),
  '/category': () => import('../../modules/category/CategoryListScreen'),
  '/category/add': () => import('../../modules/category/CategoryFormScreen'),
  '/category/:categoryId': () => import('../../modules/category/CategoryFormScreen'),
  '/category/:categoryId/edit': () => import('../../modules/category/CategoryFormScreen'),
  '/subcategory': () => import('../../modules/subcategory/SubcategoryListScreen'),
  '/subcategory/add': () => import('../../modules/subcategory/SubcategoryFormScreen'),
  '/subcategory/:subCategoryId': () => import('../../modules/subcategory/SubcategoryFormScreen'),
  '/subcategory/:subCategoryId/edit': () =>
    import('../../modules/subcategory/SubcategoryFormScreen'),
  '/product': () => import('../../modules/product/ProductListScreen'),
  '/product/add': () => import('../../modules/product/ProductFormScreen'),
  '/product/:productId': () => import('../../modules/product/ProductFormScreen'),
  '/product/:productId/edit': () => import('../../modules/product/ProductFormScreen'),
  '/product/:productId/edit-y': () => import('../../modules/product/ProductFormScreen'),
  '/order': () => import('../../modules/order/OrderListScreen'),
  '/order/add': () => import('../../modules/order/phone/PhoneOrderScreen'),
  '/order/:orderId': () => import('../../modules/order/OrderScreen'),
  '/order/:orderId/edit': () => import('../../modules/order/OrderScreen'),
  '/rejection': () => import('../../modules/rejection/RejectionListScreen'),
  '/rejection/add': () => import('../../modules/rejection/RejectionFormScreen'),
  '/rejection/:rejectionId': () => import('../../modules/rejection/RejectionFormScreen'),
  '/rejection/:rejectionId/edit': () => import('../../modules/rejection/RejectionFormScreen'),
  '/delivery-charge': () => import('../../modules/delivery-charge/DeliveryChargeListScreen'),
  '/delivery-charge/add': () => import('../../modules/delivery-charge/DeliveryChargeFormScreen'),
  '/delivery-charge/:deliveryChargeId': () =>
    import('../../modules/delivery-charge/DeliveryChargeFormScreen'),
  '/delivery-charge/:deliveryChargeId/edit': () =>
    import('../../modules/delivery-charge/DeliveryChargeFormScreen'),
  '/rider': () => import('../../modules/rider/RiderListScreen'),
  '/rider/add': () => import('../../modules/rider/RiderFormScreen'),
  '/rider/:riderId': () => import('../../modules/rider/RiderFormScreen'),
  '/rider/:riderId/edit': () => import('../../modules/rider/RiderFormScreen'),
  '/banner': () => import('../../modules/banner/BannerListScreen'),
  '/banner/add': () => import('../../modules/banner/BannerFormScreen'),
  '/banner/:bannerId': () => import('../../modules/banner/BannerFormScreen'),
  '/banner/:bannerId/edit': () => import('../../modules/banner/BannerFormScreen'),
  '/coupon': () => import('../../modules/coupon/CouponListScreen'),
  '/coupon/add': () => import('../../modules/coupon/CouponFormScreen'),
  '/coupon/:couponId': () => import('../../modules/coupon/CouponFormScreen'),
  '/coupon/:couponId/edit': () => import('../../modules/coupon/CouponFormScreen'),
  '/notification': () => import('../../modules/notification/NotificationListScreen'),
  '/notification/add': () => import('../../modules/notification/NotificationFormScreen'),
  '/notification/:notificationId': () =>
    import('../../modules/notification/NotificationFormScreen'),
  '/conversionRate': () => import('../../modules/conversion-rate/ConversionRateListScreen'),
  '/conversionRate/add': () => import('../../modules/conversion-rate/ConversionRateFormScreen'),
  '/conversionRate/:rateId': () => import('../../modules/conversion-rate/ConversionRateFormScreen'),
  '/conversionRate/:rateId/edit': () =>
    import('../../modules/conversion-rate/ConversionRateFormScreen'),
  '/loyaltyPointHistory': () => import('../../modules/loyalty-point/LoyaltyPointHistoryScreen'),
  '/activity': () => import('../../modules/activity/ActivityScreen'),
  '/wallets': () => import('../../modules/wallet/WalletListScreen'),
  '/wallets/add': () => import('../../modules/wallet/WalletOperationScreen'),
  '/walletTransactionHistory': () =>
    import('../../modules/wallet-transaction/WalletTransactionListScreen'),
  '/customer': () => import('../../modules/customer/CustomerListScreen'),
  '/employee': () => import('../../modules/employee/EmployeeListScreen'),
  '/employee/add': () => import('../../modules/employee/EmployeeFormScreen'),
  '/employee/:employeeId': () => import('../../modules/employee/EmployeeFormScreen'),
  '/employee/:employeeId/edit': () => import('../../modules/employee/EmployeeFormScreen'),
  '/employee/roles': () => import('../../modules/role/RoleListScreen'),
  '/employee/roles/add': () => import('../../modules/role/RoleFormScreen'),
  '/employee/roles/:roleId': () => import('../../modules/role/RoleFormScreen'),
  '/employee/roles/:roleId/edit': () => import('../../modules/role/RoleFormScreen'),
  '/branch': () => import('../../modules/branch/BranchListScreen'),
  '/branch/add': () => import('../../modules/branch/BranchFormScreen'),
  '/branch/:branchId': () => import('../../modules/branch/BranchFormScreen'),
  '/branch/:branchId/edit': () => import('../../modules/branch/BranchFormScreen'),
  '/branch-orders': () => import('../../modules/branch-orders/BranchOrdersScreen'),
  '/icons': () => import('../../modules/styleguide/IconsScreen'),
  '/notifications': () => import('../../modules/styleguide/NotificationsScreen'),
  '/widgets': () => import('../../modules/styleguide/WidgetsScreen'),
} satisfies Record<ScreenPath, ScreenLoader>

/**
 * What a screen asks for beside its code when the shell shows it (the guard has let the
 * employee through), not after it: the dashboard's figures (the first screen after
 * sign-in), the board's orders (a live screen opened cold). Not when a cold start only
 * preloads the code (../preloadScreen.ts): the guard may still send the employee away.
 * The screen waits until its data is asked for (a small chunk): a preload sent after the
 * screen's own read would stay unclaimed, and SWR would hand that old answer to the
 * screen's next refresh (a board missing the order that came meanwhile).
 */
const SCREEN_DATA: Partial<Record<ScreenPath, () => Promise<void>>> = {
  '/dashboard': async () =>
    (await import('../../modules/dashboard/dashboardRequest')).preloadDashboard(),
  '/branch-orders': async () =>
    (await import('../../modules/branch-orders/boardRequest')).preloadBoard(),
}

/** What the shell hands its outlet: the screen of each signed-in path, loaded on demand. */
export type ShellScreens = Record<ScreenPath, LazyExoticComponent<ComponentType>>

export const SHELL_SCREENS = Object.fromEntries(
  Object.entries(SCREEN_LOADERS).map(([path, load]) => [
    path,
    lazyScreen(() => {
      const data = SCREEN_DATA[path as ScreenPath]?.().catch(() => {
        // The screen's own read asks again, and reports a failure.
      })
      return Promise.all([load(), data]).then(([screen]) => screen)
    }),
  ]),
) as ShellScreens
