import { orderRoutes } from 'contracts'
import type { Order } from 'contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { apiRequest } from '../api'
import { errorMessage } from '../resource'
import { toastError } from '../toaster'
import { KitchenTicket } from './KitchenTicket'

/**
 * The kitchen ticket printed from a screen that shows only an order's summary (the board's
 * cards): `print(id)` reads the whole order, puts its ticket alone on the printed page (a
 * node of the body's own, ticket.css) and opens the browser's print; `ticket` is that node,
 * rendered by the caller. The ticket goes once the print is done; a second print replaces it.
 */
export function useTicketPrint(): { print: (orderId: number) => void; ticket: ReactNode } {
  const [order, setOrder] = useState<Order>()
  /** Only the newest print's order is printed. */
  const newest = useRef(0)
  const print = useCallback((orderId: number) => {
    const ask = ++newest.current
    apiRequest(orderRoutes.getOrder, { params: { id: orderId } }).then(
      (res) => {
        if (ask === newest.current) setOrder(res.Data)
      },
      (error: unknown) => {
        if (ask === newest.current) void toastError(errorMessage(error))
      },
    )
  }, [])
  useEffect(() => {
    if (!order) return
    const done = () => setOrder(undefined)
    window.addEventListener('afterprint', done, { once: true })
    window.print()
    return () => window.removeEventListener('afterprint', done)
  }, [order])
  const ticket = order
    ? createPortal(
        <div className="app-ticket-print">
          <KitchenTicket order={order} />
        </div>,
        document.body,
      )
    : null
  return { print, ticket }
}
