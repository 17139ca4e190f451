import { conversionRateResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The points-rate screens' URLs (SPEC §2). */
export const ratePaths = resourcePaths(conversionRateResource)
