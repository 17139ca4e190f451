import { InputGroup } from '@blueprintjs/core'
import { FieldFrame } from '../../lib/resource'
import { m } from './labels'
import { useTextInput } from '../../lib/resource/fields/useTextInput'

/** The coupon code, upper-cased as it is typed (customers type it in any case). */
export function CodeField({ label }: { label: string }) {
  const field = useTextInput('code', { parse: (text: string) => text.toUpperCase() })
  return (
    <FieldFrame {...field.frame} label={label} required helperText={m.codeHint()}>
      <InputGroup
        {...field.props}
        className="coupon-code"
        autoComplete="off"
        spellCheck={false}
        onValueChange={field.setText}
      />
    </FieldFrame>
  )
}
