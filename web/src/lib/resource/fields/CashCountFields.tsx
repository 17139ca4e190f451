import {
  CASH_COUNT_MESSAGES,
  cashDifference,
  cashNoteMissing,
  differenceInWords,
  lbpDifferenceInWords,
} from 'contracts'
import { useFormState } from 'react-final-form'
import { LbpField } from './LbpField'
import { MoneyField } from './MoneyField'
import { TextField } from './TextField'

/** The form's values for a count: the amounts as read (or as typed) and the note. */
interface CountValues {
  amount?: string
  /** The pounds counted, when the count takes pounds. */
  amountLbp?: number | null
  note?: string
}

/** What counts as "differs": a count that reads and is not what was expected. */
const differs = (amount: string | undefined, expected: string) => {
  const difference = cashDifference(amount, expected)
  return difference !== undefined && difference !== '0.00'
}

/** The pounds counted less those expected; undefined while the box does not read. */
const lbpDifference = (amount: number | null | undefined, expected: number | undefined) =>
  expected === undefined || typeof amount !== 'number' ? undefined : amount - expected

/**
 * Cash counted against what was expected (a rider's settlement, a shift's
 * close): the amount typed as people type it (`42`, `1,250.5`, `١٢٤٩`), the
 * difference in words as it is typed, and the note, asked for while the count
 * differs. With `expectedLbp`, the pounds are counted too (`amountLbp`, typed
 * as `450,000` or `450k`), each currency's difference apart. The note stays on
 * screen whatever the amounts read, so what was typed in it is never hidden.
 */
export function CashCountFields({
  expected,
  expectedLbp,
}: {
  expected: string
  expectedLbp?: number
}) {
  const { values } = useFormState<CountValues>({ subscription: { values: true } })
  const difference = cashDifference(values.amount, expected)
  const poundsOff = lbpDifference(values.amountLbp, expectedLbp)
  const needsNote = differs(values.amount, expected) || (poundsOff ?? 0) !== 0
  return (
    <>
      <MoneyField name="amount" label="Cash counted" required />
      {expectedLbp !== undefined && <LbpField name="amountLbp" label="Pounds counted" required />}
      <p aria-live="polite" data-testid="cash-difference">
        Difference:{' '}
        <strong>{difference === undefined ? '—' : differenceInWords(difference)}</strong>
        {expectedLbp !== undefined && (
          <>
            {' '}
            in dollars;{' '}
            <strong data-testid="cash-difference-lbp">
              {poundsOff === undefined ? '—' : lbpDifferenceInWords(poundsOff)}
            </strong>{' '}
            in pounds
          </>
        )}
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
 * that reads differs from what was expected, in dollars or (with
 * `expectedLbp`) in pounds (the server's 400 Errors.note).
 */
export function cashCountErrors(
  values: CountValues,
  expected: string,
  errors: Record<string, unknown> = {},
  expectedLbp?: number,
) {
  if (errors.amount) return errors
  const poundsOff = lbpDifference(values.amountLbp, expectedLbp) ?? 0
  if (!differs(values.amount, expected) && poundsOff === 0) return errors
  const lbp = { counted: poundsOff, expected: 0 }
  return cashNoteMissing(values.amount!, expected, values.note, lbp)
    ? { ...errors, note: CASH_COUNT_MESSAGES.noteRequired }
    : errors
}
