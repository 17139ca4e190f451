import { Classes } from '@blueprintjs/core'
import { Fragment } from 'react'
import { Link, useLocation, useMatch } from 'react-router-dom'
import { messages, say } from '../../lib/i18n'
import { usePermissions } from '../../lib/session/usePermissions'
import en from './messages.en.json'
import { closeSidebarOverlay, useSidebarVisible } from './sidebarFlag'
import { searchMatches, visibleSidebar } from './sidebarItems'

const m = messages(en)

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [Classes.MENU_ITEM, isActive ? `${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}` : '']
    .join(' ')
    .trim()

function SidebarLinkItem({ to, label }: { to: string; label: string }) {
  const [path = to, query = ''] = to.split('?')
  const { search } = useLocation()
  const isActive = useMatch({ path, end: true }) !== null && searchMatches(query, search)
  return (
    <li>
      <Link
        to={to}
        className={linkClass({ isActive })}
        aria-current={isActive ? 'page' : undefined}
        onClick={closeSidebarOverlay}
      >
        <span className={Classes.FILL}>{say(label)}</span>
      </Link>
    </li>
  )
}

/** Placeholder rows while the permissions that decide the links are loading. */
function SidebarSkeleton() {
  return (
    <ul className={`${Classes.MENU} app-sidebar-skeleton`} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className={Classes.SKELETON}>
          &nbsp;
        </li>
      ))}
    </ul>
  )
}

/**
 * The fixed, foldable sidebar: entries of docs/requirements.md#layout-and-sidebar the employee's permissions allow.
 * Up to 576 px wide it lies over the content and a tapped link closes it.
 */
export function Sidebar() {
  const visible = useSidebarVisible()
  const { entries, isLoading } = usePermissions()
  const items = visibleSidebar(entries)
  return (
    <nav
      id="app-sidebar"
      className="app-sidebar"
      aria-label={m.mainNavigation()}
      aria-busy={isLoading}
      hidden={!visible}
    >
      {/* A closed sidebar (a phone's, at first) holds nothing: its links are built when it opens. */}
      {visible &&
        items.map((item) =>
          item.kind !== 'group' ? (
            <ul key={item.to} className={Classes.MENU}>
              <SidebarLinkItem to={item.to} label={item.label} />
            </ul>
          ) : (
            <Fragment key={item.id}>
              <h2 id={`sidebar-${item.id}`}>{say(item.label)}</h2>
              <ul className={Classes.MENU} aria-labelledby={`sidebar-${item.id}`}>
                {item.links.map((link) => (
                  <SidebarLinkItem key={link.to} to={link.to} label={link.label} />
                ))}
              </ul>
            </Fragment>
          ),
        )}
      {visible && isLoading && <SidebarSkeleton />}
    </nav>
  )
}
