import { productResource, subcategoryResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The product screens' URLs (docs/requirements.md#screens-and-routes); `/edit-y` opens the same form. */
export const productPaths = resourcePaths(productResource)

/** Lists a product change makes stale: sub-category rows count products. */
export const productAffects = [subcategoryResource]
