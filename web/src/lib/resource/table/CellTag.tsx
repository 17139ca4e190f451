import { Classes } from '@blueprintjs/core'
import type { Intent } from '@blueprintjs/core'
import type { ReactNode } from 'react'

/**
 * A short tag in a list (a status, a count), drawn as Blueprint's Tag is (its classes),
 * without the Tag component. Blueprint's Tag ellipsizes its text: each one measures itself
 * after it renders (reading `scrollWidth`, which makes the browser lay the page out) and
 * renders again. A page of fifty orders paid that fifty times on the way to its first
 * rows; a word like "Pending" never needs the ellipsis.
 */
export function CellTag(props: {
  intent?: Intent
  minimal?: boolean
  round?: boolean
  className?: string
  children: ReactNode
}) {
  const { intent = 'none', minimal = false, round = false, className, children } = props
  const classes = [
    Classes.TAG,
    Classes.intentClass(intent),
    minimal && Classes.MINIMAL,
    round && Classes.ROUND,
    className,
  ]
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      <span className={Classes.FILL}>{children}</span>
    </span>
  )
}
