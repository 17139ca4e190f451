import { Classes, NonIdealState, Spinner } from '@blueprintjs/core'
import { WarningSignIcon } from '@blueprintjs/icons'
import { customerResource } from 'contracts'
import { errorMessage, RecordTabs, useResourceRecord } from '../../lib/resource'
import { BlockSection } from './BlockSection'
import { CustomerNotes } from './CustomerNotes'
import { CustomerOrders } from './CustomerOrders'
import { CustomerPoints } from './CustomerPoints'
import { CustomerProfile } from './CustomerProfile'
import { CustomerWallet } from './CustomerWallet'
import { fullName } from './customerColumns'
import './customer.css'
import { m } from './words'

/** The drawer's heading: the customer's name once loaded. */
export function CustomerDrawerTitle({ id }: { id: number | undefined }) {
  const { record } = useResourceRecord(customerResource, id)
  return <>{record ? fullName(record) : m.customer()}</>
}

/**
 * One customer: block state, profile, wallet, points, last orders and internal
 * notes; beside them its History tab (blocks, notes, changes).
 */
export function CustomerDrawer({ id }: { id: number }) {
  const { record, error } = useResourceRecord(customerResource, id)
  if (error && !record) {
    return (
      <NonIdealState
        icon={<WarningSignIcon size={48} />}
        title={m.customerUnread()}
        description={errorMessage(error)}
      />
    )
  }
  if (!record)
    return <Spinner aria-label={m.loadingCustomer()} className="customer-drawer-spinner" />
  return (
    <div className={`${Classes.DRAWER_BODY} customer-drawer`}>
      <RecordTabs module="customer" recordId={record.id}>
        <BlockSection customer={record} />
        <CustomerProfile customer={record} />
        <CustomerWallet customer={record} />
        <CustomerPoints customer={record} />
        <CustomerOrders customerId={record.id} />
        <CustomerNotes customer={record} />
      </RecordTabs>
    </div>
  )
}
