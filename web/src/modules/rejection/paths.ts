import { rejectionResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The rejection-reason screens' URLs (SPEC §2). */
export const rejectionPaths = resourcePaths(rejectionResource)
