import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Form } from 'react-final-form'
import { afterEach, describe, expect, it } from 'vitest'
import { speakArabic, speakEnglish } from '../../orders/testing'
import { TextField } from './TextField'

/** A note of at most ten characters, in a form, with what the page speaks. */
function mount(label: string) {
  render(
    <Form
      onSubmit={() => undefined}
      render={() => <TextField name="note" label={label} required maxLength={10} />}
    />,
  )
  return screen.getByRole<HTMLInputElement>('textbox')
}

describe('TextField in the page’s language', () => {
  afterEach(() => {
    cleanup()
    speakEnglish()
  })

  it('counts near its limit and refuses past it as it is typed, in English', () => {
    const box = mount('Note')
    expect(screen.getByText('(required)')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'x'.repeat(8) } })
    expect(screen.getByText('8 / 10 characters')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'x'.repeat(11) } })
    expect(screen.getByText('Note must be at most 10 characters')).toBeTruthy()
  })

  it('says the same in Arabic: its label’s mark, the count and the refusal', async () => {
    await speakArabic()
    const box = mount('ملاحظة')
    expect(screen.getByText('(مطلوب)')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'x'.repeat(8) } })
    expect(screen.getByText('8 / 10 حرف')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'x'.repeat(11) } })
    expect(screen.getByText('يجب ألا يتجاوز ملاحظة 10 حرفًا')).toBeTruthy()
  })
})
