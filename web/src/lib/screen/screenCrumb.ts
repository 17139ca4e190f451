import { useLayoutEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * What the breadcrumb calls the screen shown, when its path alone cannot say: the record
 * (`Order BHA-10023` at /order/12/edit) or the action (`Deduct` at /wallets/add?type=2).
 * A screen names itself with useScreenCrumb; the breadcrumb reads it for the path it is
 * on, so a name never outlives its screen or shows on another.
 */
interface ScreenCrumb {
  pathname: string
  label: string
}

let current: ScreenCrumb | undefined
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The screen's name in the breadcrumb, while it is mounted (none: the path's own words). */
export function useScreenCrumb(label: string | undefined): void {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    if (!label) return undefined
    const mine = { pathname, label }
    current = mine
    emit()
    return () => {
      if (current !== mine) return
      current = undefined
      emit()
    }
  }, [pathname, label])
}

/** The name the screen at `pathname` gave itself, if any. */
export function useScreenCrumbOf(pathname: string): string | undefined {
  const crumb = useSyncExternalStore(subscribe, () => current)
  return crumb?.pathname === pathname ? crumb.label : undefined
}
