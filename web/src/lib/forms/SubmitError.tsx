import { Callout } from '@blueprintjs/core'
import { useFormState } from 'react-final-form'
import { say } from '../i18n'

/** The server's refusal of a dialog's form (a 422 in its words), until something is changed. */
export function SubmitError() {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  })
  if (!submitError || dirtySinceLastSubmit) return null
  return (
    <Callout intent="danger" role="alert">
      {say(String(submitError))}
    </Callout>
  )
}
