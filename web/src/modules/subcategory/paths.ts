import { subcategoryResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The sub-category screens' URLs (SPEC §2). */
export const subcategoryPaths = resourcePaths(subcategoryResource)
