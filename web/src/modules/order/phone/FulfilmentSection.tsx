import { Card, FormGroup, H3, HTMLSelect, MenuItem, Radio, RadioGroup } from '@blueprintjs/core'
import { Suggest } from '@blueprintjs/select'
import type { OrderQuote, PhoneOrderCustomer, PhoneOrderMenu } from 'contracts'
import { useField, useForm } from 'react-final-form'
import { TextField, useSuggestQuery } from '../../../lib/resource'
import type { Draft } from './draft'
import { messages } from '../../../lib/i18n'
import { formatUsd } from '../../../lib/i18n/money'
import { Problems, problemsAt } from './problems'
import en from './messages.en.json'
import { branchLabel } from '../../../lib/branches'

const m = messages(en)

/** An area and the branches that deliver there. */
export interface Area {
  area: string
  areaAr: string
  branchIds: number[]
}

/** The areas of the branches' active delivery charges, each once. */
export function areasOf(menu: PhoneOrderMenu): Area[] {
  const byName = new Map<string, Area>()
  for (const a of menu.areas) {
    const key = a.area.toLocaleLowerCase()
    const known = byName.get(key)
    if (known) known.branchIds.push(a.branchId)
    else byName.set(key, { area: a.area, areaAr: a.areaAr, branchIds: [a.branchId] })
  }
  return [...byName.values()]
}

const findArea = (areas: readonly Area[], name: string) =>
  areas.find((a) => a.area.toLocaleLowerCase() === name.trim().toLocaleLowerCase())

/** The branches that may take the order: those delivering to its area, or any for pickup. */
export function branchesFor(
  menu: PhoneOrderMenu,
  draft: Draft,
  customer: PhoneOrderCustomer | null | undefined,
) {
  const active = menu.branches.filter((b) => b.isActive)
  if (draft.fulfilment === 'pickup') return active
  const area = areaName(draft, customer)
  const found = area ? findArea(areasOf(menu), area) : undefined
  return found ? active.filter((b) => found.branchIds.includes(b.id)) : []
}

/** The area the order goes to: its saved address's, or the one typed. */
export const areaName = (draft: Draft, customer: PhoneOrderCustomer | null | undefined) =>
  draft.addressIndex !== null && customer
    ? (customer.addresses[draft.addressIndex]?.area ?? '')
    : draft.address.area

interface FulfilmentSectionProps {
  menu: PhoneOrderMenu
  draft: Draft
  customer: PhoneOrderCustomer | null | undefined
  quote: OrderQuote | undefined
}

/** Delivery to a saved or new address (its area chooses the branch), or pickup at a branch. */
export function FulfilmentSection({ menu, draft, customer, quote }: FulfilmentSectionProps) {
  const form = useForm<Draft>()
  const areas = areasOf(menu)
  const branches = branchesFor(menu, draft, customer)
  const saved = customer?.addresses ?? []
  /** Chooses a branch that serves the new area, unless the chosen one does. */
  const followArea = (name: string) => {
    const found = findArea(areas, name)
    const ids = found?.branchIds ?? []
    if (draft.branchId === undefined || !ids.includes(draft.branchId)) {
      form.change('branchId', menu.branches.find((b) => b.isActive && ids.includes(b.id))?.id)
    }
  }
  return (
    <Card className="phone-order-section" aria-labelledby="phone-order-fulfilment">
      <H3 id="phone-order-fulfilment">{m.deliveryOrPickup()}</H3>
      <RadioGroup
        inline
        label={m.fulfilment()}
        selectedValue={draft.fulfilment}
        onChange={(e) => {
          const value = e.currentTarget.value as Draft['fulfilment']
          form.change('fulfilment', value)
          if (value === 'delivery') followArea(areaName({ ...draft, fulfilment: value }, customer))
        }}
      >
        <Radio value="delivery" label={m.delivery()} />
        <Radio value="pickup" label={m.pickup()} />
      </RadioGroup>
      {draft.fulfilment === 'delivery' && (
        <>
          {saved.length > 0 && (
            <FormGroup label={m.address()} labelFor="phone-order-saved-address">
              <HTMLSelect
                id="phone-order-saved-address"
                fill
                value={draft.addressIndex === null ? 'new' : String(draft.addressIndex)}
                onChange={(e) => {
                  const v = e.currentTarget.value
                  const index = v === 'new' ? null : Number(v)
                  form.change('addressIndex', index)
                  followArea(index === null ? draft.address.area : (saved[index]?.area ?? ''))
                }}
              >
                {saved.map((a, i) => (
                  <option key={i} value={i}>
                    {a.label}: {a.street}, {a.area}
                  </option>
                ))}
                <option value="new">{m.newAddress()}</option>
              </HTMLSelect>
            </FormGroup>
          )}
          {(draft.addressIndex === null || saved.length === 0) && (
            <>
              <AreaField areas={areas} onChoose={followArea} />
              <TextField name="address.street" label={m.street()} required />
              <div className="phone-order-pair">
                <TextField name="address.building" label={m.building()} />
                <TextField name="address.floor" label={m.floor()} />
              </div>
              <TextField name="address.notes" label={m.directions()} />
            </>
          )}
        </>
      )}
      <FormGroup
        label={m.branch()}
        labelFor="phone-order-branch"
        helperText={
          draft.fulfilment === 'delivery' && !branches.length
            ? m.chooseArea()
            : branches.length > 1
              ? m.branchesCan({ count: branches.length })
              : undefined
        }
      >
        <HTMLSelect
          id="phone-order-branch"
          fill
          value={draft.branchId === undefined ? '' : String(draft.branchId)}
          disabled={!branches.length}
          onChange={(e) => form.change('branchId', Number(e.currentTarget.value) || undefined)}
        >
          <option value="">{m.chooseBranch()}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {!b.acceptingOrders
                ? m.branchPaused({ name: branchLabel(b) })
                : !b.openNow
                  ? m.branchClosed({ name: branchLabel(b) })
                  : branchLabel(b)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Problems problems={problemsAt(quote, 'branchId', 'address', 'addressIndex')} />
      <AreaCharge menu={menu} draft={draft} customer={customer} />
    </Card>
  )
}

/** What delivering to the area from the chosen branch costs, and its minimum. */
function AreaCharge({ menu, draft, customer }: Omit<FulfilmentSectionProps, 'quote'>) {
  if (draft.fulfilment !== 'delivery' || draft.branchId === undefined) return null
  const name = areaName(draft, customer).toLocaleLowerCase()
  const charge = menu.areas.find(
    (a) => a.branchId === draft.branchId && a.area.toLocaleLowerCase() === name,
  )
  if (!charge) return null
  return (
    <p className="phone-order-hint">
      {(charge.freeDeliveryAbove ? m.areaChargeFree : m.areaCharge)({
        charge: formatUsd(charge.charge),
        free: charge.freeDeliveryAbove ? formatUsd(charge.freeDeliveryAbove) : '',
        minimum: formatUsd(charge.minimumOrder),
        minutes: charge.estimatedMinutes,
      })}
    </p>
  )
}

const matches = (a: Area, query: string) => {
  const q = query.trim().toLocaleLowerCase()
  return !q || a.area.toLocaleLowerCase().includes(q) || a.areaAr.includes(query.trim())
}

/** The area a query names: the one it spells (English or Arabic), else the only one it matches. */
function areaNamed(areas: readonly Area[], query: string): Area | undefined {
  const typed = query.trim()
  if (!typed) return undefined
  const spelled = findArea(areas, typed) ?? areas.find((a) => a.areaAr === typed)
  const hits = areas.filter((a) => matches(a, typed))
  return spelled ?? (hits.length === 1 ? hits[0] : undefined)
}

/**
 * The area, searched by its English or Arabic name among those the branches
 * deliver to. Leaving the box with a name typed but not picked picks the area
 * it names, so "hamra" then Tab is Hamra, as the caller said it.
 */
function AreaField({ areas, onChoose }: { areas: Area[]; onChoose: (area: string) => void }) {
  const { input, meta } = useField<string>('address.area')
  const chosen = findArea(areas, input.value) ?? null
  const error = meta.touched && meta.error ? String(meta.error) : undefined
  const search = useSuggestQuery()
  const choose = (a: Area) => {
    input.onChange(a.area)
    onChoose(a.area)
  }
  return (
    <FormGroup
      label={m.area()}
      labelFor="phone-order-area"
      labelInfo={m.required()}
      intent={error ? 'danger' : 'none'}
      helperText={error ?? m.areaHelp()}
    >
      <Suggest<Area>
        items={areas}
        selectedItem={chosen}
        itemsEqual="area"
        {...search.suggestProps}
        itemPredicate={(query, a) => matches(a, query)}
        inputValueRenderer={(a) => a.area}
        itemRenderer={(a, { handleClick, modifiers, ref }) =>
          modifiers.matchesPredicate ? (
            <MenuItem
              key={a.area}
              ref={ref}
              roleStructure="listoption"
              active={modifiers.active}
              text={a.area}
              label={a.areaAr}
              onClick={handleClick}
            />
          ) : null
        }
        noResults={<MenuItem disabled roleStructure="listoption" text={m.noBranchThere()} />}
        onItemSelect={choose}
        fill
        popoverProps={search.popoverProps}
        inputProps={{
          id: 'phone-order-area',
          placeholder: m.areaPlaceholder(),
          onFocus: search.onFocus,
          onBlur: () => {
            const named = areaNamed(areas, search.query)
            if (named && named !== chosen) choose(named)
            input.onBlur()
          },
        }}
      />
    </FormGroup>
  )
}
