import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'roles',
  screens: {
    '/employee/roles': () => import('./RoleListScreen'),
    '/employee/roles/add': () => import('./RoleFormScreen'),
    '/employee/roles/:roleId': () => import('./RoleFormScreen'),
    '/employee/roles/:roleId/edit': () => import('./RoleFormScreen'),
  },
} satisfies ModuleDescriptor
