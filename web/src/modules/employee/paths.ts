import { employeeResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The employee screens' URLs (docs/requirements.md#screens-and-routes). */
export const employeePaths = resourcePaths(employeeResource)
