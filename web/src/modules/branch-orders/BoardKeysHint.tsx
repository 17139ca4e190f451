import { Classes } from '@blueprintjs/core'
import { messages } from '../../lib/i18n'
import { richMessage } from '../../lib/i18n/richMessage'
import en from './messages.en.json'

const m = messages(en)

const Key = ({ children }: { children: string }) => <kbd className={Classes.KEY}>{children}</kbd>

/** The board's keys, said once above its columns (useBoardKeys). */
export function BoardKeysHint() {
  return (
    <p className={`board-keys ${Classes.TEXT_MUTED}`}>
      {richMessage(m.keys, {
        left: <Key>←</Key>,
        up: <Key>↑</Key>,
        right: <Key>→</Key>,
        down: <Key>↓</Key>,
        space: <Key>{m.keySpace()}</Key>,
        p: <Key>P</Key>,
        enter: <Key>{m.keyEnter()}</Key>,
      })}
    </p>
  )
}
