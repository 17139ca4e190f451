import { Card, Classes } from '@blueprintjs/core'
import type { WalletTotals } from 'contracts'
import { m } from './transactionList'
import { formatUsd } from '../../lib/i18n/money'

/** What every transaction the filters match adds up to (all pages), as the server counts it. */
export function TransactionTotals({ totals }: { totals: WalletTotals | undefined }) {
  return (
    <Card compact className={totals ? undefined : Classes.SKELETON} aria-label={m.totals()}>
      <dl className="wallet-totals">
        <dt>{m.transactions()}</dt>
        <dd data-total="count">{totals?.count ?? 0}</dd>
        <dt>{m.moneyIn()}</dt>
        <dd data-total="moneyIn">{formatUsd(totals?.moneyIn ?? '0.00')}</dd>
        <dt>{m.moneyOut()}</dt>
        <dd data-total="moneyOut">{formatUsd(totals?.moneyOut ?? '0.00')}</dd>
        <dt>{m.net()}</dt>
        <dd data-total="net">{formatUsd(totals?.net ?? '0.00')}</dd>
      </dl>
    </Card>
  )
}
