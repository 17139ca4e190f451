import { Classes } from '@blueprintjs/core'
import { Link, useLocation } from 'react-router-dom'
import { messages } from '../../lib/i18n'
import { useScreenCrumbOf } from '../../lib/screen'
import { breadcrumbTrail } from './breadcrumbTrail'
import en from './messages.en.json'

const m = messages(en)

export function Breadcrumbs() {
  const { pathname } = useLocation()
  const trail = breadcrumbTrail(pathname, useScreenCrumbOf(pathname))
  return (
    <nav aria-label={m.breadcrumb()} className="app-breadcrumbs">
      <ol className={Classes.BREADCRUMBS}>
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1
          return (
            <li key={crumb.to + i}>
              {last ? (
                <span className={Classes.BREADCRUMB_CURRENT} aria-current="page">
                  {crumb.label}
                </span>
              ) : (
                <Link className={Classes.BREADCRUMB} to={crumb.to}>
                  {crumb.label}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
