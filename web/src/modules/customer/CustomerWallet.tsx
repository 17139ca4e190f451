import { Classes } from '@blueprintjs/core'
import { MinusIcon, PlusIcon } from '@blueprintjs/icons'
import { WALLET_TRANSACTION_TYPE_LABELS, walletRoutes } from 'contracts'
import type { Customer } from 'contracts'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { LinkButton } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { DrawerSection, Nothing } from './DrawerSection'
import { LedgerTable } from './LedgerTable'
import { LAST_LINES, walletOperationPath } from './paths'
import { m } from './words'
import { say } from '../../lib/i18n'
import { richMessage } from '../../lib/i18n/richMessage'
import { formatUsd } from '../../lib/i18n/money'

/** A wallet movement, signed the way it moved the balance. */
const signed = (type: number, amount: string) =>
  type === 1 || type === 4 ? `+${formatUsd(amount)}` : `−${formatUsd(amount)}`

/** The balance (the server's), Recharge/Deduct for who may, and the last transactions. */
export function CustomerWallet({ customer }: { customer: Customer }) {
  const { can } = usePermissions()
  const mayMove = can('wallets', 'Add')
  const mayRead = can('walletTransactionHistory', 'View')
  const { data, error } = useApi(walletRoutes.listWalletTransactions, {
    query: { customerId: customer.id, pageSize: LAST_LINES, sort: 'createdAt:desc' },
    enabled: mayRead,
  })
  const actions = mayMove && (
    <span>
      <LinkButton to={walletOperationPath(1, customer.id)} icon={<PlusIcon />} size="small">
        {m.rechargeWallet()}
      </LinkButton>{' '}
      <LinkButton to={walletOperationPath(2, customer.id)} icon={<MinusIcon />} size="small">
        {m.deductFromWallet()}
      </LinkButton>
    </span>
  )
  return (
    <DrawerSection title={m.wallet()} actions={actions}>
      <p>
        {richMessage(m.balance, {
          amount: <strong data-testid="wallet-balance">{formatUsd(customer.walletBalance)}</strong>,
        })}
      </p>
      {mayRead ? (
        <LedgerTable
          caption={m.lastWallet()}
          rows={data?.Data}
          error={error}
          empty={m.noWallet()}
          headers={[m.when(), m.type(), m.amount(), m.balanceAfter(), m.reason()]}
          keyOf={(t) => t.id}
          row={(t) => [
            formatDateTime(t.createdAt),
            say(WALLET_TRANSACTION_TYPE_LABELS[t.type]),
            signed(t.type, t.amount),
            formatUsd(t.balanceAfter),
            <span className={Classes.TEXT_SMALL}>{t.reason}</span>,
          ]}
        />
      ) : (
        <Nothing>{m.noWalletRole()}</Nothing>
      )}
    </DrawerSection>
  )
}
