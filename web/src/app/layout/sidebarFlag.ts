import { useSyncExternalStore } from 'react'

/** The sidebar's visibility: one global flag, shown by default (SPEC §2). */
let visible = true
const listeners = new Set<() => void>()

export function setSidebarVisible(next: boolean) {
  if (next === visible) return
  visible = next
  for (const listener of listeners) listener()
}

export const toggleSidebar = () => setSidebarVisible(!visible)

export function useSidebarVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => visible,
    () => true,
  )
}
