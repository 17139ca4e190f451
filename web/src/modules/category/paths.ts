import { categoryResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The category screens' URLs (SPEC §2). */
export const categoryPaths = resourcePaths(categoryResource)
