import { rejectionResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The rejection-reason screens' URLs (docs/requirements.md#screens-and-routes). */
export const rejectionPaths = resourcePaths(rejectionResource)
