import { Checkbox, Classes, HTMLTable, Text } from '@blueprintjs/core'
import { ACTIONS, GROUPS, MODULES } from 'contracts'
import type { Action, ModuleDefinition } from 'contracts'
import { useField } from 'react-final-form'
import { FieldFrame, fieldError, fieldId } from '../../lib/resource'
import {
  actionsOf,
  columnFull,
  modulesWith,
  rowFull,
  summary,
  toggleCell,
  toggleColumn,
  toggleRow,
} from './matrix'
import type { Grants } from './matrix'
import './role.css'
import { messages, say } from '../../lib/i18n'
import en from './messages.en.json'
import { ROLE_LABELS as LABELS } from './labels'

/** The module's words (`m` names a module of the registry here). */
const t = messages(en)

/**
 * A role's permissions as a matrix: one row per module, grouped and ordered as
 * the sidebar, one column per action, a box only where the module has the
 * action (the registry's), whole-row and whole-column toggles, and a summary.
 */
export function PermissionMatrix({ name }: { name: string }) {
  const { input, meta } = useField<Grants>(name)
  const grants: Grants = Array.isArray(input.value) ? input.value : []
  const id = fieldId(name)
  const change = (next: Grants) => {
    input.onChange(next)
    input.onBlur()
  }
  return (
    <FieldFrame id={id} label={LABELS.permissions} error={fieldError(meta)} required>
      <div id={id} role="group" aria-label={LABELS.permissions} aria-describedby={`${id}-summary`}>
        <HTMLTable compact bordered className="permission-matrix">
          <thead>
            <tr>
              <th scope="col">{t.module()}</th>
              <th scope="col">{t.all()}</th>
              {ACTIONS.map((action) => (
                <th scope="col" key={action}>
                  <Checkbox
                    label={t[action]()}
                    aria-label={t.actionOnEvery({ action: t[action]() })}
                    checked={columnFull(grants, action)}
                    indeterminate={
                      !columnFull(grants, action) &&
                      modulesWith(action).some((m) => actionsOf(grants, m.key).includes(action))
                    }
                    onChange={(e) => change(toggleColumn(grants, action, e.currentTarget.checked))}
                  />
                </th>
              ))}
            </tr>
          </thead>
          {GROUPS.map((group) => (
            <tbody key={group.id}>
              <tr>
                <th scope="rowgroup" colSpan={ACTIONS.length + 2} className="permission-group">
                  {say(group.label)}
                </th>
              </tr>
              {MODULES.filter((m) => m.group === group.id).map((m) => (
                <ModuleRow key={m.key} module={m} grants={grants} onChange={change} />
              ))}
            </tbody>
          ))}
        </HTMLTable>
        <Text id={`${id}-summary`} className="permission-summary" role="status">
          {summary(grants)}
        </Text>
      </div>
    </FieldFrame>
  )
}

interface ModuleRowProps {
  module: ModuleDefinition
  grants: Grants
  onChange: (next: Grants) => void
}

function ModuleRow({ module: m, grants, onChange }: ModuleRowProps) {
  const label = say(m.label)
  const held = actionsOf(grants, m.key)
  const full = rowFull(grants, m.key)
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <Checkbox
          aria-label={t.everyActionOn({ module: label })}
          checked={full}
          indeterminate={!full && held.length > 0}
          onChange={(e) => onChange(toggleRow(grants, m.key, e.currentTarget.checked))}
        />
      </td>
      {ACTIONS.map((action: Action) => (
        <td key={action}>
          {m.actions.includes(action) ? (
            <Checkbox
              aria-label={t.actionOn({ action: t[action](), module: label })}
              checked={held.includes(action)}
              onChange={(e) => onChange(toggleCell(grants, m.key, action, e.currentTarget.checked))}
            />
          ) : (
            <span
              className={Classes.TEXT_MUTED}
              title={t.hasNo({ module: label, action: t[action]() })}
            >
              —
            </span>
          )}
        </td>
      ))}
    </tr>
  )
}
