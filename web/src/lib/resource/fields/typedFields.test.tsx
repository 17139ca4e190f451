import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { integer, money, phone } from 'contracts'
import { Form } from 'react-final-form'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { zodValidate } from '../../forms/zodValidate'
import { ReadOnlyContext } from '../form/readOnly'
import { MoneyField } from './MoneyField'
import { NumberField } from './NumberField'
import { PhoneField } from './PhoneField'

/** Part of a contract: its messages say what an empty or out-of-range value lacks. */
const validate = zodValidate(
  z.object({
    price: money('Price'),
    minRedeemPoints: integer('Minimum points', 0, 1000).default(0),
    phone: phone(),
  }),
)

/** The three typed fields in a form, with what the form would send. */
function mount(initialValues: Record<string, unknown> = {}) {
  const values: { current: Record<string, unknown>; sent?: Record<string, unknown> } = {
    current: {},
  }
  render(
    <Form
      onSubmit={(v) => void (values.sent = v)}
      initialValues={initialValues}
      validate={(v) => validate(v) as Record<string, string>}
      render={({ values: now, handleSubmit }) => {
        values.current = now
        return (
          <form onSubmit={handleSubmit}>
            <MoneyField name="price" label="Price" required />
            <MoneyField name="cap" label="Maximum discount" nullable />
            <NumberField name="usageLimit" label="Usage limit" nullable min={1} />
            <NumberField name="minRedeemPoints" label="Minimum points" required min={0} />
            <NumberField name="lat" label="Latitude" decimal min={-90} />
            <PhoneField name="phone" label="Phone" required />
            <button type="submit">Save</button>
          </form>
        )
      }}
    />,
  )
  return values
}

const box = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label)
const type = (label: RegExp, text: string) => {
  fireEvent.focus(box(label))
  fireEvent.change(box(label), { target: { value: text } })
}
const leave = (label: RegExp) => fireEvent.blur(box(label))
const message = (label: RegExp) =>
  document.getElementById(`${box(label).id}-message`)?.textContent ?? ''

afterEach(cleanup)

describe('typed fields', () => {
  it('read money as people type it and show the amount once left', () => {
    const values = mount()
    for (const [typed, saved] of [
      ['١٢٫٥', '12.50'],
      ['1,250.5', '1250.50'],
      [' 15 ', '15.00'],
    ] as const) {
      type(/^Price/, typed)
      expect(box(/^Price/).value).toBe(typed)
      expect(values.current.price).toBe(saved)
      leave(/^Price/)
      expect(box(/^Price/).value).toBe(saved)
      expect(message(/^Price/)).toBe('')
    }
  })

  it('keep what they cannot read, and say why in words', () => {
    const values = mount()
    for (const [typed, why] of [
      ['abc', 'Enter an amount such as 12.50'],
      ['-5', 'Cannot be negative'],
      ['12.505', 'Use at most two decimals (cents), such as 12.50'],
    ] as const) {
      type(/^Price/, typed)
      leave(/^Price/)
      expect(box(/^Price/).value).toBe(typed)
      expect(message(/^Price/)).toBe(why)
    }
    type(/Usage limit/, '١٥.٥')
    leave(/Usage limit/)
    expect(box(/Usage limit/).value).toBe('١٥.٥')
    expect(message(/Usage limit/)).toBe('Enter a whole number such as 15')
    // Nothing is sent while a box cannot be read.
    fireEvent.click(screen.getByText('Save'))
    expect(values.sent).toBeUndefined()
  })

  it('read whole numbers and coordinates, and empty a nullable box to null', () => {
    const values = mount()
    type(/Usage limit/, '١٥')
    leave(/Usage limit/)
    expect(values.current.usageLimit).toBe(15)
    expect(box(/Usage limit/).value).toBe('15')
    type(/Usage limit/, '')
    expect(values.current.usageLimit).toBeNull()
    type(/Latitude/, '-33.89')
    expect(values.current.lat).toBe(-33.89)
    type(/^Maximum discount/, '5')
    expect(values.current.cap).toBe('5.00')
    type(/^Maximum discount/, '')
    expect(values.current.cap).toBeNull()
  })

  it('leave an empty required box to the contract: it is required, even where it has a default', () => {
    mount({ minRedeemPoints: 100 })
    type(/Minimum points/, '')
    leave(/Minimum points/)
    expect(message(/Minimum points/)).toBe('Minimum points is required')
    type(/^Price/, '   ')
    leave(/^Price/)
    expect(message(/^Price/)).toBe('Price is required')
  })

  it('read a Lebanese phone typed any way as E.164, shown grouped once left, and refuse others', () => {
    const values = mount()
    for (const typed of ['+961 3 123 456', '03 123 456', '03-123456', '3123456', '٠٣ ١٢٣ ٤٥٦']) {
      type(/^Phone/, typed)
      leave(/^Phone/)
      expect(values.current.phone).toBe('+9613123456')
      expect(box(/^Phone/).value).toBe('+961 3 123 456')
    }
    // Back in the box, the grouped form is what is edited, and it reads back the same.
    fireEvent.focus(box(/^Phone/))
    expect(box(/^Phone/).value).toBe('+961 3 123 456')
    type(/^Phone/, '+33 6 12')
    leave(/^Phone/)
    expect(box(/^Phone/).value).toBe('+33 6 12')
    expect(message(/^Phone/)).toBe(
      'Enter a phone number such as 03 123 456, or with its country code such as +33 6 12 34 56 78',
    )
  })

  it('reads in a read view as people read them: dollars and a phone grouped after +961', () => {
    render(
      <Form
        onSubmit={() => undefined}
        initialValues={{ price: '1250.50', cap: null, phone: '+9613382138' }}
        render={() => (
          <ReadOnlyContext.Provider value>
            <MoneyField name="price" label="Price" required />
            <MoneyField name="cap" label="Maximum discount" nullable />
            <PhoneField name="phone" label="Phone" required />
          </ReadOnlyContext.Provider>
        )}
      />,
    )
    expect(box(/^Price/).value).toBe('$1,250.50')
    expect(box(/^Maximum discount/).value).toBe('')
    expect(box(/^Phone/).value).toBe('+961 3 382 138')
  })
})
