import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'employee',
  screens: {
    '/employee': () => import('./EmployeeListScreen'),
    '/employee/add': () => import('./EmployeeFormScreen'),
    '/employee/:employeeId': () => import('./EmployeeFormScreen'),
    '/employee/:employeeId/edit': () => import('./EmployeeFormScreen'),
  },
} satisfies ModuleDescriptor
