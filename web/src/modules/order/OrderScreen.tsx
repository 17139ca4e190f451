import { Button, Callout, Card, Classes, H2, NonIdealState } from '@blueprintjs/core'
import { EditIcon, ErrorIcon, PrintIcon, RefreshIcon, WarningSignIcon } from '@blueprintjs/icons'
import { ORDER_MESSAGES } from 'contracts'
import { useEffect, useRef } from 'react'
import { Navigate } from 'react-router-dom'
import { isApiError } from '../../lib/api'
import { KitchenTicket, OrderStatusTag, StatusMoveButtons } from '../../lib/orders'
import { useScreenCrumb } from '../../lib/screen'
import { errorMessage, LinkButton, RecordTabs, useListReturnPath } from '../../lib/resource'
import { toastError } from '../../lib/toaster'
import { OrderCustomer, OrderDetails } from './OrderDetails'
import { OrderItems } from './OrderItems'
import { OrderRider } from './OrderRider'
import { orderPaths } from './orderList'
import { OrderTimeline } from './OrderTimeline'
import { useOrderScreen } from './useOrderScreen'
import './order.css'

/**
 * One order, with everything needed to handle it without another screen:
 * details, customer and address, items and totals, the status history, the
 * moves still possible, and a kitchen ticket to print; beside them its History
 * tab (who moved or changed it), edited or read.
 */
export default function OrderScreen() {
  const { order, error, isLoading, retry, moves, movedByOther, readOnly, canUpdate } =
    useOrderScreen()
  const back = useListReturnPath(orderPaths.list)
  useScreenCrumb(order && `Order ${order.number}`)
  // No such order, or one of another branch (a 404 either way): said in a toast, back to the list.
  const missing = !order && isApiError(error) && error.status === 404
  const told = useRef(false)
  useEffect(() => {
    if (!missing || told.current) return
    told.current = true
    void toastError(ORDER_MESSAGES.notFound)
  }, [missing])

  if (missing) return <Navigate to={back} replace />
  if (error && !order) {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title="This order could not be opened"
        description={errorMessage(error)}
        action={
          <>
            <Button icon={<RefreshIcon />} onClick={retry}>
              Try again
            </Button>{' '}
            <LinkButton to={back}>Back to the orders</LinkButton>
          </>
        }
      />
    )
  }
  if (isLoading || !order) {
    return (
      <Card className={Classes.SKELETON} aria-busy>
        <H2>Order</H2>
      </Card>
    )
  }

  return (
    <>
      <article className="order-screen" aria-label={`Order ${order.number}`}>
        <header className="order-screen-header">
          <H2>Order {order.number}</H2>
          <OrderStatusTag status={order.status} />
          <span className="order-screen-actions">
            <LinkButton to={back}>Back to the orders</LinkButton>
            {readOnly && canUpdate && (
              <LinkButton to={orderPaths.edit(order.id)} intent="primary" icon={<EditIcon />}>
                Edit
              </LinkButton>
            )}
            <Button icon={<PrintIcon />} onClick={() => window.print()}>
              Print ticket
            </Button>
          </span>
        </header>
        <RecordTabs module="order" recordId={order.id}>
          <div className="order-screen-body">
            {movedByOther && (
              <Callout intent="warning" icon={<WarningSignIcon />} role="alert">
                {movedByOther}
              </Callout>
            )}
            {!readOnly && <StatusMoveButtons moves={moves} />}
            <div className="order-screen-grid">
              <OrderDetails order={order} />
              <OrderCustomer order={order} />
              <OrderRider order={order} canChange={!readOnly && canUpdate} />
            </div>
            <OrderItems order={order} />
            <OrderTimeline order={order} />
          </div>
        </RecordTabs>
      </article>
      <KitchenTicket order={order} />
    </>
  )
}
