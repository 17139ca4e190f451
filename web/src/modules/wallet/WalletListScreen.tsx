import { MinusIcon, PlusIcon } from '@blueprintjs/icons'
import type { Wallet } from 'contracts'
import {
  LinkButton,
  ResourceListPage,
  ResourceTable,
  moneyColumn,
  useListController,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { formatDateTime } from '../../lib/dates'
import { walletList, walletOperationPath } from './walletList'

const columns: Column<Wallet>[] = [
  {
    id: 'customer',
    header: 'Customer',
    sortField: 'customerName',
    cell: (w) => w.customerName,
  },
  { id: 'phone', header: 'Phone', cell: (w) => w.phone },
  moneyColumn('balance', 'Balance (USD)'),
  {
    id: 'lastTransactionAt',
    header: 'Last transaction',
    sortField: 'lastTransactionAt',
    cell: (w) => (w.lastTransactionAt ? formatDateTime(w.lastTransactionAt) : '—'),
  },
]

/** Every customer's wallet balance, largest first; Recharge and Deduct for those who may move money. */
export default function WalletListScreen() {
  const list = useListController(walletList, { sort: { field: 'balance', direction: 'desc' } })
  const rowActions = list.allowed.add
    ? {
        render: (w: Wallet) => (
          <>
            <LinkButton
              to={walletOperationPath(1, w.customerId)}
              size="small"
              variant="minimal"
              icon={<PlusIcon />}
              aria-label={`Recharge ${w.customerName}'s wallet`}
            />
            <LinkButton
              to={walletOperationPath(2, w.customerId)}
              size="small"
              variant="minimal"
              icon={<MinusIcon />}
              aria-label={`Deduct from ${w.customerName}'s wallet`}
            />
          </>
        ),
      }
    : undefined
  return (
    <ResourceListPage
      title="Wallets"
      controller={list}
      addTo={walletOperationPath(1)}
      addLabel="Recharge wallet"
      searchPlaceholder="Search by customer name or phone"
    >
      <ResourceTable controller={list} columns={columns} plural="wallets" rowActions={rowActions} />
    </ResourceListPage>
  )
}
