import { branchResource } from 'contracts'
import type { Branch } from 'contracts'
import type { ReferenceSource } from '../resource'
import { branchLabel } from './branchLabel'

/**
 * Branches picked by name in a reference field or filter, each named in the page's language
 * (its Arabic name to an employee who works in Arabic; the search finds either name).
 */
export const branchChoices: ReferenceSource = {
  name: branchResource.name,
  routes: { list: branchResource.routes.list, get: branchResource.routes.get },
  reference: {
    sort: 'name:asc',
    optionOf: (b: Branch) => ({ id: b.id, name: branchLabel(b), fileName: b.name }),
  },
}
