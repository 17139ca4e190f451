import { Card, H2 } from '@blueprintjs/core'
import { SIDEBAR } from 'contracts'
import { Link } from 'react-router-dom'
import { usePermissions } from '../../lib/session'
import { say } from '../../lib/i18n'
import { m } from './figures'

/** For an employee without `order` View: the modules their role opens, as in the sidebar. */
export function ModuleLinks() {
  const { can } = usePermissions()
  const links = SIDEBAR.flatMap((item) =>
    item.kind === 'group'
      ? item.links.filter((l) => can(l.key, l.action))
      : item.kind === 'link' && can(item.key, 'View')
        ? [item]
        : [],
  )
  if (links.length === 0) return null
  return (
    <Card className="dashboard-panel" role="region" aria-labelledby="your-modules">
      <H2 id="your-modules" className="dashboard-panel-title">
        {m.yourModules()}
      </H2>
      <ul className="dashboard-modules">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{say(l.label)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}
