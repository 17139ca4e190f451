import { bothCurrencies } from 'contracts'
import type { OrderList, Rider, RiderSettlement } from 'contracts'
import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { recordBranchLabel } from '../../lib/branches'
import { formatDateTime } from '../../lib/dates'
import { say } from '../../lib/i18n'
import { formatLbp, formatUsd } from '../../lib/i18n/money'
import { richMessage } from '../../lib/i18n/richMessage'
import { useSession } from '../../lib/session'
import { m } from './labels'

interface CashSheetProps {
  rider: Rider
  /** The orders behind the cash held (the desk's list, `heldBy`), with the totals of all of them. */
  held: OrderList
  /** The rider's settlements of the day. */
  settlements: RiderSettlement[]
  printedBy: string
  printedAt: Date
}

/**
 * The rider's day on paper, for the hand-over of the cash: each order whose cash
 * they hold (number, when delivered, cash due in dollars and in pounds at the
 * order's rate) and their sum, the day's settlements, and lines to sign.
 */
export function CashSheet({ rider, held, settlements, printedBy, printedAt }: CashSheetProps) {
  const rows = held.Data
  const complete = rows.length === held.totals.count
  const lbpSum = rows.reduce((sum, o) => sum + o.cashDueLbp, 0)
  return (
    <article className="rider-cash-sheet" aria-label={m.sheetOf({ name: rider.name })}>
      <h1>{m.sheetTitle({ name: rider.name })}</h1>
      <p>
        {m.printedBy({
          branch: recordBranchLabel(rider),
          name: printedBy,
          when: formatDateTime(printedAt),
        })}
      </p>
      <h2>{m.sheetHeld()}</h2>
      <table>
        <thead>
          <tr>
            <th>{m.order()}</th>
            <th>{m.delivered()}</th>
            <th className="rider-amount">{m.cashDueUsd()}</th>
            <th className="rider-amount">{m.cashDueLbp()}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <td>
                <bdi>{o.number}</bdi>
              </td>
              {/* When it was delivered: its last step (a later change would move updatedAt). */}
              <td>{formatDateTime(o.completedAt ?? o.updatedAt)}</td>
              <td className="rider-amount">{formatUsd(o.cashDue)}</td>
              <td className="rider-amount">{formatLbp(o.cashDueLbp)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={2}>{m.orderCount({ count: held.totals.count })}</th>
            <td className="rider-amount" data-testid="cash-sheet-sum">
              <strong>{formatUsd(held.totals.cashDue)}</strong>
            </td>
            <td className="rider-amount">{complete ? formatLbp(lbpSum) : ''}</td>
          </tr>
        </tfoot>
      </table>
      {!complete && <p>{m.firstOf({ shown: rows.length, count: held.totals.count })}</p>}
      <p>
        {richMessage(m.cashHeldNow, { amount: <strong>{formatUsd(rider.cashHeld)}</strong> })}
        {rider.cashHeldLbp !== 0 &&
          ` (${say(bothCurrencies(rider.cashHeldUsd, rider.cashHeldLbp))})`}
      </p>
      <h2>{m.settlementsToday()}</h2>
      {settlements.length === 0 ? (
        <p>{m.noSettlementToday()}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{m.when()}</th>
              <th>{m.by()}</th>
              <th className="rider-amount">{m.expected()}</th>
              <th className="rider-amount">{m.counted()}</th>
              <th className="rider-amount">{m.difference()}</th>
            </tr>
          </thead>
          <tbody>
            {settlements.map((s) => (
              <tr key={s.id}>
                <td>
                  {formatDateTime(s.createdAt)}
                  {s.voidedAt && m.voided()}
                </td>
                <td>{s.employeeName}</td>
                <td className="rider-amount">
                  {say(bothCurrencies(s.expectedUsd, s.expectedLbp))}
                </td>
                <td className="rider-amount">{say(bothCurrencies(s.countedUsd, s.countedLbp))}</td>
                <td className="rider-amount">{formatUsd(s.difference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="rider-cash-sheet-signatures">
        <p>{m.riderSigns({ name: rider.name })}</p>
        <p>{m.receivedBy()}</p>
      </div>
    </article>
  )
}

/**
 * Prints a sheet alone (`print(sheet)`): the sheet is put on a node of the
 * body's own (rider.css hides the rest of the page in print), the browser's
 * print opens, and the sheet goes once the print is done. `node` is rendered by
 * the caller.
 */
export function useSheetPrint(): { print: (sheet: ReactNode) => void; node: ReactNode } {
  const [sheet, setSheet] = useState<ReactNode>()
  useEffect(() => {
    if (sheet === undefined) return
    const done = () => setSheet(undefined)
    window.addEventListener('afterprint', done, { once: true })
    window.print()
    return () => window.removeEventListener('afterprint', done)
  }, [sheet])
  const node =
    sheet === undefined
      ? null
      : createPortal(<div className="rider-cash-sheet-print">{sheet}</div>, document.body)
  return { print: setSheet, node }
}

/** Who prints: the signed-in employee's name. */
export function usePrinterName() {
  const employee = useSession()?.employee
  return employee ? `${employee.firstName} ${employee.lastName}` : m.anEmployee()
}
