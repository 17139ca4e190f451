import { customerResource, customerRoutes } from 'contracts'
import type { Customer } from 'contracts'
import { useMemo } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest, requestPath } from '../../lib/api'
import { isListKeyOf } from '../../lib/resource'

const isCustomerListKey = isListKeyOf(customerResource)

/**
 * Block, unblock and notes of one customer. Each answer is the server's: the
 * record it returns replaces the drawer's, and the lists read again.
 */
export function useCustomerActions(customer: Customer | undefined) {
  const { mutate } = useSWRConfig()
  return useMemo(() => {
    const stored = async (next: Customer) => {
      await mutate(
        requestPath(customerResource.routes.get, { params: { id: next.id } }),
        {
          Data: next,
        },
        { revalidate: false },
      )
      await mutate(isCustomerListKey, undefined, { revalidate: true })
      return next
    }
    const id = customer?.id ?? 0
    const version = customer?.version ?? 0
    return {
      block: async (reason: string) =>
        stored(
          (
            await apiRequest(customerRoutes.blockCustomer, {
              params: { id },
              body: { version, reason },
            })
          ).Data,
        ),
      unblock: async () =>
        stored(
          (await apiRequest(customerRoutes.unblockCustomer, { params: { id }, body: { version } }))
            .Data,
        ),
      addNote: async (text: string) => {
        const note = (
          await apiRequest(customerRoutes.addCustomerNote, { params: { id }, body: { text } })
        ).Data
        // Read again without waiting: the box empties before the note shows in the list.
        void mutate(requestPath(customerRoutes.listCustomerNotes, { params: { id } }))
        return note
      },
    }
  }, [customer?.id, customer?.version, mutate])
}
