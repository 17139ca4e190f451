import { Classes, Tag } from '@blueprintjs/core'
import { DesktopIcon } from '@blueprintjs/icons'
import { useScreenWakeLock } from './useScreenWakeLock'

/** Where the browser cannot keep the screen awake. */
export const SCREEN_AWAKE_NOTE = {
  unsupported:
    "This browser cannot keep the screen awake: set the device's screen to stay on while the board is open.",
  refused:
    "The browser refused to keep the screen awake (battery saver?): set the device's screen to stay on while the board is open.",
} as const

/** Keeps the screen awake while the board is open, and says so; a note where it cannot. */
export function ScreenAwake() {
  const state = useScreenWakeLock()
  if (state === 'held') {
    return (
      <Tag minimal round icon={<DesktopIcon />} title="The screen will not go to sleep">
        Screen stays on
      </Tag>
    )
  }
  if (state === 'asking') return null
  return <p className={`board-screen-note ${Classes.TEXT_MUTED}`}>{SCREEN_AWAKE_NOTE[state]}</p>
}
