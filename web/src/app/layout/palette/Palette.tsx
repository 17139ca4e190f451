import { Classes, Dialog, InputGroup, NonIdealState } from '@blueprintjs/core'
import { SearchIcon } from '@blueprintjs/icons'
import { moduleByKey, searchRoutes } from 'contracts'
import type { ModuleKey, SearchHit } from 'contracts'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { apiRequest } from '../../../lib/api'
import { messages, say } from '../../../lib/i18n'
import { statusLabel } from '../../../lib/orders/labels'
import { usePermissions } from '../../../lib/session/usePermissions'
import { takeTypedKeys } from '../../paletteKeys'
import { Command, CommandGroup, CommandInput, CommandItem, CommandList } from './command'
import { useItemCommands } from './itemCommands'
import { linkMatches, paletteLinks } from './links'
import type { PaletteLink } from './links'
import en from './messages.en.json'
import { readRecents, rememberRecent } from './recents'

const m = messages(en)

/** Milliseconds of quiet typing before the search is asked. */
export const SEARCH_DEBOUNCE_MS = 150
/** Where an item command's link goes (a new tab): the board, where items are switched. */
const BOARD_PATH = moduleByKey('branch-orders').path

/** Hits asked for: enough for a few groups. */
const SEARCH_LIMIT = 20

type Answer =
  | { q: string; state: 'done'; hits: SearchHit[] }
  | { q: string; state: 'failed'; hits: SearchHit[] }

/**
 * Asks `GET /search` for `query` once typing pauses. Each ask aborts the one before,
 * and an answer is taken only while it is the newest ask's: a stale answer never
 * replaces a newer one.
 */
function useSearch(query: string): { answer: Answer | undefined; pending: boolean } {
  const [answer, setAnswer] = useState<Answer>()
  const newest = useRef(0)
  const q = query.trim()
  useEffect(() => {
    const ask = ++newest.current
    if (!q) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      apiRequest(searchRoutes.search, {
        query: { q, limit: SEARCH_LIMIT },
        signal: controller.signal,
      })
        .then((res) => {
          if (ask === newest.current) setAnswer({ q, state: 'done', hits: res.Data })
        })
        .catch(() => {
          if (ask === newest.current && !controller.signal.aborted)
            setAnswer({ q, state: 'failed', hits: [] })
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [q])
  return { answer: q ? answer : undefined, pending: Boolean(q) && answer?.q !== q }
}

interface Group {
  heading: string
  items: {
    key: string
    href: string
    title: string
    subtitle?: string
    hit?: SearchHit
    /** A command: run instead of opening `href`. */
    run?: () => Promise<void>
  }[]
}

const linkItems = (links: PaletteLink[]) =>
  links.map((l) => ({ key: l.to, href: l.to, title: l.label }))

/** Hits grouped by type, groups in the order of their best hit. */
function hitGroups(hits: SearchHit[]): Group[] {
  const groups = new Map<ModuleKey, Group>()
  for (const hit of hits) {
    let group = groups.get(hit.type)
    if (!group)
      groups.set(hit.type, (group = { heading: say(moduleByKey(hit.type).label), items: [] }))
    group.items.push({
      key: `${hit.type}:${hit.id}`,
      href: hit.route,
      title: hit.title,
      // An order's status in the page's language, after its customer.
      subtitle: hit.status ? `${hit.subtitle} · ${statusLabel(hit.status)}` : hit.subtitle,
      hit,
    })
  }
  return [...groups.values()]
}

/**
 * The command palette (Ctrl+K / Cmd+K): records from `GET /search`, grouped by
 * type; the screens and actions of the sidebar the employee may use; the records
 * last opened before anything is typed. A lazy part of the shell (SearchButton).
 */
export default function Palette({
  isOpen,
  onClose,
  onClosed,
}: {
  isOpen: boolean
  onClose: () => void
  /** After it has closed: the caller gives focus back. */
  onClosed: () => void
}) {
  const headingId = useId()
  // The content is mounted while the dialog is open: each opening starts blank.
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onClosed={onClosed}
      shouldReturnFocusOnClose={false}
      aria-labelledby={headingId}
      className="app-palette"
      portalClassName="app-palette-portal"
    >
      <h2 id={headingId} className="app-visually-hidden">
        {m.search()}
      </h2>
      <PaletteContent onClose={onClose} />
    </Dialog>
  )
}

function PaletteContent({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate()
  const { entries } = usePermissions()
  const [query, setQuery] = useState('')
  const { answer, pending } = useSearch(query)
  const [recents] = useState(readRecents)
  /**
   * Enter pressed before the results came, for this query: the first result opens once
   * the query's answer has come (a render of another query leaves it waiting).
   */
  const enterFor = useRef<string>()
  /**
   * What was typed after Ctrl+K before this box was there (its code on its way), kept by
   * the first script's box, is its own, taken as it gets the focus (in the commit that
   * mounts it), so no character falls between the two.
   */
  const takeEarlyKeys = () => {
    const early = takeTypedKeys()
    if (!early.text) return
    setQuery(early.text)
    enterFor.current = early.enter ? early.text.trim() || undefined : undefined
  }

  const links = useMemo(() => paletteLinks(entries), [entries])
  const q = query.trim()
  const commands = useItemCommands(q)
  const groups: Group[] = q
    ? [
        {
          heading: m.items(),
          items: commands.map((c) => ({ ...c, href: BOARD_PATH })),
        },
        ...(answer ? hitGroups(answer.hits) : []),
        {
          heading: m.screens(),
          items: linkItems(links.screens.filter((l) => linkMatches(l.label, q))),
        },
        {
          heading: m.actions(),
          items: linkItems(links.actions.filter((l) => linkMatches(l.label, q))),
        },
      ].filter((g) => g.items.length)
    : recents.length
      ? [
          {
            heading: m.recentRecords(),
            items: recents.map((hit) => ({
              key: `${hit.type}:${hit.id}`,
              href: hit.route,
              title: hit.title,
              subtitle: hit.subtitle,
              hit,
            })),
          },
        ]
      : []
  const count = groups.reduce((n, g) => n + g.items.length, 0)

  const open = (href: string, hit: SearchHit | undefined, run?: () => Promise<void>) => {
    if (hit) rememberRecent(hit)
    onClose()
    if (run) void run()
    else navigate(href)
  }

  const first = groups[0]?.items[0]
  useEffect(() => {
    if (enterFor.current === undefined || enterFor.current !== q || pending) return
    enterFor.current = undefined
    if (first && answer?.state === 'done') open(first.href, first.hit, first.run)
  })

  let status: string
  if (!q) status = count ? m.recentCount({ count }) : m.typeToSearch()
  else if (answer?.state === 'failed') status = m.searchFailedCount({ count })
  else if (pending) status = m.searching()
  else status = m.resultCount({ count })

  return (
    <Command
      className="app-palette-command"
      onEnterWithoutOption={() => {
        enterFor.current = q || undefined
      }}
    >
      <CommandInput
        render={(aria) => (
          <InputGroup
            {...aria}
            autoFocus
            size="large"
            leftIcon={<SearchIcon />}
            aria-label={m.searchLabel()}
            placeholder={m.searchPlaceholder()}
            value={query}
            onFocus={takeEarlyKeys}
            onValueChange={(value) => {
              setQuery(value)
              enterFor.current = undefined
            }}
            spellCheck={false}
            autoComplete="off"
          />
        )}
      />
      <div role="status" aria-live="polite" className="app-palette-status">
        {status}
      </div>
      {count > 0 ? (
        <CommandList label={m.results()}>
          {groups.map((g) => (
            <CommandGroup key={g.heading} heading={g.heading}>
              {g.items.map((item) => (
                <CommandItem
                  key={item.key}
                  href={item.href}
                  onSelect={() => open(item.href, item.hit, item.run)}
                >
                  <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>
                    {item.title}
                    {item.subtitle && (
                      <span className={`${Classes.TEXT_MUTED} app-palette-subtitle`} dir="auto">
                        {item.subtitle}
                      </span>
                    )}
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          ))}
        </CommandList>
      ) : (
        q &&
        !pending && (
          <NonIdealState
            className="app-palette-empty"
            title={answer?.state === 'failed' ? m.searchFailed() : m.nothingFound({ query: q })}
          />
        )
      )}
    </Command>
  )
}
