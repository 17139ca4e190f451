/**
 * Every call of the admin API in one flat list: the mock mounts it, the fuzz
 * test walks it, the OpenAPI document is built from it.
 */
import {
  auditRoutes,
  bannerResource,
  branchResource,
  categoryResource,
  conversionRateResource,
  conversionRateRoutes,
  couponResource,
  currencyRoutes,
  couponRoutes,
  customerResource,
  customerRoutes,
  dashboardRoutes,
  deliveryChargeResource,
  employeeResource,
  loyaltyPointRoutes,
  notificationResource,
  notificationRoutes,
  notificationAudienceRoutes,
  orderRoutes,
  productResource,
  rejectionResource,
  reportRoutes,
  riderResource,
  riderRoutes,
  roleResource,
  searchRoutes,
  subcategoryResource,
  uploadRoutes,
  walletRoutes,
} from './entities'
import { phoneOrderRoutes } from './orders/phone-orders'
import type { Operation } from './resource'
import { authRoutes } from './routes'
import type { RouteDescriptor } from './routes'

/** The ordinary resources, keyed by their name; one generic handler serves them all. */
export const resources = {
  category: categoryResource,
  subcategory: subcategoryResource,
  product: productResource,
  rejection: rejectionResource,
  deliveryCharge: deliveryChargeResource,
  banner: bannerResource,
  coupon: couponResource,
  notification: notificationResource,
  conversionRate: conversionRateResource,
  customer: customerResource,
  employee: employeeResource,
  role: roleResource,
  branch: branchResource,
  rider: riderResource,
} as const
export type ResourceName = keyof typeof resources

/** The calls that are not plain resource operations, keyed by their name. */
export const specialRoutes = {
  ...orderRoutes,
  ...riderRoutes,
  ...phoneOrderRoutes,
  ...walletRoutes,
  ...loyaltyPointRoutes,
  ...conversionRateRoutes,
  ...notificationRoutes,
  ...couponRoutes,
  ...notificationAudienceRoutes,
  ...customerRoutes,
  ...dashboardRoutes,
  ...reportRoutes,
  ...uploadRoutes,
  ...auditRoutes,
  ...searchRoutes,
  ...currencyRoutes,
} as const

/** A route of the list, with its unique operation name. */
export interface ApiRoute extends RouteDescriptor {
  /** Unique, operationId-like: `login`, `listCategory`, `changeOrderStatus`. */
  name: string
  /** Set on the routes of an ordinary resource. */
  resource?: ResourceName
  operation?: Operation
}

const OPERATION_VERB: Record<Operation, string> = {
  list: 'list',
  get: 'get',
  create: 'create',
  update: 'update',
  remove: 'delete',
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** `listCategory`, `getCategory`, `createCategory`, `updateCategory`, `deleteCategory`. */
export const resourceRouteName = (resource: ResourceName, operation: Operation) =>
  `${OPERATION_VERB[operation]}${pascal(resource)}`

const resourceRoutes = (Object.keys(resources) as ResourceName[]).flatMap((resource) => {
  const contract = resources[resource]
  return contract.operations.map((operation): ApiRoute => ({
    name: resourceRouteName(resource, operation),
    resource,
    operation,
    ...(contract.routes[operation] as RouteDescriptor),
  }))
})

/**
 * Every route. Auth routes come first: `/employee/permissions` and
 * `/employee/reset-password` must win over `/employee/:id`, so a router that
 * matches in order has to mount them before the employee resource.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...Object.entries(authRoutes).map(([name, route]): ApiRoute => ({
    name,
    ...(route as RouteDescriptor),
  })),
  ...resourceRoutes,
  ...Object.entries(specialRoutes).map(([name, route]): ApiRoute => ({
    name,
    ...(route as RouteDescriptor),
  })),
]

/** The route of a name; throws on an unknown one (a typo, not a runtime condition). */
export function apiRoute(name: string): ApiRoute {
  const route = API_ROUTES.find((r) => r.name === name)
  if (!route) throw new Error(`No API route named ${name}`)
  return route
}
