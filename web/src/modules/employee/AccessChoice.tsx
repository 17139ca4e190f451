import { Radio, RadioGroup } from '@blueprintjs/core'
import { useField } from 'react-final-form'
import { EMPLOYEE_LABELS as LABELS } from './labels'
import { PasswordField } from './PasswordField'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** How a new employee gets their password: an invitation e-mail, or one set here. */
export type AccessMode = 'invite' | 'password'

/** The choice between inviting the employee and setting their password now. */
export function AccessChoice() {
  const { input } = useField<AccessMode>('access')
  return (
    <>
      <RadioGroup
        label={m.password()}
        name="access"
        selectedValue={input.value}
        onChange={(e) => input.onChange(e.currentTarget.value)}
      >
        <Radio value="invite" label={m.invite()} />
        <Radio value="password" label={m.setPassword()} />
      </RadioGroup>
      {input.value === 'password' && (
        <div className="resource-form-grid">
          <PasswordField name="password" label={LABELS.password} />
          <PasswordField name="confirmPassword" label={LABELS.confirmPassword} />
        </div>
      )}
    </>
  )
}
