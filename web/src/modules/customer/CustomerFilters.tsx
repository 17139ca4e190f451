import type { customerResource } from 'contracts'
import { DayBoundsFilter, FlagFilter } from '../../lib/resource'
import type { ListController } from '../../lib/resource'

/**
 * Blocked, has wallet balance, and signed up between two days (either may be
 * left open: no range by default, since most customers signed up long ago).
 */
export function CustomerFilters({ list }: { list: ListController<typeof customerResource> }) {
  const { filters } = list.state
  return (
    <>
      <FlagFilter
        label="Blocked"
        value={filters.isBlocked}
        onChange={(v) => list.setFilter('isBlocked', v)}
        yes="Blocked"
        no="Not blocked"
      />
      <FlagFilter
        label="Wallet balance"
        value={filters.hasWalletBalance}
        onChange={(v) => list.setFilter('hasWalletBalance', v)}
        yes="Has a balance"
        no="Empty"
      />
      <DayBoundsFilter
        label="Signed up"
        from={filters.signedUpFrom}
        to={filters.signedUpTo}
        onChange={({ from, to }) => list.setFilters({ signedUpFrom: from, signedUpTo: to })}
      />
    </>
  )
}
