import { employeeResource, roleResource } from 'contracts'
import {
  ReferenceField,
  ResourceForm,
  PhoneField,
  TextField,
  useFormController,
  useIdParam,
} from '../../lib/resource'
import { BranchesField } from '../../lib/branches'
import { AccessChoice } from './AccessChoice'
import { AccountActions } from './AccountActions'
import { toEmployeeInput, validateEmployee } from './employeeForm'
import { EMPLOYEE_LABELS as LABELS } from './labels'
import './employee.css'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  roleId: undefined,
  branchIds: [],
  isActive: true,
  access: 'invite',
}

/** Add an employee (invited, or with a password) and edit one (no password here). */
export default function EmployeeFormScreen() {
  const id = useIdParam('employeeId')
  const controller = useFormController(employeeResource, {
    id,
    empty: EMPTY,
    nameOf: (v) => `${String(v.firstName ?? '')} ${String(v.lastName ?? '')}`,
  })
  const employeeForm = {
    ...controller,
    validate: validateEmployee,
    save: (values: Record<string, unknown>) => controller.save(toEmployeeInput(values)),
  }
  return (
    <ResourceForm controller={employeeForm} labels={LABELS}>
      <div className="resource-form-grid">
        <TextField name="firstName" label={LABELS.firstName} required />
        <TextField name="lastName" label={LABELS.lastName} required />
        <TextField name="email" label={LABELS.email} required />
        <PhoneField name="phone" label={LABELS.phone} required helperText={m.phoneHelp()} />
        <ReferenceField
          name="roleId"
          label={LABELS.roleId}
          resource={roleResource}
          currentName={controller.record?.roleName}
          required
        />
      </div>
      <BranchesField
        name="branchIds"
        label={LABELS.branchIds}
        required={false}
        helperText={m.noneTicked()}
      />
      {controller.mode === 'add' && <AccessChoice />}
      {controller.record && <AccountActions employee={controller.record} />}
    </ResourceForm>
  )
}
