import { bannerResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The banner screens' URLs (SPEC §2). */
export const bannerPaths = resourcePaths(bannerResource)
