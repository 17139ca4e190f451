import { Menu, MenuItem, Tag } from '@blueprintjs/core'
import { notificationAudienceRoutes } from 'contracts'
import type { NotificationCustomer } from 'contracts'
import { Suggest } from '@blueprintjs/select'
import { useEffect, useState } from 'react'
import { useField } from 'react-final-form'
import { useApi } from '../../lib/api'
import { Phone } from '../../lib/Phone'
import { FieldFrame, fieldError, fieldId } from '../../lib/resource'
import { m } from './words'

const TYPING_PAUSE_MS = 250
const label = (c: NotificationCustomer) => (
  <>
    {c.name} · <Phone phone={c.phone} />
  </>
)

/**
 * The customers a notification goes to, picked by name or phone (the server's first
 * ten matches as one types), shown as tags that can be removed.
 */
export function CustomerPicker() {
  const { input, meta } = useField<number[]>('customerIds')
  const ids = input.value || []
  const [chosen, setChosen] = useState<NotificationCustomer[]>([])
  const [text, setText] = useState('')
  const [search, setSearch] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text])
  const { data, isValidating } = useApi(notificationAudienceRoutes.findNotificationCustomers, {
    query: { search: search || undefined },
  })
  const matches = (data?.Data ?? []).filter((c) => !ids.includes(c.id))
  const more = (data?.TotalCount ?? 0) - (data?.Data.length ?? 0)
  const id = fieldId('customerIds')
  const error = fieldError(meta)

  const set = (next: NotificationCustomer[]) => {
    setChosen(next)
    input.onChange(next.map((c) => c.id))
  }
  return (
    <FieldFrame id={id} label={m.customers()} error={error} required helperText={m.searchHint()}>
      <Suggest<NotificationCustomer>
        items={matches}
        selectedItem={null}
        itemsEqual="id"
        query={text}
        onQueryChange={setText}
        inputValueRenderer={() => ''}
        onItemSelect={(c) => {
          set([...chosen.filter((x) => ids.includes(x.id)), c])
          setText('')
        }}
        itemRenderer={(c, { handleClick, modifiers, ref }) => (
          <MenuItem
            key={c.id}
            ref={ref}
            roleStructure="listoption"
            active={modifiers.active}
            text={label(c)}
            onClick={handleClick}
          />
        )}
        itemListRenderer={({ items, renderItem, itemsParentRef, menuProps }) => (
          <Menu role="listbox" ulRef={itemsParentRef} {...menuProps}>
            {items.map(renderItem)}
            {items.length === 0 && (
              <MenuItem
                disabled
                roleStructure="listoption"
                text={isValidating ? m.searching() : m.noMatches()}
              />
            )}
            {more > 0 && (
              <MenuItem disabled roleStructure="listoption" text={m.moreMatches({ count: more })} />
            )}
          </Menu>
        )}
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{
          id,
          placeholder: m.namePlaceholder(),
          intent: error ? 'danger' : 'none',
          'aria-describedby': `${id}-message`,
        }}
        fill
      />
      <div className="notification-customers" aria-label={m.chosenCustomersChoice()}>
        {chosen
          .filter((c) => ids.includes(c.id))
          .map((c) => (
            <Tag key={c.id} minimal onRemove={() => set(chosen.filter((x) => x.id !== c.id))}>
              {label(c)}
            </Tag>
          ))}
      </div>
    </FieldFrame>
  )
}
