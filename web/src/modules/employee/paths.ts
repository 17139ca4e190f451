import { employeeResource } from 'contracts'
import { resourcePaths } from '../../lib/resource'

/** The employee screens' URLs (SPEC §2). */
export const employeePaths = resourcePaths(employeeResource)
