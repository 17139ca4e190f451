import { CASH_COUNT_MESSAGES, cashDifference, cashNoteMissing, differenceInWords } from 'contracts'
import { useFormState } from 'react-final-form'
import { MoneyField } from './MoneyField'
import { TextField } from './TextField'

/** The form's values for a count: the amount as read (or as typed) and the note. */
interface CountValues {
  amount?: string
  note?: string
}

/** What counts as "differs": a count that reads and is not what was expected. */
const differs = (amount: string | undefined, expected: string) => {
  const difference = cashDifference(amount, expected)
  return difference !== undefined && difference !== '0.00'
}

/**
 * Cash counted against what was expected (a rider's settlement, a shift's
 * close): the amount typed as people type it (`42`, `1,250.5`, `١٢٤٩`), the
 * difference in words as it is typed, and the note, asked for while the count
 * differs. The note stays on screen whatever the amount reads, so what was
 * typed in it is never hidden. The form's values are `amount` and `note`.
 */
export function CashCountFields({ expected }: { expected: string }) {
  const { values } = useFormState<CountValues>({ subscription: { values: true } })
  const difference = cashDifference(values.amount, expected)
  const needsNote = differs(values.amount, expected)
  return (
    <>
      <MoneyField name="amount" label="Cash counted" required />
      <p aria-live="polite" data-testid="cash-difference">
        Difference:{' '}
        <strong>{difference === undefined ? '—' : differenceInWords(difference)}</strong>
      </p>
      <TextField
        name="note"
        label={needsNote ? 'Note: why it differs' : 'Note (optional)'}
        required={needsNote}
        multiline
      />
    </>
  )
}

/**
 * The count's rule added to the form's other errors: a note while an amount
 * that reads differs from what was expected (the server's 400 Errors.note).
 */
export function cashCountErrors(
  values: CountValues,
  expected: string,
  errors: Record<string, unknown> = {},
) {
  if (errors.amount || !differs(values.amount, expected)) return errors
  return cashNoteMissing(values.amount!, expected, values.note)
    ? { ...errors, note: CASH_COUNT_MESSAGES.noteRequired }
    : errors
}
