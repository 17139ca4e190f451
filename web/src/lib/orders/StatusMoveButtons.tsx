import { Button } from '@blueprintjs/core'
import type { OrderStatus } from 'contracts'
import { messages } from '../i18n'
import { moveLabel } from './labels'
import { moveIntent } from './statusMoves'
import type { StatusMoves } from './useStatusMoves'
import './orders.css'
import en from './messages.en.json'

const m = messages(en)

interface StatusMoveButtonProps {
  moves: StatusMoves
  to: OrderStatus
  /** Blueprint's small size, for board cards. */
  small?: boolean
}

/**
 * One move's button, labelled as contracts' ORDER_STATUS_ACTION_LABELS: busy
 * while its request runs, disabled while another move of the order runs.
 * Renders nothing when the move is not possible (or not allowed).
 */
export function StatusMoveButton({ moves, to, small }: StatusMoveButtonProps) {
  if (!moves.moves.includes(to)) return null
  const label = moveLabel(to)
  const busy = moves.busy === to
  return (
    <Button
      // Named while busy too: Blueprint hides the text behind its spinner.
      aria-label={label}
      aria-busy={busy}
      intent={moveIntent(to)}
      variant={moveIntent(to) === 'danger' ? 'outlined' : undefined}
      size={small ? 'small' : undefined}
      loading={busy}
      disabled={moves.busy !== undefined && moves.busy !== to}
      onClick={() => moves.request(to)}
    >
      {label}
    </Button>
  )
}

/** Every move the order allows now, in the machine's order, and their dialogs. */
export function StatusMoveButtons({ moves }: { moves: StatusMoves }) {
  if (moves.moves.length === 0) return <>{moves.dialogs}</>
  return (
    <div className="order-moves" role="group" aria-label={m.statusMoves()}>
      {moves.moves.map((to) => (
        <StatusMoveButton key={to} moves={moves} to={to} />
      ))}
      {moves.dialogs}
    </div>
  )
}
