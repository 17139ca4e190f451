import { AnchorButton } from '@blueprintjs/core'
import type { AnchorButtonProps } from '@blueprintjs/core'
import type { MouseEvent } from 'react'
import { useHref, useLinkClickHandler } from 'react-router-dom'

/** A Blueprint button that is a real link (opens in a new tab too) and navigates in-app. */
export function LinkButton({
  to,
  state,
  ...props
}: AnchorButtonProps & { to: string; state?: unknown }) {
  const href = useHref(to)
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { state })
  return (
    <AnchorButton
      role="link"
      {...props}
      href={href}
      onClick={(event) => onClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  )
}
