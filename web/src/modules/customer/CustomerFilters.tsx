import type { customerResource } from 'contracts'
import { DayBoundsFilter, FlagFilter } from '../../lib/resource'
import type { ListController } from '../../lib/resource'
import { m } from './words'

/**
 * Blocked, has wallet balance, and signed up between two days (either may be
 * left open: no range by default, since most customers signed up long ago).
 */
export function CustomerFilters({ list }: { list: ListController<typeof customerResource> }) {
  const { filters } = list.state
  return (
    <>
      <FlagFilter
        label={m.blocked()}
        value={filters.isBlocked}
        onChange={(v) => list.setFilter('isBlocked', v)}
        yes={m.blocked()}
        no={m.notBlocked()}
      />
      <FlagFilter
        label={m.walletBalance()}
        value={filters.hasWalletBalance}
        onChange={(v) => list.setFilter('hasWalletBalance', v)}
        yes={m.hasBalance()}
        no={m.empty()}
      />
      <DayBoundsFilter
        label={m.signedUp()}
        from={filters.signedUpFrom}
        to={filters.signedUpTo}
        onChange={({ from, to }) => list.setFilters({ signedUpFrom: from, signedUpTo: to })}
      />
    </>
  )
}
