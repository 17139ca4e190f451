import type { Resource } from '../types'

interface Naming {
  /** How the choices are sorted. */
  sort: string
  /** How a record reads as a choice. */
  nameOf: (record: Record<string, unknown>) => string
}

/**
 * Resources whose records have no `name` field, and how a reference input names them:
 * a customer reads "Wassim Saleh (+96170123456)", by last name.
 */
const NAMINGS: Record<string, Naming> = {
  customer: {
    sort: 'lastName:asc',
    nameOf: (c) => `${String(c.firstName)} ${String(c.lastName)} (${String(c.phone)})`,
  },
}

const BY_NAME: Naming = { sort: 'name:asc', nameOf: (r) => String(r.name ?? '') }

/** How a reference input to `resource` sorts and names its choices. */
export const namingOf = (resource: Pick<Resource, 'name'>): Naming =>
  NAMINGS[resource.name] ?? BY_NAME
