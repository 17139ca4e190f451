import { ADD_LINKS, can } from 'contracts'
import type { PermissionEntry } from 'contracts'
import { say } from '../../../lib/i18n'
import { visibleSidebar } from '../sidebarItems'

export interface PaletteLink {
  label: string
  to: string
}

/**
 * The screens the employee may open, exactly the sidebar's (same filter), and the
 * "new record" actions their role may use (View and Add, as the sidebar's Recharge).
 */
export function paletteLinks(entries: readonly PermissionEntry[]): {
  screens: PaletteLink[]
  actions: PaletteLink[]
} {
  const sidebar = visibleSidebar(entries).flatMap((item): PaletteLink[] =>
    item.kind === 'group' ? item.links : [item],
  )
  const isAction = (to: string) => to.includes('/add')
  // In the page's language: what the employee reads is what the query matches.
  const said = ({ label, to }: PaletteLink): PaletteLink => ({ label: say(label), to })
  return {
    screens: sidebar.filter((l) => !isAction(l.to)).map(said),
    actions: [
      ...sidebar.filter((l) => isAction(l.to)),
      ...ADD_LINKS.filter((l) => can(entries, l.key, 'View') && can(entries, l.key, l.action)),
    ].map(said),
  }
}

/** True when every word of the query is in the label (case-insensitive). */
export function linkMatches(label: string, query: string): boolean {
  const text = label.toLowerCase()
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word))
}
