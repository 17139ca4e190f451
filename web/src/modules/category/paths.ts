import { categoryResource, productResource, subcategoryResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The category screens' URLs (docs/requirements.md#screens-and-routes). */
export const categoryPaths = resourcePaths(categoryResource)

/** Lists a category change makes stale: sub-category and product rows show its name. */
export const categoryAffects = [subcategoryResource, productResource]
