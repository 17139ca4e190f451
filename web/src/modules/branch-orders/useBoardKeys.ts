import type { BoardOrder, OrderStatus } from 'contracts'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { FocusEvent } from 'react'
import { ARROWS, NEXT_MOVE_KEY, cardAfter, isPrintKey } from './boardKeys'
import { cardMoves } from './nextMove'

/** The link of a card (the whole card opens its order): what holds the chosen card's focus. */
const cardLink = (orderId: number) =>
  document.querySelector<HTMLElement>(`.board-card[data-order-id="${orderId}"] .board-card-link`)

/**
 * Keys are the board's when nothing else takes them: the page itself or a
 * card's link has the focus (not a button, a box, a menu or a dialog).
 */
const forTheBoard = (event: KeyboardEvent) => {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false
  const target = event.target
  return (
    target === document.body ||
    target === document.documentElement ||
    (target instanceof Element && target.matches('.board-card-link'))
  )
}

/**
 * The board at the counter's keyboard: the arrows choose a card (the focus
 * follows it), Space makes its next move through the board's queue (`ask`),
 * P prints its ticket (`print`), and the choice follows the order into its next column. Focusing a card
 * (a click on one of its buttons, Tab) chooses it too.
 */
export function useBoardKeys(
  columns: readonly (readonly BoardOrder[])[],
  ask: ((order: BoardOrder, to: OrderStatus) => void) | undefined,
  print: (orderId: number) => void,
) {
  const [selected, setSelected] = useState<number>()
  /** What had the focus on the chosen card: when a move takes the card away, it is gone. */
  const focused = useRef<Element | null>(null)
  const focusCard = useCallback((orderId: number) => {
    const link = cardLink(orderId)
    link?.focus()
    focused.current = link
  }, [])
  const choose = useCallback(
    (orderId: number) => {
      setSelected(orderId)
      focusCard(orderId)
    },
    [focusCard],
  )

  useEffect(() => {
    if (!ask) return
    const onKey = (event: KeyboardEvent) => {
      const arrow = ARROWS[event.key]
      const printing = isPrintKey(event)
      if ((!arrow && !printing && event.key !== NEXT_MOVE_KEY) || event.shiftKey) return
      if (!forTheBoard(event)) return
      const order = columns.flat().find((o) => o.id === selected)
      event.preventDefault()
      if (printing) {
        if (order) print(order.id)
        return
      }
      if (arrow || !order) {
        const next = cardAfter(columns, order?.id, arrow ?? 'down')
        if (next !== undefined) choose(next)
        return
      }
      const { next } = cardMoves(order)
      if (next) ask(order, next)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [columns, selected, ask, print, choose])

  // A move takes the chosen card to another column (a new element): the focus follows it
  // (only then: a board that changes never pulls the focus back to a card otherwise).
  useEffect(() => {
    if (selected === undefined || !ask || focused.current?.isConnected !== false) return
    const active = document.activeElement
    if (active === null || active === document.body) focusCard(selected)
  }, [columns, selected, ask, focusCard])

  return {
    selected: ask ? selected : undefined,
    /** On the columns: a card that takes the focus is chosen. */
    onFocus: useCallback((event: FocusEvent<HTMLElement>) => {
      const card = (event.target as Element).closest<HTMLElement>('[data-order-id]')
      if (!card) return
      setSelected(Number(card.dataset.orderId))
      focused.current = event.target
    }, []),
  }
}
