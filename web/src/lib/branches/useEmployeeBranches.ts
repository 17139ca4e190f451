import { usePermissions } from '../session'
import { useBranches } from './useBranches'

/**
 * The employee's own branches, by name: the session's `branchIds` (every
 * branch when it lists none) read against the branch list. What a screen
 * about one branch (the board, the dashboard, the reports) offers to choose.
 */
export function useEmployeeBranches(options: { enabled?: boolean } = {}) {
  const { branchIds } = usePermissions()
  const { branches, error, isLoading } = useBranches(options)
  const mine = branchIds.length ? branches.filter((b) => branchIds.includes(b.id)) : branches
  return { branches: mine, error, isLoading }
}
