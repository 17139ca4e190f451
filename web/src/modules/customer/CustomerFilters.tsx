import { ControlGroup, FormGroup, InputGroup } from '@blueprintjs/core'
import type { customerResource } from 'contracts'
import { FlagFilter, useFilterTag } from '../../lib/resource'
import type { ListController } from '../../lib/resource'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Blocked, has wallet balance, and signed up between two days (either may be
 * left open: no range by default, since most customers signed up long ago).
 */
export function CustomerFilters({ list }: { list: ListController<typeof customerResource> }) {
  const { filters } = list.state
  const { signedUpFrom, signedUpTo } = filters
  useFilterTag(
    'filter-signed-up',
    signedUpFrom || signedUpTo
      ? {
          label: 'Signed up',
          value: `${signedUpFrom ?? '…'} – ${signedUpTo ?? '…'}`,
          clear: () => list.setFilters({ signedUpFrom: undefined, signedUpTo: undefined }),
        }
      : undefined,
  )
  const day = (key: 'signedUpFrom' | 'signedUpTo', label: string) => (
    <InputGroup
      type="date"
      aria-label={label}
      value={filters[key] ?? ''}
      onChange={(e) => {
        const value = e.currentTarget.value
        list.setFilter(key, DAY.test(value) ? value : undefined)
      }}
    />
  )
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
      <FormGroup label="Signed up" labelFor="filter-signed-up-from" style={{ margin: 0 }}>
        <ControlGroup id="filter-signed-up-from">
          {day('signedUpFrom', 'Signed up from')}
          {day('signedUpTo', 'Signed up to')}
        </ControlGroup>
      </FormGroup>
    </>
  )
}
