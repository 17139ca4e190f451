import { SIDEBAR, can } from 'contracts'
import type { GroupId, PermissionEntry, SidebarLink } from 'contracts'

export type VisibleSidebarItem =
  | { kind: 'dashboard'; label: string; to: string }
  | ({ kind: 'link' } & SidebarLink)
  | { kind: 'group'; id: GroupId; label: string; links: SidebarLink[] }

/**
 * The sidebar an employee sees: entries and order of docs/requirements.md#layout-and-sidebar; a link only when
 * its module (and, for Recharge/Deduct, the Add action) is permitted; a group
 * heading only when one of its keys is.
 */
export function visibleSidebar(entries: readonly PermissionEntry[]): VisibleSidebarItem[] {
  return SIDEBAR.flatMap((item): VisibleSidebarItem[] => {
    if (item.kind === 'dashboard') return [item]
    if (item.kind === 'link') return can(entries, item.key, 'View') ? [item] : []
    const links = item.links.filter(
      (l) => can(entries, l.key, 'View') && can(entries, l.key, l.action),
    )
    return links.length ? [{ ...item, links }] : []
  })
}

/**
 * True when every query parameter of the link has the same value in the current
 * search: Recharge Wallet (`?type=1`) and Deduct From Wallet (`?type=2`) share a
 * path, and only the one whose transaction type is open is the current page.
 */
export function searchMatches(linkSearch: string, currentSearch: string): boolean {
  const current = new URLSearchParams(currentSearch)
  return [...new URLSearchParams(linkSearch)].every(([key, value]) => current.get(key) === value)
}
