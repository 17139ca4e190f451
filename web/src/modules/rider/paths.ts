import { riderResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The rider screens' URLs: `/rider`, `/rider/add`, `/rider/:id` (read view), `/rider/:id/edit`. */
export const riderPaths = resourcePaths(riderResource)
