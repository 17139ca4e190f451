import { categoryResource, productResource, subcategoryResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The sub-category screens' URLs (docs/requirements.md#screens-and-routes). */
export const subcategoryPaths = resourcePaths(subcategoryResource)

/** Lists a sub-category change makes stale: category rows count them, product rows name them. */
export const subcategoryAffects = [categoryResource, productResource]
