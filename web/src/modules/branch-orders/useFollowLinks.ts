import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router-dom'

/**
 * Follows the board's order links in the app: one click handler for the
 * whole board instead of a router link (and its hooks) per card. A click
 * with a modifier key or another button keeps the browser's behaviour (a new
 * tab, a new window).
 */
export function useFollowLinks() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = (event.target as Element).closest('a')
    const href = link?.getAttribute('href')
    if (!link || !href?.startsWith('/') || link.target) return
    event.preventDefault()
    navigate(href)
  }
}
