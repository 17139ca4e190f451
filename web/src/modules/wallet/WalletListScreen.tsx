import { MinusIcon, PlusIcon } from '@blueprintjs/icons'
import { moduleByKey, recordRoute } from 'contracts'
import type { Wallet } from 'contracts'
import { useMemo } from 'react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import {
  LinkButton,
  ResourceListPage,
  ResourceTable,
  moneyColumn,
  useListController,
} from '../../lib/resource'
import type { Column } from '../../lib/resource'
import { formatDateTime } from '../../lib/dates'
import { Phone } from '../../lib/Phone'
import { usePermissions } from '../../lib/session'
import { m } from './operationText'
import { walletList, walletOperationPath } from './walletList'

type Can = ReturnType<typeof usePermissions>['can']

/**
 * A wallet reads as its customer's transactions (the ledger filtered to them), or
 * the customer's drawer for who may not read the ledger.
 */
const walletLink = (can: Can, w: Wallet): ReactNode => {
  if (can('walletTransactionHistory'))
    return (
      <Link to={`${moduleByKey('walletTransactionHistory').path}?customerId=${w.customerId}`}>
        {w.customerName}
      </Link>
    )
  if (can('customer'))
    return <Link to={recordRoute('customer', w.customerId, 'view')}>{w.customerName}</Link>
  return w.customerName
}

const columnsFor = (can: Can): Column<Wallet>[] => [
  {
    id: 'customer',
    header: m.customer(),
    sortField: 'customerName',
    cell: (w) => walletLink(can, w),
  },
  { id: 'phone', header: m.phone(), cell: (w) => <Phone phone={w.phone} /> },
  moneyColumn('balance', m.balanceUsd()),
  {
    id: 'lastTransactionAt',
    header: m.lastTransaction(),
    sortField: 'lastTransactionAt',
    cell: (w) => (w.lastTransactionAt ? formatDateTime(w.lastTransactionAt) : '—'),
  },
]

/** Every customer's wallet balance, largest first; Recharge and Deduct for those who may move money. */
export default function WalletListScreen() {
  const { can } = usePermissions()
  const columns = useMemo(() => columnsFor(can), [can])
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
              aria-label={m.rechargeOf({ name: w.customerName })}
            />
            <LinkButton
              to={walletOperationPath(2, w.customerId)}
              size="small"
              variant="minimal"
              icon={<MinusIcon />}
              aria-label={m.deductFrom({ name: w.customerName })}
            />
          </>
        ),
      }
    : undefined
  return (
    <ResourceListPage
      title={m.title()}
      controller={list}
      addTo={walletOperationPath(1)}
      addLabel={m.addLabel()}
      searchPlaceholder={m.search()}
    >
      <ResourceTable
        controller={list}
        columns={columns}
        plural={m.plural()}
        rowActions={rowActions}
      />
    </ResourceListPage>
  )
}
