import { resourcePaths } from '../../lib/resource'

/** The role screens' URLs (docs/requirements.md#screens-and-routes): under /employee/roles, while the API's path is /roles. */
export const rolePaths = resourcePaths({ path: '/employee/roles', key: 'roles' })
