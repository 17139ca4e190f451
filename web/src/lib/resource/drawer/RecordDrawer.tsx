import { Button, Classes, Drawer, DrawerSize, H4 } from '@blueprintjs/core'
import { SmallCrossIcon } from '@blueprintjs/icons'
import { useId } from 'react'
import type { ReactNode } from 'react'
import type { OpenParam } from './useOpenParam'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

interface RecordDrawerProps {
  /** Whose id the URL holds (useOpenParam). */
  param: OpenParam
  /** The drawer's heading; the record's name once it is loaded. */
  title: ReactNode
  /** The record's content, rendered only while one is open. */
  children: (id: number) => ReactNode
}

/**
 * A Blueprint Drawer on the right for the record the URL names: closing it
 * (Escape, the close button, a click outside) takes the id out of the URL.
 * Blueprint's Drawer has no dialog role, so its content is the dialog,
 * named by its heading.
 */
export function RecordDrawer({ param, title, children }: RecordDrawerProps) {
  const { id, close } = param
  const titleId = useId()
  return (
    <Drawer isOpen={id !== undefined} onClose={close} size={DrawerSize.STANDARD} position="right">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="record-drawer">
        <div className={Classes.DRAWER_HEADER}>
          <H4 id={titleId}>{title}</H4>
          <Button
            aria-label={m.close()}
            className={Classes.DIALOG_CLOSE_BUTTON}
            icon={<SmallCrossIcon size={20} />}
            onClick={close}
            variant="minimal"
          />
        </div>
        {id !== undefined && children(id)}
      </div>
    </Drawer>
  )
}
