import { Button, Menu, MenuItem, Spinner } from '@blueprintjs/core'
import { CrossIcon } from '@blueprintjs/icons'
import { Suggest } from '@blueprintjs/select'
import type { ItemRenderer } from '@blueprintjs/select'
import type { Query } from '../../api'
import { useReferenceOptions } from './useReferenceOptions'
import { useSuggestQuery } from './useSuggestQuery'
import type { ReferenceOption, ReferenceSource } from './useReferenceOptions'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

export interface ReferenceSuggestProps {
  /** The resource the id points to (categories for a sub-category). */
  resource: ReferenceSource
  /** The chosen record, as id and name. */
  value: ReferenceOption | undefined
  onChange: (option: ReferenceOption | undefined) => void
  id?: string
  placeholder?: string
  /** Offer a button that clears the choice (filters). */
  clearable?: boolean
  /** More list filters, e.g. only the sub-categories of a category. */
  extraQuery?: Query
  intent?: 'none' | 'danger'
  /** The menu closed (the field has been visited). */
  onClose?: () => void
  'aria-describedby'?: string
}

const renderOption: ItemRenderer<ReferenceOption> = (option, { handleClick, modifiers, ref }) =>
  modifiers.matchesPredicate ? (
    <MenuItem
      key={option.id}
      ref={ref}
      roleStructure="listoption"
      active={modifiers.active}
      disabled={modifiers.disabled}
      text={option.name}
      onClick={handleClick}
    />
  ) : null

/** Picks a record of another resource by searching its names on the server as you type. */
export function ReferenceSuggest(props: ReferenceSuggestProps) {
  const { resource, value, onChange, clearable, extraQuery } = props
  const { query, open, suggestProps, popoverProps, onFocus } = useSuggestQuery(props.onClose)
  const { options, total, isLoading, error } = useReferenceOptions(
    resource,
    query,
    open,
    extraQuery,
  )
  const more = total - options.length
  const emptyText = error ? m.couldNotSearch() : isLoading ? m.searching() : m.noMatches()

  return (
    <Suggest<ReferenceOption>
      items={options}
      selectedItem={value ?? null}
      itemsEqual="id"
      itemRenderer={renderOption}
      inputValueRenderer={(option) => option.name}
      onItemSelect={(option) => onChange(option)}
      {...suggestProps}
      fill
      itemListRenderer={({ items, renderItem, itemsParentRef, menuProps }) => (
        <Menu role="listbox" ulRef={itemsParentRef} {...menuProps}>
          {items.map(renderItem)}
          {(items.length === 0 || isLoading) && (
            <MenuItem
              disabled
              roleStructure="listoption"
              text={isLoading ? m.searching() : emptyText}
            />
          )}
          {more > 0 && !isLoading && (
            <MenuItem
              disabled
              roleStructure="listoption"
              text={`${more} more, type to narrow down`}
            />
          )}
        </Menu>
      )}
      popoverProps={popoverProps}
      inputProps={{
        id: props.id,
        placeholder: props.placeholder ?? m.search(),
        onFocus,
        intent: props.intent,
        'aria-describedby': props['aria-describedby'],
        rightElement:
          isLoading && open ? (
            <Spinner size={16} />
          ) : clearable && value ? (
            <Button
              variant="minimal"
              icon={<CrossIcon />}
              aria-label={m.clear()}
              onClick={() => onChange(undefined)}
            />
          ) : undefined,
      }}
    />
  )
}
