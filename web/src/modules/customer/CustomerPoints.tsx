import { LOYALTY_ENTRY_TYPE_LABELS, loyaltyPointRoutes } from 'contracts'
import type { Customer } from 'contracts'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { usePermissions } from '../../lib/session'
import { DrawerSection, Nothing } from './DrawerSection'
import { LedgerTable } from './LedgerTable'
import { LAST_LINES } from './paths'
import { m } from './words'
import { say } from '../../lib/i18n'

/** The points balance and the last entries of the points ledger. */
export function CustomerPoints({ customer }: { customer: Customer }) {
  const { can } = usePermissions()
  const mayRead = can('loyaltyPointHistory', 'View')
  const { data, error } = useApi(loyaltyPointRoutes.listLoyaltyPoints, {
    query: { customerId: customer.id, pageSize: LAST_LINES, sort: 'createdAt:desc' },
    enabled: mayRead,
  })
  return (
    <DrawerSection title={m.loyaltyPoints()}>
      <p>
        {m.points()}: <strong>{customer.loyaltyPoints}</strong>
      </p>
      {mayRead ? (
        <LedgerTable
          caption={m.lastPoints()}
          rows={data?.Data}
          error={error}
          empty={m.noPoints()}
          headers={[m.when(), m.type(), m.points(), m.balanceAfter(), m.note()]}
          keyOf={(e) => e.id}
          row={(e) => [
            formatDateTime(e.createdAt),
            say(LOYALTY_ENTRY_TYPE_LABELS[e.type]),
            e.points > 0 ? `+${e.points}` : String(e.points).replace('-', '−'),
            e.balanceAfter,
            e.note,
          ]}
        />
      ) : (
        <Nothing>{m.noPointsRole()}</Nothing>
      )}
    </DrawerSection>
  )
}
