import { Classes } from '@blueprintjs/core'

const Key = ({ children }: { children: string }) => <kbd className={Classes.KEY}>{children}</kbd>

/** The board's keys, said once above its columns (useBoardKeys). */
export function BoardKeysHint() {
  return (
    <p className={`board-keys ${Classes.TEXT_MUTED}`}>
      Keys: <Key>←</Key> <Key>↑</Key> <Key>→</Key> <Key>↓</Key> choose a card, <Key>Space</Key>{' '}
      makes its next move (Accept, Start preparing, …), <Key>P</Key> prints its ticket,{' '}
      <Key>Enter</Key> opens it.
    </p>
  )
}
