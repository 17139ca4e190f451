import { Button, Callout, Dialog, DialogBody } from '@blueprintjs/core'
import { DialogSubmitFooter } from '../forms/DialogSubmitFooter'
import { cashTenderSchema, centsToMoney, changeDue, moneyToCents, readAmount } from 'contracts'
import type { CashTender, ChangeCurrency, TenderTerms } from 'contracts'
import type { FormApi, SubmissionErrors } from 'final-form'
import { useState } from 'react'
import { Form } from 'react-final-form'
import { messages } from '../i18n'
import { formatLbp, formatRate, formatUsd } from '../i18n/money'
import { richMessage } from '../i18n/richMessage'
import { usePoundsQuestion } from '../forms/usePoundsQuestion'
import { zodValidate } from '../forms/zodValidate'
import { LbpField, MoneyField } from '../resource'
import type { MovableOrder } from './statusMoves'
import { moveLabel } from './labels'
import en from './messages.en.json'

const m = messages(en)

/** The moves that finish an order: a cash one asks what was received first. */
export type FinishMove = 'delivered' | 'picked_up'

interface Values {
  receivedUsd: string
  receivedLbp: number | null
}

const validateTender = zodValidate(cashTenderSchema.pick({ receivedUsd: true, receivedLbp: true }))

/**
 * The two boxes as the contract reads them: an empty pound box is no pounds, and
 * an empty dollar box is no dollars once pounds are typed (a customer who paid
 * all in pounds); both empty, the dollars stay required.
 */
function tender(values: Values): { receivedUsd: string; receivedLbp: number } {
  const lbp = values.receivedLbp ?? 0
  const usd = values.receivedUsd === '' && values.receivedLbp !== null ? '0.00' : values.receivedUsd
  return { receivedUsd: usd, receivedLbp: lbp }
}

/** What was received as the contract takes it, or undefined while a box does not read. */
function received(values: Values): { usd: string; lbp: number } | undefined {
  const { receivedUsd: usd, receivedLbp: lbp } = tender(values)
  if (!readAmount(usd).ok || typeof lbp !== 'number') return undefined
  return { usd, lbp }
}

/**
 * What is still due, in cents, when what was received does not pay the order
 * at its rate (short by more than half a rounding step, as the server checks); else 0.
 */
function stillDue(got: { usd: string; lbp: number }, terms: TenderTerms): number {
  const given = moneyToCents(got.usd) * terms.lbpPerUsd + got.lbp * 100
  const due = moneyToCents(terms.cashDue) * terms.lbpPerUsd
  if (given + terms.step * 50 >= due) return 0
  return Math.ceil((due - given) / terms.lbpPerUsd)
}

interface CashReceivedDialogProps {
  order: MovableOrder
  /** The finishing move asked for; the dialog is closed without one. */
  to: FinishMove | undefined
  /** Sends the move with the tender; answers the server's refusal, if any. */
  onSubmit: (cash: CashTender) => Promise<SubmissionErrors | undefined>
  onClose: () => void
}

/**
 * "Cash received" (docs/requirements.md#money): Mark delivered or Mark picked
 * up on a cash order asks what the customer handed over, a dollar box and a
 * pound box, the dollars prefilled with the cash due, so Enter confirms it
 * and the board stays one keystroke. The change due shows as it is typed, in
 * pounds (the usual) or in dollars at a click. A 400 (the tender does not pay
 * the order at its rate) is shown at the boxes, in the server's words, with
 * what was typed kept; dollars about a thousand times the due first ask "Is
 * this in pounds?".
 */
export function CashReceivedDialog({ order, to, onSubmit, onClose }: CashReceivedDialogProps) {
  // The order's own rate and rounding step, as the server checks the tender.
  const terms = { cashDue: order.cashDue, lbpPerUsd: order.lbpPerUsd, step: order.lbpRoundingStep }
  const [changeIn, setChangeIn] = useState<ChangeCurrency>('lbp')
  const pounds = usePoundsQuestion()

  const submit = async (values: Values, form: FormApi<Values>) => {
    const got = received(values)
    if (!got) return undefined
    const answer = await pounds.check(got.usd, order.cashDue)
    if (answer === 'back') return undefined
    if (answer === 'pounds') {
      // The dollars typed were pounds: they move to the pound box, to be confirmed again.
      form.change('receivedLbp', got.lbp + Math.round(moneyToCents(got.usd) / 100))
      form.change('receivedUsd', '0.00')
      return undefined
    }
    return onSubmit({
      receivedUsd: got.usd,
      receivedLbp: got.lbp,
      ...changeDue(got, terms, changeIn),
    })
  }

  return (
    <Dialog
      isOpen={to !== undefined}
      title={m.cashTitle({ number: order.number })}
      onClose={onClose}
    >
      {to && (
        <Form<Values>
          onSubmit={(values, form) => submit(values, form)}
          initialValues={{ receivedUsd: order.cashDue, receivedLbp: null }}
          validate={(values) => validateTender(tender(values))}
          render={({ handleSubmit, submitting, values, submitErrors, dirtySinceLastSubmit }) => {
            const got = received(values)
            const change = got && changeDue(got, terms, changeIn)
            const short = got ? stillDue(got, terms) : 0
            const refusal = !dirtySinceLastSubmit && submitErrors?.cash
            return (
              <form onSubmit={handleSubmit} noValidate>
                <DialogBody>
                  <p>
                    {richMessage(m.dueInCash, {
                      usd: <strong>{formatUsd(order.cashDue)}</strong>,
                      lbp: <strong>{formatLbp(order.cashDueLbp)}</strong>,
                      rate: formatRate(order.lbpPerUsd),
                    })}
                  </p>
                  <MoneyField name="receivedUsd" label={m.dollarsReceived()} autoFocus />
                  <LbpField name="receivedLbp" label={m.poundsReceived()} />
                  {typeof refusal === 'string' && (
                    <Callout intent="danger" role="alert">
                      {refusal}
                    </Callout>
                  )}
                  <p aria-live="polite" data-testid="change-due">
                    {change === undefined ? (
                      m.changeDueNone()
                    ) : short > 0 ? (
                      richMessage(m.stillDue, {
                        amount: <strong>{formatUsd(centsToMoney(short))}</strong>,
                      })
                    ) : (
                      <>
                        {richMessage(m.changeDue, {
                          amount: (
                            <strong>
                              {changeIn === 'lbp'
                                ? formatLbp(change.changeLbp)
                                : formatUsd(change.changeUsd)}
                            </strong>
                          ),
                        })}{' '}
                        <Button
                          minimal
                          small
                          text={changeIn === 'lbp' ? m.giveInDollars() : m.giveInPounds()}
                          onClick={() => setChangeIn(changeIn === 'lbp' ? 'usd' : 'lbp')}
                        />
                      </>
                    )}
                  </p>
                </DialogBody>
                <DialogSubmitFooter
                  label={moveLabel(to)}
                  onClose={onClose}
                  submitting={submitting}
                />
              </form>
            )
          }}
        />
      )}
      {pounds.question}
    </Dialog>
  )
}
