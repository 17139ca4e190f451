import { Button, ButtonGroup, Card, Classes, H4, H5 } from '@blueprintjs/core'
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from '@blueprintjs/icons'
import { useFieldArray } from 'react-final-form-arrays'
import { MoneyField, NumberField, SwitchField, TextField, useReadOnly } from '../../lib/resource'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

export const NEW_OPTION = { name: '', nameAr: '', priceDelta: '0.00' }
export const NEW_GROUP = {
  name: '',
  nameAr: '',
  required: false,
  minSelect: 0,
  maxSelect: 1,
  options: [NEW_OPTION],
}

interface MoveButtonsProps {
  index: number
  count: number
  what: string
  move: (from: number, to: number) => void
  remove: (index: number) => void
}

/** Up, down and remove for one item of an array field. */
function MoveButtons({ index, count, what, move, remove }: MoveButtonsProps) {
  if (useReadOnly()) return null
  return (
    <ButtonGroup variant="minimal">
      <Button
        icon={<ArrowUpIcon />}
        aria-label={m.moveUp({ what })}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      />
      <Button
        icon={<ArrowDownIcon />}
        aria-label={m.moveDown({ what })}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      />
      <Button
        icon={<TrashIcon />}
        intent="danger"
        aria-label={m.removeItem({ what })}
        onClick={() => remove(index)}
      />
    </ButtonGroup>
  )
}

function OptionsField({ group, groupNumber }: { group: string; groupNumber: number }) {
  const { fields, meta } = useFieldArray(`${group}.options`, {
    subscription: { length: true, error: true, touched: true, submitFailed: true },
  })
  const count = fields.length ?? 0
  const readOnly = useReadOnly()
  return (
    <div>
      <H5>{m.options()}</H5>
      {fields.map((option, i) => (
        <div
          key={option}
          className="resource-option-row"
          role="group"
          aria-label={m.groupOption({ group: groupNumber, option: i + 1 })}
        >
          <TextField name={`${option}.name`} label={m.optionName()} required />
          <TextField name={`${option}.nameAr`} label={m.optionNameAr()} required arabic />
          <MoneyField name={`${option}.priceDelta`} label={m.extraPrice()} />
          <MoveButtons
            index={i}
            count={count}
            what={m.optionOfGroup({ option: i + 1, group: groupNumber })}
            move={fields.move}
            remove={fields.remove}
          />
        </div>
      ))}
      {typeof meta.error === 'string' && (meta.touched || meta.submitFailed) && (
        <p className={Classes.INTENT_DANGER} role="alert">
          {say(meta.error)}
        </p>
      )}
      {!readOnly && (
        <Button
          icon={<PlusIcon />}
          variant="outlined"
          onClick={() => fields.push({ ...NEW_OPTION })}
        >
          {m.addOptionToGroup({ group: groupNumber })}
        </Button>
      )}
    </div>
  )
}

/** The option groups of a product: add, remove and reorder groups and their options. */
export function OptionGroupsField() {
  const { fields } = useFieldArray('optionGroups')
  const count = fields.length ?? 0
  const readOnly = useReadOnly()
  return (
    <section aria-label={m.optionGroups()}>
      <H4>{m.optionGroups()}</H4>
      {count === 0 && <p className={Classes.TEXT_MUTED}>{m.noOptionGroups()}</p>}
      {fields.map((group, i) => (
        <Card
          key={group}
          compact
          role="group"
          aria-label={m.optionGroup({ group: i + 1 })}
          style={{ marginBottom: 12 }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between' }}>
            <H5>{m.groupTitle({ group: i + 1 })}</H5>
            <MoveButtons
              index={i}
              count={count}
              what={m.groupLower({ group: i + 1 })}
              move={fields.move}
              remove={fields.remove}
            />
          </div>
          <div className="resource-form-grid">
            <TextField name={`${group}.name`} label={m.groupName()} required />
            <TextField name={`${group}.nameAr`} label={m.groupNameAr()} required arabic />
            <NumberField name={`${group}.minSelect`} label={m.minimumChoices()} min={0} />
            <NumberField name={`${group}.maxSelect`} label={m.maximumChoices()} min={1} />
          </div>
          <SwitchField name={`${group}.required`} label={m.required()} />
          <OptionsField group={group} groupNumber={i + 1} />
        </Card>
      ))}
      {!readOnly && (
        <Button
          icon={<PlusIcon />}
          onClick={() => fields.push({ ...NEW_GROUP, options: [{ ...NEW_OPTION }] })}
        >
          {m.addOptionGroup()}
        </Button>
      )}
    </section>
  )
}
