import { createContext, useContext, useEffect } from 'react'
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react'

export interface NavigateOptions {
  replace?: boolean
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string
  children?: ReactNode
}

/**
 * How a page of the first script (the sign-in page) moves on, without importing the
 * router: under the router (router.tsx), its `navigate` and `Link`; on /login opened
 * alone, a hand-over that loads the router and lets it take the page (start.tsx).
 */
export interface Navigation {
  navigate: (to: string, options?: NavigateOptions) => void
  Link: ComponentType<LinkProps>
  /** Starts loading what leaving the page takes (the router, on /login alone); else nothing. */
  preload: () => void
}

const NavigationContext = createContext<Navigation | null>(null)

export const NavigationProvider = NavigationContext.Provider

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext)
  if (!navigation) throw new Error('useNavigation: no NavigationProvider above')
  return navigation
}

/** Goes to `to` in place of the current page once rendered, as the router's `<Navigate replace>`. */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useNavigation()
  useEffect(() => {
    navigate(to, { replace: true })
  }, [navigate, to])
  return null
}

/**
 * A click the page should handle itself: the main button, no modifier key (those open a
 * new tab or window), no other target (the rule the router's Link follows).
 */
export function isPlainClick(event: {
  button: number
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  currentTarget: { getAttribute(name: string): string | null }
}): boolean {
  const target = event.currentTarget.getAttribute('target')
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  )
}
