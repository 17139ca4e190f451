import { conversionRateResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The points-rate screens' URLs (docs/requirements.md#screens-and-routes). */
export const ratePaths = resourcePaths(conversionRateResource)
