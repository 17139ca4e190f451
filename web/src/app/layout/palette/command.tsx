import { Classes } from '@blueprintjs/core'
import { createContext, useCallback, useContext, useId, useLayoutEffect, useRef } from 'react'
import type { InputHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react'
import { useState } from 'react'

/**
 * A command palette as a few composable parts (STYLE.md, after cmdk): `Command`
 * holds the active option and the keyboard, `CommandInput` is the combobox,
 * `CommandList` the listbox, `CommandGroup` a labelled group and `CommandItem`
 * an option. The keys (arrows, Home/End, Enter) and the ARIA (combobox,
 * listbox, `aria-activedescendant`, `aria-selected`) are handled here once;
 * the palette only says what the groups and items are. Every option is a real
 * link: a plain click or Enter calls `onSelect`, a Ctrl/Cmd/Shift or middle
 * click is the browser's (a new tab or window).
 */

interface CommandState {
  listId: string
  listRef: RefObject<HTMLDivElement>
  activeId: string | null
  setActiveId: (id: string | null) => void
  hasOptions: boolean
  setHasOptions: (has: boolean) => void
}

const CommandContext = createContext<CommandState | null>(null)

function useCommand(): CommandState {
  const state = useContext(CommandContext)
  if (!state) throw new Error('Command parts must be inside <Command>')
  return state
}

const options = (list: HTMLElement | null) =>
  list ? [...list.querySelectorAll<HTMLElement>('[role="option"]')] : []

export function Command({
  children,
  className,
  onEnterWithoutOption,
}: {
  children: ReactNode
  className?: string
  /** Enter with no option yet (its results still on their way). */
  onEnterWithoutOption?: () => void
}) {
  const listId = useId()
  const listRef = useRef<HTMLDivElement>(null)
  const [activeId, setActiveId] = useState<string | null>(null)
  const [hasOptions, setHasOptions] = useState(false)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = options(listRef.current)
    if (!all.length) {
      if (event.key === 'Enter' && onEnterWithoutOption) {
        event.preventDefault()
        onEnterWithoutOption()
      }
      return
    }
    const at = all.findIndex((o) => o.id === activeId)
    const move = (to: number) => {
      const next = all[(to + all.length) % all.length]!
      setActiveId(next.id)
      next.scrollIntoView?.({ block: 'nearest' })
      event.preventDefault()
    }
    if (event.key === 'ArrowDown') move(at + 1)
    else if (event.key === 'ArrowUp') move(at < 0 ? -1 : at - 1)
    else if (event.key === 'Home' && event.ctrlKey) move(0)
    else if (event.key === 'End' && event.ctrlKey) move(-1)
    else if (event.key === 'Enter' && at >= 0) {
      event.preventDefault()
      const option = all[at]!
      // Ctrl/Cmd+Enter opens a new tab; Enter is the option's own click, as a pointer's.
      if ((event.ctrlKey || event.metaKey) && option instanceof HTMLAnchorElement)
        window.open(option.href, '_blank', 'noopener')
      else option.click()
    }
  }

  return (
    <CommandContext.Provider
      value={{ listId, listRef, activeId, setActiveId, hasOptions, setHasOptions }}
    >
      <div className={className} onKeyDown={onKeyDown}>
        {children}
      </div>
    </CommandContext.Provider>
  )
}

/** The combobox: renders `render` with the ARIA of the active option (a Blueprint InputGroup). */
export function CommandInput({
  render,
}: {
  render: (
    aria: Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'role' | 'aria-autocomplete' | 'aria-expanded' | 'aria-controls' | 'aria-activedescendant'
    >,
  ) => ReactNode
}) {
  const { listId, activeId, hasOptions } = useCommand()
  return render({
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': hasOptions,
    ...(hasOptions ? { 'aria-controls': listId } : {}),
    ...(hasOptions && activeId ? { 'aria-activedescendant': activeId } : {}),
  })
}

/**
 * The listbox. After each render the active option is kept when it is still
 * there, else the first one is made active; none when there is none.
 */
export function CommandList({ label, children }: { label: string; children: ReactNode }) {
  const { listId, listRef, activeId, setActiveId, setHasOptions } = useCommand()
  useLayoutEffect(() => {
    const all = options(listRef.current)
    setHasOptions(all.length > 0)
    if (!all.some((o) => o.id === activeId)) setActiveId(all[0]?.id ?? null)
  })
  return (
    <div
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={label}
      className={`${Classes.MENU} app-palette-list`}
    >
      {children}
    </div>
  )
}

/**
 * A labelled group of options. As cmdk does, the heading sits beside the group (hidden
 * from assistive technology, which reads it as the group's name), so the listbox owns
 * only groups and the groups only options.
 */
export function CommandGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId()
  return (
    <div role="presentation" className="app-palette-group">
      <div id={id} aria-hidden="true" className={Classes.MENU_HEADER}>
        <span className={Classes.HEADING}>{heading}</span>
      </div>
      <div role="group" aria-labelledby={id}>
        {children}
      </div>
    </div>
  )
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey

export function CommandItem({
  href,
  onSelect,
  children,
}: {
  href: string
  onSelect: () => void
  children: ReactNode
}) {
  const id = useId()
  const { activeId, setActiveId } = useCommand()
  const active = id === activeId
  const activate = useCallback(() => setActiveId(id), [id, setActiveId])
  return (
    <a
      id={id}
      role="option"
      aria-selected={active}
      href={href}
      tabIndex={-1}
      className={`${Classes.MENU_ITEM} app-palette-item${active ? ` ${Classes.ACTIVE}` : ''}`}
      onMouseMove={active ? undefined : activate}
      onClick={(event) => {
        if (!plainClick(event)) return
        event.preventDefault()
        onSelect()
      }}
    >
      {children}
    </a>
  )
}
