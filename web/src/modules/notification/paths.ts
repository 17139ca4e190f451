import { notificationResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The push-notification screens' URLs (SPEC §2: a list and a composer, no edit). */
export const notificationPaths = resourcePaths(notificationResource)
