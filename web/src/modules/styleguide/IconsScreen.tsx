import { Card, H1 } from '@blueprintjs/core'
import { formatCount } from '../../lib/i18n/numbers'
import { messages } from '../../lib/i18n'
import { APP_ICONS } from './appIcons'
import en from './messages.en.json'

const m = messages(en)

export default function IconsScreen() {
  return (
    <section aria-labelledby="icons-title">
      <H1 id="icons-title" style={{ fontSize: 26 }}>
        {m.icons()}
      </H1>
      <p>{m.iconsLead({ count: formatCount(APP_ICONS.length) })}</p>
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
