import { TABLE } from '../rows'
import type { Store } from '../store/store'

/**
 * A branch's name and Arabic name as a record that points at it carries them
 * (`branchName`, `branchNameAr`: the SPA shows the Arabic one to an employee who
 * works in Arabic); both '' for a branch that is gone.
 */
export function branchNames(
  store: Store,
  id: number,
): { branchName: string; branchNameAr: string } {
  const branch = store.table(TABLE.branch).get(id)
  return { branchName: branch?.name ?? '', branchNameAr: branch?.nameAr ?? '' }
}
