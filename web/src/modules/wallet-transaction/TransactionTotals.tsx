import { formatUsd } from 'contracts'
import { Card, Classes } from '@blueprintjs/core'
import type { WalletTotals } from 'contracts'

/** What every transaction the filters match adds up to (all pages), as the server counts it. */
export function TransactionTotals({ totals }: { totals: WalletTotals | undefined }) {
  return (
    <Card compact className={totals ? undefined : Classes.SKELETON} aria-label="Totals">
      <dl className="wallet-totals">
        <dt>Transactions</dt>
        <dd data-total="count">{totals?.count ?? 0}</dd>
        <dt>Money in</dt>
        <dd data-total="moneyIn">{formatUsd(totals?.moneyIn ?? '0.00')}</dd>
        <dt>Money out</dt>
        <dd data-total="moneyOut">{formatUsd(totals?.moneyOut ?? '0.00')}</dd>
        <dt>Net</dt>
        <dd data-total="net">{formatUsd(totals?.net ?? '0.00')}</dd>
      </dl>
    </Card>
  )
}
