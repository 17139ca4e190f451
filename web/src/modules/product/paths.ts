import { productResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The product screens' URLs (SPEC §2); `/edit-y` opens the same form. */
export const productPaths = resourcePaths(productResource)
