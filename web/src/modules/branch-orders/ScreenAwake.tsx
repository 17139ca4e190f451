import { Classes, Tag } from '@blueprintjs/core'
import { DesktopIcon } from '@blueprintjs/icons'
import { useScreenWakeLock } from './useScreenWakeLock'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** Where the browser cannot keep the screen awake. */
export const SCREEN_AWAKE_NOTE = {
  get unsupported() {
    return m.awakeUnsupported()
  },
  get refused() {
    return m.awakeRefused()
  },
}

/** Keeps the screen awake while the board is open, and says so; a note where it cannot. */
export function ScreenAwake() {
  const state = useScreenWakeLock()
  if (state === 'held') {
    return (
      <Tag minimal round icon={<DesktopIcon />} title={m.awakeTitle()}>
        {m.awake()}
      </Tag>
    )
  }
  if (state === 'asking') return null
  return <p className={`board-screen-note ${Classes.TEXT_MUTED}`}>{SCREEN_AWAKE_NOTE[state]}</p>
}
