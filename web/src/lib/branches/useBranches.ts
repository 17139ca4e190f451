import { branchResource, canListBranches } from 'contracts'
import type { Branch } from 'contracts'
import { useApi } from '../api'
import { usePermissions } from '../session'

/**
 * The branches, by name (and Arabic name: branchLabel.ts): a handful (4 in the seed), read in one page for the
 * branch filter and the "sold in" checkboxes. Asked for when the role may
 * list branches: with branch View, or as a product editor (who must pick at
 * least one branch to save a product); not before `enabled` (the palette asks
 * only once a command needs them).
 */
export function useBranches({ enabled = true }: { enabled?: boolean } = {}) {
  const { entries } = usePermissions()
  const allowed = canListBranches(entries)
  const { data, error, isLoading } = useApi(branchResource.routes.list, {
    query: { pageSize: 100, sort: 'name:asc' },
    enabled: allowed && enabled,
    revalidateOnFocus: false,
  })
  const branches = ((data as { Data: Branch[] } | undefined)?.Data ?? []).map(
    ({ id, name, nameAr }) => ({ id, name, nameAr }),
  )
  return { allowed, branches, error, isLoading: allowed && isLoading }
}
