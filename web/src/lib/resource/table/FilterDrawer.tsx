import { Button, Classes, Drawer, H4 } from '@blueprintjs/core'
import { FilterIcon, SmallCrossIcon } from '@blueprintjs/icons'
import { useCallback, useId, useState } from 'react'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { FilterTag } from '../list/filterTags'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

interface FilterDrawerProps {
  /** The filters set now, as they reported themselves. */
  tags: readonly FilterTag[]
  onClear: () => void
  /** The filter inputs. */
  children: ReactNode
}

/**
 * A phone's list filters: a "Filters" button (with how many are set) opening a
 * drawer that holds them. The inputs stay mounted while the drawer is closed
 * (rendered into a node the drawer takes in when open), so each keeps its state
 * and keeps reporting its tag. Blueprint's Drawer has no dialog role, so its
 * content is the dialog, named by its heading (as RecordDrawer).
 */
export function FilterDrawer({ tags, onClear, children }: FilterDrawerProps) {
  const [open, setOpen] = useState(false)
  const [fields] = useState(() => document.createElement('div'))
  const host = useCallback((node: HTMLDivElement | null) => node?.appendChild(fields), [fields])
  const close = () => setOpen(false)
  const titleId = useId()
  return (
    <>
      <Button icon={<FilterIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {tags.length > 0 ? m.filtersSet({ count: tags.length }) : m.filters()}
      </Button>
      {createPortal(<div className="resource-filter-fields">{children}</div>, fields)}
      <Drawer isOpen={open} onClose={close} position="bottom" size="85%">
        <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="record-drawer">
          <div className={Classes.DRAWER_HEADER}>
            <H4 id={titleId}>{m.filters()}</H4>
            <Button
              aria-label={m.close()}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon={<SmallCrossIcon size={20} />}
              onClick={close}
              variant="minimal"
            />
          </div>
          <div className={Classes.DRAWER_BODY}>
            <div ref={host} className="resource-filter-host" />
          </div>
          <div className={`${Classes.DRAWER_FOOTER} resource-filter-footer`}>
            <Button onClick={onClear} disabled={tags.length === 0}>
              {m.clearFilters()}
            </Button>
            <Button intent="primary" onClick={close}>
              {m.showResults()}
            </Button>
          </div>
        </div>
      </Drawer>
    </>
  )
}

/** The filters set now, each a chip that removes itself when tapped: "Payment method: Card ✕". */
export function FilterTags({ tags }: { tags: readonly FilterTag[] }) {
  if (tags.length === 0) return null
  return (
    <ul className="resource-filter-tags" aria-label={m.activeFilters()}>
      {tags.map((tag) => (
        <li key={tag.label}>
          <Button
            variant="outlined"
            size="small"
            endIcon={<SmallCrossIcon />}
            aria-label={m.removeFilter({ label: tag.label, value: tag.value })}
            onClick={tag.clear}
          >
            {m.filterTag({ label: tag.label, value: tag.value })}
          </Button>
        </li>
      ))}
    </ul>
  )
}
