import {
  Button,
  Card,
  Checkbox,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H3,
  InputGroup,
  MenuItem,
  Radio,
} from '@blueprintjs/core'
import { MinusIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons'
import { Suggest } from '@blueprintjs/select'
import { BRANCH_PACE_MESSAGES, PHONE_ORDER_LINE_RULES, rankByName, tooLongMessage } from 'contracts'
import type { OrderQuote, PhoneOrderMenu } from 'contracts'
import { useState } from 'react'
import { useForm } from 'react-final-form'
import { lengthCount } from '../../../lib/resource'
import { lineQuantity, quantityProblem } from './draft'
import type { Draft, DraftLine } from './draft'
import { messages, nameInLanguage, say } from '../../../lib/i18n'
import { formatUsd } from '../../../lib/i18n/money'
import { Problems, problemsAt } from './problems'
import en from './messages.en.json'
import { branchLabel } from '../../../lib/branches'

const m = messages(en)

type Product = PhoneOrderMenu['products'][number]
type Group = Product['optionGroups'][number]

/** Why a product cannot be added at the branch, or undefined when it can. */
export function unavailability(product: Product, branch: { id: number; name: string } | undefined) {
  if (!product.isAvailable) return m.unavailable()
  if (branch && !product.branchIds.includes(branch.id))
    return m.notSoldAt({ branch: branchLabel(branch) })
  // Taken off at the menu's branch for now.
  if (!product.available) return say(BRANCH_PACE_MESSAGES.backAt(product.availableAgain))
  return undefined
}

/** Why an option cannot be chosen (taken off at the branch for now), or undefined. */
const optionOff = (o: Group['options'][number]) =>
  o.available ? undefined : say(BRANCH_PACE_MESSAGES.backAt(o.availableAgain))

/** The fewest choices a group needs (a required group at least one). */
const minOf = (g: Group) => (g.required ? Math.max(1, g.minSelect) : g.minSelect)

/** How a group's bounds read: "choose 1", "up to 3", "2 to 4". */
export function groupRule(g: Group) {
  const min = minOf(g)
  if (min === g.maxSelect) return m.chooseN({ min })
  if (min === 0) return m.optionalUpTo({ max: g.maxSelect })
  return m.chooseRange({ min, max: g.maxSelect })
}

/** The first group whose choices are out of bounds, in words; undefined when all are fine. */
export function choicesProblem(product: Product, chosen: readonly number[]) {
  for (const g of product.optionGroups) {
    const n = g.options.filter((o) => chosen.includes(o.id)).length
    if (n < minOf(g)) return m.groupProblem({ group: productName(g), rule: groupRule(g) })
    if (n > g.maxSelect) return m.groupAtMost({ group: productName(g), max: g.maxSelect })
  }
  return undefined
}

/**
 * A product's (option's, group's) name as the employee reads it: its Arabic name (`nameAr`)
 * to one who works in Arabic, when it has one; else its name.
 */
export const productName = (p: { name: string; nameAr?: string | null }) =>
  nameInLanguage(p.name, p.nameAr)

export const lineOf = (product: Product, optionIds: number[]): DraftLine => ({
  productId: product.id,
  name: productName(product),
  quantity: 1,
  optionIds,
  optionNames: product.optionGroups
    .flatMap((g) => g.options.filter((o) => optionIds.includes(o.id)).map((o) => productName(o)))
    .join(', '),
  notes: '',
})

interface ItemsSectionProps {
  menu: PhoneOrderMenu
  draft: Draft
  quote: OrderQuote | undefined
}

/** The lines: a product search that works from the keyboard, options, quantity and a note each. */
export function ItemsSection({ menu, draft, quote }: ItemsSectionProps) {
  const form = useForm<Draft>()
  const [choosing, setChoosing] = useState<Product>()
  const branch = menu.branches.find((b) => b.id === draft.branchId)
  const add = (line: DraftLine) => form.change('lines', [...draft.lines, line])
  const setLine = (i: number, change: Partial<DraftLine>) =>
    form.change(
      'lines',
      draft.lines.map((l, j) => (j === i ? { ...l, ...change } : l)),
    )
  // The quote's lines follow the draft's while every product is known.
  const priced = quote && quote.items.length === draft.lines.length ? quote.items : undefined
  return (
    <Card className="phone-order-section" aria-labelledby="phone-order-items">
      <H3 id="phone-order-items">{m.items()}</H3>
      <ProductSearch
        products={menu.products}
        branch={branch}
        onPick={(p) =>
          unavailability(p, branch)
            ? undefined
            : p.optionGroups.length
              ? setChoosing(p)
              : add(lineOf(p, []))
        }
      />
      {draft.lines.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{m.noItems()}</p>
      ) : (
        <ol className="phone-order-lines" aria-label={m.orderLines()}>
          {draft.lines.map((line, i) => (
            <li
              key={i}
              className="phone-order-line"
              aria-label={m.lineLabel({ n: i + 1, name: line.name })}
            >
              <div className="phone-order-line-head">
                <span>
                  <strong>{line.name}</strong>
                  {line.optionNames && (
                    <span className={Classes.TEXT_MUTED}> · {line.optionNames}</span>
                  )}
                </span>
                <span data-testid="phone-order-line-total">
                  {priced?.[i] ? formatUsd(priced[i].lineTotal) : ''}
                </span>
              </div>
              <LineControls
                line={line}
                index={i}
                onChange={(change) => setLine(i, change)}
                onRemove={() =>
                  form.change(
                    'lines',
                    draft.lines.filter((_, j) => j !== i),
                  )
                }
              />
              <Problems problems={problemsAt(quote, `items.${i}`)} />
            </li>
          ))}
        </ol>
      )}
      <OptionsDialog
        product={choosing}
        onAdd={(ids) => {
          if (choosing) add(lineOf(choosing, ids))
          setChoosing(undefined)
        }}
        onCancel={() => setChoosing(undefined)}
      />
    </Card>
  )
}

/**
 * A line's quantity (its rule said under the box, what was typed kept in it), its
 * note (counted near its limit, refused past it in words) and its removal.
 */
function LineControls({
  line,
  index,
  onChange,
  onRemove,
}: {
  line: DraftLine
  index: number
  onChange: (change: Partial<DraftLine>) => void
  onRemove: () => void
}) {
  const { maxQuantity, maxNote } = PHONE_ORDER_LINE_RULES
  const quantity = typeof line.quantity === 'number' ? line.quantity : undefined
  const problem = quantityProblem(line.quantity)
  const noteTooLong =
    line.notes.length > maxNote ? say(tooLongMessage('Line note', maxNote)) : undefined
  const noteCount = lengthCount(line.notes, maxNote)
  const id = `phone-order-line-${index}`
  return (
    <>
      <div className="phone-order-line-controls">
        <Button
          icon={<MinusIcon />}
          aria-label={m.oneLess({ name: line.name })}
          disabled={quantity === undefined || quantity <= 1 || quantity > maxQuantity}
          onClick={() => onChange({ quantity: quantity! - 1 })}
        />
        <InputGroup
          className="phone-order-quantity"
          aria-label={m.quantityOf({ name: line.name })}
          inputMode="numeric"
          intent={problem ? 'danger' : 'none'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-quantity` : undefined}
          value={String(line.quantity)}
          onValueChange={(text) => onChange({ quantity: lineQuantity(text) })}
        />
        <Button
          icon={<PlusIcon />}
          aria-label={m.oneMore({ name: line.name })}
          disabled={quantity === undefined || quantity < 1 || quantity >= maxQuantity}
          onClick={() => onChange({ quantity: quantity! + 1 })}
        />
        <InputGroup
          className="phone-order-line-note"
          aria-label={m.noteFor({ name: line.name })}
          placeholder={m.notePlaceholder()}
          value={line.notes}
          intent={noteTooLong ? 'danger' : 'none'}
          aria-invalid={noteTooLong ? true : undefined}
          aria-describedby={noteTooLong || noteCount ? `${id}-note` : undefined}
          onValueChange={(notes) => onChange({ notes })}
        />
        <Button
          icon={<TrashIcon />}
          variant="minimal"
          intent="danger"
          aria-label={m.remove({ name: line.name })}
          onClick={onRemove}
        />
      </div>
      {problem && (
        <p id={`${id}-quantity`} className="phone-order-field-error" role="alert">
          {problem}
        </p>
      )}
      {(noteTooLong || noteCount) && (
        <p
          id={`${id}-note`}
          className={noteTooLong ? 'phone-order-field-error' : Classes.TEXT_MUTED}
          role={noteTooLong ? 'alert' : undefined}
        >
          {noteTooLong ?? m.noteCount({ count: noteCount })}
        </p>
      )}
    </>
  )
}

/** How many of a product were ordered at the branch (at every branch of the employee's when none is chosen). */
const soldAt = (p: Product, branchId: number | undefined) =>
  p.soldAt.reduce(
    (n, s) => (branchId === undefined || s.branchId === branchId ? n + s.quantity : n),
    0,
  )

/**
 * The products a search lists, best first, as the palette ranks them: the exact
 * name, a name that starts with the text, a word that does, then any holding it,
 * the most sold at the branch first; English or Arabic. Every product, by name,
 * before anything is typed.
 */
export function productsFor(products: readonly Product[], query: string, branchId?: number) {
  const listed = query.trim()
    ? rankByName(
        products,
        query,
        (p) => [p.name, p.nameAr],
        (p) => soldAt(p, branchId),
      ).map((r) => r.item)
    : products
  return listed.slice(0, 30)
}

/** Type, arrows, Enter: a product by its English or Arabic name; one that cannot be had says why. */
function ProductSearch({
  products,
  branch,
  onPick,
}: {
  products: Product[]
  branch: { id: number; name: string } | undefined
  onPick: (p: Product) => void
}) {
  const [query, setQuery] = useState('')
  return (
    <FormGroup label={m.addProduct()} labelFor="phone-order-product" helperText={m.productHelp()}>
      <Suggest<Product>
        items={products}
        selectedItem={null}
        query={query}
        onQueryChange={setQuery}
        itemDisabled={(p) => unavailability(p, branch) !== undefined}
        itemListPredicate={(q, items) => productsFor(items, q, branch?.id)}
        inputValueRenderer={() => ''}
        itemRenderer={(p, { handleClick, modifiers, ref }) => {
          const why = unavailability(p, branch)
          return (
            <MenuItem
              key={p.id}
              ref={ref}
              roleStructure="listoption"
              active={modifiers.active}
              disabled={modifiers.disabled}
              text={
                productName(p) === p.name ? `${p.name} · ${p.nameAr}` : `${p.nameAr} · ${p.name}`
              }
              label={why ?? formatUsd(p.price)}
              onClick={handleClick}
            />
          )
        }}
        noResults={<MenuItem disabled roleStructure="listoption" text={m.noProduct()} />}
        onItemSelect={(p) => {
          setQuery('')
          onPick(p)
        }}
        resetOnSelect
        closeOnSelect
        fill
        popoverProps={{ minimal: true, matchTargetWidth: true }}
        inputProps={{ id: 'phone-order-product', placeholder: m.productPlaceholder() }}
      />
    </FormGroup>
  )
}

/** The options of a product, each group's required, minimum and maximum choices enforced. */
function OptionsDialog({
  product,
  onAdd,
  onCancel,
}: {
  product: Product | undefined
  onAdd: (optionIds: number[]) => void
  onCancel: () => void
}) {
  const [chosen, setChosen] = useState<number[]>([])
  const [tried, setTried] = useState(false)
  const problem = product ? choicesProblem(product, chosen) : undefined
  // An option taken off while the dialog was open is never added.
  const offChosen = product?.optionGroups.some((g) =>
    g.options.some((o) => chosen.includes(o.id) && optionOff(o)),
  )
  const toggle = (g: Group, id: number) => {
    const inGroup = new Set(g.options.map((o) => o.id))
    if (g.maxSelect === 1) setChosen([...chosen.filter((c) => !inGroup.has(c)), id])
    else setChosen(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])
  }
  return (
    <Dialog
      isOpen={product !== undefined}
      title={product ? m.optionsTitle({ name: productName(product) }) : ''}
      onClose={onCancel}
      onOpening={() => {
        setChosen([])
        setTried(false)
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          setTried(true)
          if (!problem && !offChosen) onAdd(chosen)
        }}
      >
        <DialogBody>
          {product?.optionGroups.map((g) => {
            const count = g.options.filter((o) => chosen.includes(o.id)).length
            return (
              <fieldset key={g.id} className="phone-order-group">
                <legend>
                  {productName(g)} <span className={Classes.TEXT_MUTED}>({groupRule(g)})</span>
                </legend>
                {g.options.map((o) => {
                  const off = optionOff(o)
                  const label = `${productName(o)}${Number(o.priceDelta) ? ` (+${formatUsd(o.priceDelta)})` : ''}${off ? ` · ${off}` : ''}`
                  const checked = chosen.includes(o.id)
                  return g.maxSelect === 1 ? (
                    <Radio
                      key={o.id}
                      name={`group-${g.id}`}
                      label={label}
                      checked={checked}
                      disabled={off !== undefined}
                      onChange={() => toggle(g, o.id)}
                    />
                  ) : (
                    <Checkbox
                      key={o.id}
                      label={label}
                      checked={checked}
                      disabled={off !== undefined || (!checked && count >= g.maxSelect)}
                      onChange={() => toggle(g, o.id)}
                    />
                  )
                })}
              </fieldset>
            )
          })}
          {tried && (problem || offChosen) && (
            <p className="phone-order-dialog-error" role="alert">
              {problem ?? m.optionOffChosen()}
            </p>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onCancel}>{m.cancel()}</Button>
              <Button type="submit" intent="primary">
                {m.addToOrder()}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  )
}
