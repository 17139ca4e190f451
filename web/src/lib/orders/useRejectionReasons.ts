import { PAGE_SIZE_MAX, rejectionResource } from 'contracts'
import type { Rejection } from 'contracts'
import { useApi } from '../api'

/**
 * The active rejection reasons in their sort order, asked for only when
 * `enabled` (the Reject dialog is open). Whoever may reject an order may list
 * them (contracts' REJECTION_LIST_ALSO); there are a handful, one page.
 */
export function useRejectionReasons(enabled: boolean) {
  const { data, error, isLoading, mutate } = useApi(rejectionResource.routes.list, {
    query: { isActive: 'true', sort: 'sortOrder:asc', pageSize: PAGE_SIZE_MAX },
    enabled,
    revalidateOnFocus: false,
  })
  const reasons = (data as { Data: Rejection[] } | undefined)?.Data ?? []
  return { reasons, error, isLoading: enabled && isLoading, retry: () => void mutate() }
}
