import type { ApiCatalogue } from '../translate'

/**
 * The registry's words in Arabic (registry.ts): module labels, sidebar groups and links, the
 * palette's new-record actions, and the guard's reasons ("You can view orders but not change
 * them", a label lowered in the sentence). The SPA shows them through `say()`.
 */
const labels: Readonly<Record<string, string>> = {
  Dashboard: 'لوحة المعلومات',
  // Sidebar groups (GROUPS).
  'Product management': 'إدارة المنتجات',
  'Order management': 'إدارة الطلبات',
  Promotions: 'العروض الترويجية',
  'Loyalty points': 'نقاط الولاء',
  'Wallet management': 'إدارة المحافظ',
  'Customer management': 'إدارة الزبائن',
  'Employee management': 'إدارة الموظفين',
  'Branch management': 'إدارة الفروع',
  // Modules (MODULES) and the sidebar's wallet links.
  Categories: 'الفئات',
  'Sub Categories': 'الفئات الفرعية',
  Products: 'المنتجات',
  Orders: 'الطلبات',
  'Rejection Reasons': 'أسباب الرفض',
  'Delivery Charges': 'رسوم التوصيل',
  Riders: 'سائقو التوصيل',
  'Dollar rate': 'سعر الدولار',
  Banners: 'اللافتات',
  Coupons: 'القسائم',
  'Push Notifications': 'الإشعارات الفورية',
  'Points Rate': 'سعر النقاط',
  'Loyalty Point History': 'سجل نقاط الولاء',
  Wallets: 'المحافظ',
  'Recharge Wallet': 'شحن محفظة',
  'Deduct From Wallet': 'الخصم من محفظة',
  'Transaction History': 'سجل المعاملات',
  Customers: 'الزبائن',
  'Employee Roles': 'الأدوار الوظيفية',
  Employees: 'الموظفون',
  Activity: 'سجل النشاط',
  Branches: 'الفروع',
  'Branch Orders': 'طلبات الفروع',
  Reports: 'التقارير',
}

/** The guard's reasons: a module's label, lowered, in a sentence. */
const reasons: Readonly<Record<string, string>> = {
  'You can view {plural} but not add them': 'يمكنك عرض {plural} دون الإضافة إليها',
  'You can view {plural} but not change them': 'يمكنك عرض {plural} دون تعديلها',
  'Your role does not include {plural}': 'لا يشمل دورك {plural}',
}

/** The command palette's new-record actions (ADD_LINKS). */
const actions: Readonly<Record<string, string>> = {
  'New order': 'طلب جديد',
  'New category': 'فئة جديدة',
  'New sub category': 'فئة فرعية جديدة',
  'New product': 'منتج جديد',
  'New rejection reason': 'سبب رفض جديد',
  'New delivery charge': 'رسم توصيل جديد',
  'New rider': 'سائق توصيل جديد',
  'New banner': 'لافتة جديدة',
  'New coupon': 'قسيمة جديدة',
  'New push notification': 'إشعار فوري جديد',
  'New points rate': 'سعر نقاط جديد',
  'New employee': 'موظف جديد',
  'New employee role': 'دور وظيفي جديد',
  'New branch': 'فرع جديد',
}

export const registryAr: ApiCatalogue = {
  ...labels,
  // The guard lowers a label in its sentences ("orders").
  ...Object.fromEntries(Object.entries(labels).map(([en, ar]) => [en.toLowerCase(), ar])),
  ...reasons,
  ...actions,
}
