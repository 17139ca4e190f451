import { Classes } from '@blueprintjs/core'
import { useId } from 'react'
import type { ReactNode } from 'react'

interface DrawerSectionProps {
  title: string
  /** Buttons beside the heading. */
  actions?: ReactNode
  children: ReactNode
}

/** A titled part of the customer drawer, named for assistive technology by its heading. */
export function DrawerSection({ title, actions, children }: DrawerSectionProps) {
  // Not made of the title: an Arabic title has no \w letters to make one of.
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <div className="customer-section-head">
        <h3 id={id} className={Classes.HEADING}>
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  )
}

/** "None yet" in the muted style, for an empty part. */
export const Nothing = ({ children }: { children: ReactNode }) => (
  <p className={Classes.TEXT_MUTED}>{children}</p>
)
