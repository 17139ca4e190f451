import { describe, expect, it } from 'vitest'
import { NO_ALERT, acknowledgeAlert, observeBoard } from './newOrderAlert'
import type { AlertOrder, BoardObservation, NewOrderAlert } from './newOrderAlert'

const order = (id: number, status: AlertOrder['status'] = 'pending', branchId = 1) => ({
  id,
  number: `BEY-${id}`,
  branchId,
  status,
})
const answer = (orders: AlertOrder[], scope = 'all', branchIds = [1, 2]): BoardObservation => ({
  scope,
  branchIds,
  orders,
})
const waitingIds = (alert: NewOrderAlert) => alert.waiting.map((o) => o.id)

/** The alert after a sequence of answers. */
function after(...answers: BoardObservation[]) {
  let alert = NO_ALERT
  let arrived: AlertOrder[] = []
  for (const a of answers) ({ alert, arrived } = observeBoard(alert, a))
  return { alert, arrived }
}

describe('the new-order alert', () => {
  it('the first answer counts as seen: nothing alerts on opening the board', () => {
    const { alert, arrived } = after(answer([order(1), order(2, 'accepted')]))
    expect(arrived).toEqual([])
    expect(waitingIds(alert)).toEqual([])
  })

  it('a pending order with a new id alerts, and waits for an acknowledgement', () => {
    const { alert, arrived } = after(answer([order(1)]), answer([order(1), order(3), order(4)]))
    expect(arrived.map((o) => o.id)).toEqual([3, 4])
    expect(waitingIds(alert)).toEqual([3, 4])
    // Still waiting on the next refresh, which brings nothing new.
    const next = observeBoard(alert, answer([order(1), order(3), order(4)]))
    expect(next.arrived).toEqual([])
    expect(waitingIds(next.alert)).toEqual([3, 4])
  })

  it('acknowledging clears the alert, and those ids never alert again', () => {
    const { alert } = after(answer([]), answer([order(5)]))
    const acknowledged = acknowledgeAlert(alert)
    expect(waitingIds(acknowledged)).toEqual([])
    const again = observeBoard(acknowledged, answer([order(5), order(6)]))
    expect(again.arrived.map((o) => o.id)).toEqual([6])
    expect(waitingIds(again.alert)).toEqual([6])
  })

  it('an id seen in another status first never alerts, even if it shows as pending later', () => {
    const { alert, arrived } = after(
      answer([]),
      answer([order(7, 'accepted')]),
      answer([order(7, 'pending')]),
    )
    expect(arrived).toEqual([])
    expect(waitingIds(alert)).toEqual([])
  })

  it('an order that left pending before being acknowledged stops counting', () => {
    const { alert } = after(
      answer([]),
      answer([order(8), order(9)]),
      // 8 was accepted on another tablet; 9 was cancelled and left the board.
      answer([order(8, 'accepted')]),
    )
    expect(waitingIds(alert)).toEqual([])
  })

  it('switching branches: the first answer of a branch is seen, and orders elsewhere stay waiting', () => {
    const { alert } = after(
      answer([order(1, 'pending', 1), order(2, 'pending', 2)]),
      answer([order(1, 'pending', 1), order(2, 'pending', 2), order(3, 'pending', 2)]),
    )
    expect(waitingIds(alert)).toEqual([3])
    // Now only branch 1: its pending order 10 was never seen, but this is branch 1's first answer.
    const branch1 = observeBoard(alert, answer([order(1), order(10)], '1', [1]))
    expect(branch1.arrived).toEqual([])
    // Order 3 (branch 2) is not in this answer, which says nothing about branch 2: still waiting.
    expect(waitingIds(branch1.alert)).toEqual([3])
    const later = observeBoard(branch1.alert, answer([order(1), order(10), order(11)], '1', [1]))
    expect(later.arrived.map((o) => o.id)).toEqual([11])
    expect(waitingIds(later.alert)).toEqual([3, 11])
  })

  it('acknowledging with nothing waiting changes nothing', () => {
    const { alert } = after(answer([order(1)]))
    expect(acknowledgeAlert(alert)).toBe(alert)
  })
})
