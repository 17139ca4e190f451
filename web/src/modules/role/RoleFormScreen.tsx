import { roleResource } from 'contracts'
import { ResourceForm, TextField, useFormController, useIdParam } from '../../lib/resource'
import { ROLE_LABELS as LABELS } from './labels'
import { rolePaths } from './paths'
import { PermissionMatrix } from './PermissionMatrix'

const EMPTY = { name: '', description: '', permissions: [] }

/** Add and edit a role: its name, what it is for, and its permission matrix. */
export default function RoleFormScreen() {
  const id = useIdParam('roleId')
  const controller = useFormController(roleResource, {
    id,
    empty: EMPTY,
    listPath: rolePaths.list,
  })
  return (
    <ResourceForm controller={controller} labels={LABELS}>
      <div className="resource-form-grid">
        <TextField name="name" label={LABELS.name} required />
        <TextField name="description" label={LABELS.description} />
      </div>
      <PermissionMatrix name="permissions" />
    </ResourceForm>
  )
}
