import { customerResource, employeeResource, formatPhone } from 'contracts'
import type { Customer, Employee } from 'contracts'
import type { ReferenceSource } from './useReferenceOptions'

/** Customers picked by name or phone: "Wassim Saleh (+96170123456)", by last name. */
export const customerChoices: ReferenceSource = {
  name: customerResource.name,
  routes: { list: customerResource.routes.list, get: customerResource.routes.get },
  reference: {
    sort: 'lastName:asc',
    optionOf: (c: Customer) => ({
      id: c.id,
      name: `${c.firstName} ${c.lastName} (${formatPhone(c.phone)})`,
    }),
  },
}

/** Employees picked by name, by last name. */
export const employeeChoices: ReferenceSource = {
  name: employeeResource.name,
  routes: { list: employeeResource.routes.list, get: employeeResource.routes.get },
  reference: {
    sort: 'lastName:asc',
    optionOf: (e: Employee) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` }),
  },
}
