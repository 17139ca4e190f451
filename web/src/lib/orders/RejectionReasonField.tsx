import { Button, Callout, Classes, Radio, RadioGroup } from '@blueprintjs/core'
import { useField } from 'react-final-form'
import { errorMessage, FieldFrame, fieldError, fieldId } from '../resource'
import { messages } from '../i18n'
import { useRejectionReasons } from './useRejectionReasons'
import en from './messages.en.json'

const m = messages(en)

const NAME = 'rejectionReasonId'

/** The reason of a rejection: one of the active reasons, in their sort order. */
export function RejectionReasonField() {
  const { input, meta } = useField<number | null>(NAME)
  const { reasons, error, isLoading, retry } = useRejectionReasons(true)
  const id = fieldId(NAME)
  return (
    <FieldFrame id={id} label={m.reason()} error={fieldError(meta)} required>
      {error ? (
        <Callout intent="danger" role="alert">
          {m.reasonsNotLoaded({ error: errorMessage(error) })}{' '}
          <Button size="small" onClick={retry}>
            {m.retry()}
          </Button>
        </Callout>
      ) : isLoading ? (
        <p className={Classes.SKELETON}>{m.loadingReasons()}</p>
      ) : (
        <RadioGroup
          name={id}
          selectedValue={input.value ?? undefined}
          onChange={(e) => {
            input.onChange(Number(e.currentTarget.value))
            input.onBlur()
          }}
        >
          {reasons.map((reason) => (
            <Radio
              key={reason.id}
              id={`${id}-${reason.id}`}
              value={reason.id}
              label={reason.text}
            />
          ))}
        </RadioGroup>
      )}
    </FieldFrame>
  )
}
