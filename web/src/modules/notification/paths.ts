import { notificationResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The push-notification screens' URLs (docs/requirements.md#screens-and-routes: a list and a composer, no edit). */
export const notificationPaths = resourcePaths(notificationResource)
