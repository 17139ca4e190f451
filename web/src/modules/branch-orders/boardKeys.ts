/**
 * The board's keys (no React, no I/O): the arrows choose a card, Space makes
 * the chosen card's next move (Accept, Start preparing, Mark ready, …), P
 * prints its kitchen ticket, and Enter opens it (it is a link).
 */

export type Arrow = 'up' | 'down' | 'left' | 'right'

export const ARROWS: Readonly<Record<string, Arrow>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
}

/** The key that makes the chosen card's next move. */
export const NEXT_MOVE_KEY = ' '

/** P prints the chosen card's ticket: the letter, or the key where P is on another layout. */
export const isPrintKey = (event: Pick<KeyboardEvent, 'key' | 'code'>) =>
  event.key.toLowerCase() === 'p' || event.code === 'KeyP'

/**
 * The card chosen after an arrow: up and down within its column (stopping
 * at either end), left and right to the nearest column with cards, at the
 * same height or its last card. Without a chosen card on the board, the
 * first card of the first column with cards.
 */
export function cardAfter(
  columns: readonly (readonly { id: number }[])[],
  selected: number | undefined,
  arrow: Arrow,
): number | undefined {
  const col = columns.findIndex((cards) => cards.some((o) => o.id === selected))
  if (col < 0) return columns.find((cards) => cards.length > 0)?.[0]?.id
  const cards = columns[col]!
  const row = cards.findIndex((o) => o.id === selected)
  if (arrow === 'up') return cards[Math.max(0, row - 1)]!.id
  if (arrow === 'down') return cards[Math.min(cards.length - 1, row + 1)]!.id
  const step = arrow === 'left' ? -1 : 1
  for (let c = col + step; c >= 0 && c < columns.length; c += step) {
    const next = columns[c]!
    if (next.length) return next[Math.min(row, next.length - 1)]!.id
  }
  return selected
}
