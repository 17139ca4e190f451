import { useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * A new screen opens at its top: the window keeps its scroll from one screen to the next,
 * so a list opened after saving a long form showed part-way down. Each move to another
 * path (a link, a save going back to its list) scrolls to the top before the screen is
 * painted. Back and forward (POP) are the browser's, and a change of the query string
 * alone (a list's filters, its page) keeps the place.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation()
  const type = useNavigationType()
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0)
    // On the path only: the navigation's type is read as it was for that move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])
}
