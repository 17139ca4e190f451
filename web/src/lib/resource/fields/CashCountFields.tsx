import {
  CASH_COUNT_MESSAGES,
  cashDifference,
  cashNoteMissing,
  countDifference,
  differenceInWords,
  lbpDifferenceInWords,
} from 'contracts'
import { useFormState } from 'react-final-form'
import { LbpField } from './LbpField'
import { MoneyField } from './MoneyField'
import { TextField } from './TextField'
import { messages, say } from '../../i18n'
import en from '../messages.en.json'
import { withNodes } from '../text/withNodes'

const m = messages(en)

/**
 * The form's values for a count: the dollars as read (or as typed), the pounds
 * as read (a whole number; null while empty) and the note.
 */
interface CountValues {
  amount?: string
  amountLbp?: number | string | null
  note?: string
}

/** What the pounds are counted against, and the rate that values them in dollars. */
export interface LbpExpected {
  expected: number
  /** Undefined while the rate is read: the difference is then said in each currency only. */
  lbpPerUsd: number | undefined
}

/** The pounds counted, or undefined while the box does not read (empty counts as none). */
const poundsOf = (values: CountValues): number | undefined =>
  values.amountLbp === null || values.amountLbp === undefined
    ? 0
    : typeof values.amountLbp === 'number'
      ? values.amountLbp
      : undefined

/** What counts as "differs": a count that reads and is not what was expected, in either currency. */
function differs(values: CountValues, expected: string, lbp: LbpExpected | undefined) {
  const difference = cashDifference(values.amount, expected)
  const pounds = poundsOf(values)
  if (difference === undefined) return false
  return difference !== '0.00' || (lbp !== undefined && pounds !== lbp.expected)
}

/**
 * Cash counted against what was expected (a rider's settlement, a shift's
 * close): the dollars typed as people type them (`42`, `1,250.5`, `١٢٤٩`),
 * with `lbp` the pounds too (`1.5m`, `450,000`), the difference in each
 * currency in words as it is typed and both valued in dollars, and the note,
 * asked for while the count differs in either. The note stays on screen
 * whatever the amount reads, so what was typed in it is never hidden. The
 * form's values are `amount`, `amountLbp` and `note`.
 */
export function CashCountFields({ expected, lbp }: { expected: string; lbp?: LbpExpected }) {
  const { values } = useFormState<CountValues>({ subscription: { values: true } })
  const difference = cashDifference(values.amount, expected)
  const pounds = poundsOf(values)
  const needsNote = differs(values, expected, lbp)
  const each =
    lbp && difference !== undefined && pounds !== undefined
      ? countDifference(
          { usd: values.amount!, lbp: pounds },
          { usd: expected, lbp: lbp.expected },
          lbp.lbpPerUsd ?? 1,
        )
      : undefined
  return (
    <>
      <MoneyField name="amount" label={lbp ? m.dollarsCounted() : m.cashCounted()} required />
      {lbp && <LbpField name="amountLbp" label={m.poundsCounted()} />}
      <p aria-live="polite" data-testid="cash-difference">
        {m.difference()}{' '}
        {!lbp ? (
          <strong>{difference === undefined ? '—' : say(differenceInWords(difference))}</strong>
        ) : each === undefined ? (
          <strong>—</strong>
        ) : (
          withNodes(
            lbp.lbpPerUsd === undefined ? m.differenceEach : m.differenceEachTogether,
            {},
            {
              usd: <strong>{say(differenceInWords(each.usd))}</strong>,
              lbp: <strong>{say(lbpDifferenceInWords(each.lbp))}</strong>,
              together: <strong>{say(differenceInWords(each.difference))}</strong>,
            },
          )
        )}
      </p>
      <TextField
        name="note"
        label={needsNote ? m.noteWhy() : m.noteOptional()}
        required={needsNote}
        multiline
      />
    </>
  )
}

/**
 * The count's rule added to the form's other errors: a note while an amount
 * that reads differs from what was expected, in either currency (the
 * server's 400 Errors.note).
 */
export function cashCountErrors(
  values: CountValues,
  expected: string,
  errors: Record<string, unknown> = {},
  lbp?: LbpExpected,
) {
  if (errors.amount || !differs(values, expected, lbp)) return errors
  const pounds = { counted: poundsOf(values) ?? 0, expected: lbp?.expected ?? 0 }
  return cashNoteMissing(values.amount!, expected, values.note, pounds)
    ? { ...errors, note: CASH_COUNT_MESSAGES.noteRequired }
    : errors
}
