import { resourcePaths } from '../../lib/resource'

/** The role screens' URLs (SPEC §2): under /employee/roles, while the API's path is /roles. */
export const rolePaths = resourcePaths({ path: '/employee/roles', key: 'roles' })
