import { MODULE_KEYS, SESSION_LOCAL_KEYS } from 'contracts'
import type { SearchHit } from 'contracts'

/** How many records opened from the palette it shows before anything is typed. */
export const RECENT_MAX = 6

const KEY = SESSION_LOCAL_KEYS.recentRecords

const isHit = (v: unknown): v is SearchHit => {
  const h = v as Partial<SearchHit> | null
  return (
    typeof h === 'object' &&
    h !== null &&
    (MODULE_KEYS as readonly unknown[]).includes(h.type) &&
    typeof h.id === 'number' &&
    typeof h.title === 'string' &&
    typeof h.subtitle === 'string' &&
    typeof h.route === 'string' &&
    h.route.startsWith('/')
  )
}

/**
 * The records last opened from the palette, newest first: kept in localStorage for
 * the session and removed with its keys at logout (lib/session/storage.ts).
 */
export function readRecents(): SearchHit[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter(isHit).slice(0, RECENT_MAX) : []
  } catch {
    return []
  }
}

export function rememberRecent(hit: SearchHit): void {
  const rest = readRecents().filter((h) => !(h.type === hit.type && h.id === hit.id))
  try {
    localStorage.setItem(KEY, JSON.stringify([hit, ...rest].slice(0, RECENT_MAX)))
  } catch {
    // Storage full or refused: the palette works without its recents.
  }
}
