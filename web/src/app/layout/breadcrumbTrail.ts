import { MODULES } from 'contracts'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

export interface Crumb {
  label: string
  to: string
}

const NAMED_SEGMENTS: Record<string, () => string> = {
  // The registry's word (the sidebar's first link), as the sidebar says it.
  dashboard: () => say('Dashboard'),
  icons: m.crumbIcons,
  notifications: m.crumbNotifications,
  widgets: m.crumbWidgets,
  add: m.crumbAdd,
  edit: m.crumbEdit,
  'edit-y': m.crumbEdit,
  // The reports' screens (/report/closes, /report/sales).
  closes: m.crumbCloses,
  sales: m.crumbSales,
}

/**
 * Home plus the named segments of a path (docs/requirements.md#screens-and-routes): module prefixes by their
 * sidebar label, `add`/`edit` by name; ids have no name and are left out. A
 * screen that names itself (`screen`: the record, `Order BHA-10023`, or the
 * action, `Deduct`) ends the trail after its modules, in place of the words
 * of the rest of the path.
 */
export function breadcrumbTrail(pathname: string, screen?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: m.home(), to: '/dashboard' }]
  const segments = pathname.split('/').filter(Boolean)
  let path = ''
  for (const segment of segments) {
    path += `/${segment}`
    const module = MODULES.find((m) => m.path === path)
    if (screen && !module) continue
    const label = module ? say(module.label) : NAMED_SEGMENTS[segment]?.()
    if (label) crumbs.push({ label, to: path })
  }
  if (screen) crumbs.push({ label: screen, to: pathname })
  return crumbs
}
