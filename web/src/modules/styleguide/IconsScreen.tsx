import { Card, H1 } from '@blueprintjs/core'
import { APP_ICONS } from './appIcons'

export default function IconsScreen() {
  return (
    <section aria-labelledby="icons-title">
      <H1 id="icons-title" style={{ fontSize: 26 }}>
        Icons
      </H1>
      <p>
        Every icon the back-office uses ({APP_ICONS.length}). Each is imported on its own; the full
        set is never downloaded.
      </p>
      <div className="app-grid">
        {APP_ICONS.map(({ name, Icon }) => (
          <Card key={name} className="app-icon-tile">
            <Icon size={20} />
            <code>{name}</code>
          </Card>
        ))}
      </div>
    </section>
  )
}
