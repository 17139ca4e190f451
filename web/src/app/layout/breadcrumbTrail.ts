import { MODULES } from 'contracts'

export interface Crumb {
  label: string
  to: string
}

const NAMED_SEGMENTS: Record<string, string> = {
  dashboard: 'Dashboard',
  icons: 'Icons',
  notifications: 'Notifications',
  widgets: 'Widgets',
  add: 'Add',
  edit: 'Edit',
  'edit-y': 'Edit',
  // The reports' screens (/report/closes, /report/sales).
  closes: 'Past closes',
  sales: 'Sales',
}

/**
 * Home plus the named segments of a path (docs/requirements.md#screens-and-routes): module prefixes by their
 * sidebar label, `add`/`edit` by name; ids have no name and are left out. A
 * screen that names itself (`screen`: the record, `Order BHA-10023`, or the
 * action, `Deduct`) ends the trail after its modules, in place of the words
 * of the rest of the path.
 */
export function breadcrumbTrail(pathname: string, screen?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', to: '/dashboard' }]
  const segments = pathname.split('/').filter(Boolean)
  let path = ''
  for (const segment of segments) {
    path += `/${segment}`
    const module = MODULES.find((m) => m.path === path)
    if (screen && !module) continue
    const label = module?.label ?? NAMED_SEGMENTS[segment]
    if (label) crumbs.push({ label, to: path })
  }
  if (screen) crumbs.push({ label: screen, to: pathname })
  return crumbs
}
