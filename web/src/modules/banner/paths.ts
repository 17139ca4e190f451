import { bannerResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The banner screens' URLs (docs/requirements.md#public-pages). */
export const bannerPaths = resourcePaths(bannerResource)
