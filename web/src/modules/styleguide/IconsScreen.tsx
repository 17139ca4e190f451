import { Card, H1 } from '@blueprintjs/core'
import {
  BuildIcon,
  CaretDownIcon,
  LogOutIcon,
  MenuIcon,
  OfflineIcon,
  RefreshIcon,
  SearchIcon,
  UserIcon,
  WarningSignIcon,
} from '@blueprintjs/icons'
import type { ComponentType } from 'react'

/** Every icon the app uses, imported one by one (DESIGN §6). */
const ICONS: ReadonlyArray<[name: string, Icon: ComponentType<{ size?: number }>]> = [
  ['menu', MenuIcon],
  ['user', UserIcon],
  ['caret-down', CaretDownIcon],
  ['log-out', LogOutIcon],
  ['search', SearchIcon],
  ['refresh', RefreshIcon],
  ['offline', OfflineIcon],
  ['warning-sign', WarningSignIcon],
  ['build', BuildIcon],
]

export default function IconsScreen() {
  return (
    <section aria-labelledby="icons-title">
      <H1 id="icons-title" style={{ fontSize: 26 }}>
        Icons
      </H1>
      <p>
        The icons the back-office uses. Each is imported on its own; the full set is never
        downloaded.
      </p>
      <div className="app-grid">
        {ICONS.map(([name, Icon]) => (
          <Card key={name} className="app-icon-tile">
            <Icon size={20} />
            <code>{name}</code>
          </Card>
        ))}
      </div>
    </section>
  )
}
