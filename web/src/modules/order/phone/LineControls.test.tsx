import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { PHONE_ORDER_LINE_RULES, tooLongMessage } from 'contracts'
import type { PhoneOrderMenu } from 'contracts'
import { Form, useFormState } from 'react-final-form'
import { afterEach, describe, expect, it } from 'vitest'
import { newDraft } from './draft'
import type { Draft } from './draft'
import { ItemsSection } from './ItemsSection'

/*
 * A line's quantity and note boxes as the employee types: a refused value stays in the box as
 * typed, with its rule in words under it, and the line's values are never changed silently.
 */

afterEach(cleanup)

const menu = { products: [], branches: [] } as unknown as PhoneOrderMenu

function Lines() {
  const { values } = useFormState<Draft>({ subscription: { values: true } })
  return <ItemsSection menu={menu} draft={values} quote={undefined} />
}

function renderLine() {
  const draft: Draft = {
    ...newDraft(),
    lines: [
      {
        productId: 7,
        name: 'Beef Shawarma',
        quantity: 2,
        optionIds: [],
        optionNames: '',
        notes: '',
      },
    ],
  }
  let values: Draft = draft
  render(
    <Form<Draft> onSubmit={() => undefined} initialValues={draft}>
      {() => (
        <>
          <Lines />
          <Spy onValues={(v) => (values = v)} />
        </>
      )}
    </Form>,
  )
  return () => values.lines[0]!
}

function Spy({ onValues }: { onValues: (values: Draft) => void }) {
  onValues(useFormState<Draft>({ subscription: { values: true } }).values)
  return null
}

const quantityBox = () =>
  screen.getByRole('textbox', { name: 'Quantity of Beef Shawarma' }) as HTMLInputElement
const noteBox = () =>
  screen.getByRole('textbox', { name: 'Note for Beef Shawarma' }) as HTMLInputElement
const said = (box: HTMLElement) =>
  box.getAttribute('aria-describedby')
    ? document.getElementById(box.getAttribute('aria-describedby')!)?.textContent
    : undefined

// The first render loads Blueprint's inputs: more than vitest's 5 s on a busy machine.
describe("a line's quantity", { timeout: 20_000 }, () => {
  it('keeps a refused value in the box as typed, with its rule in words, never another value', () => {
    const line = renderLine()
    for (const [typed, rule] of [
      ['9999', PHONE_ORDER_LINE_RULES.quantityAtMost],
      ['100', PHONE_ORDER_LINE_RULES.quantityAtMost],
      ['0', PHONE_ORDER_LINE_RULES.quantityAtLeast],
      ['-3', PHONE_ORDER_LINE_RULES.quantityAtLeast],
      ['2.5', PHONE_ORDER_LINE_RULES.quantityWhole],
      ['two', PHONE_ORDER_LINE_RULES.quantityWhole],
    ] as const) {
      fireEvent.change(quantityBox(), { target: { value: typed } })
      expect(quantityBox().value, typed).toBe(typed)
      expect(quantityBox().getAttribute('aria-invalid'), typed).toBe('true')
      expect(said(quantityBox()), typed).toBe(rule)
      expect(screen.getByRole('alert').textContent, typed).toBe(rule)
      // Nothing sendable is made of it: neither 1, nor 99, nor the value before.
      expect([1, 2, 99], typed).not.toContain(line().quantity)
    }
  })

  it('takes a whole number as people type it, and says nothing', () => {
    const line = renderLine()
    fireEvent.change(quantityBox(), { target: { value: '١٢' } })
    expect(line().quantity).toBe(12)
    expect(said(quantityBox())).toBeUndefined()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe("a line's note", { timeout: 20_000 }, () => {
  const { maxNote } = PHONE_ORDER_LINE_RULES

  it('counts near its limit, and past it keeps every character typed with the rule in words', () => {
    const line = renderLine()
    fireEvent.change(noteBox(), { target: { value: 'x'.repeat(maxNote - 10) } })
    expect(said(noteBox())).toBe(`Note: ${maxNote - 10} / ${maxNote} characters`)
    expect(noteBox().getAttribute('aria-invalid')).toBeNull()

    const long = 'No garlic, '.repeat(20) + 'extra pickles'
    fireEvent.change(noteBox(), { target: { value: long } })
    expect(long.length).toBeGreaterThan(maxNote)
    expect(noteBox().value).toBe(long)
    expect(line().notes).toBe(long)
    expect(noteBox().getAttribute('aria-invalid')).toBe('true')
    expect(said(noteBox())).toBe(tooLongMessage('Line note', maxNote))
    expect(screen.getByRole('alert').textContent).toBe(tooLongMessage('Line note', maxNote))
  })
})
