import { cleanup, render, screen } from '@testing-library/react'
import { Form } from 'react-final-form'
import { afterEach, describe, expect, it } from 'vitest'
import { speakArabic, speakEnglish } from '../../lib/orders/testing'
import { ReadOnlyContext } from '../../lib/resource'
import { ScheduleField } from './ScheduleField'

function mount(values: object, readOnly: boolean) {
  render(
    <ReadOnlyContext.Provider value={readOnly}>
      <Form onSubmit={() => {}} initialValues={values} render={() => <ScheduleField />} />
    </ReadOnlyContext.Provider>,
  )
}

afterEach(cleanup)

const sent = {
  status: 'sent',
  scheduledAt: null,
  sentAt: '2026-11-25T10:20:00.000Z',
  recipients: 1250,
}

describe('ScheduleField', () => {
  it('says in a read view when a sent notification went out and to how many, with no choice to make', () => {
    mount(sent, true)
    expect(screen.getByText('Sent')).toBeTruthy()
    expect(screen.getByText(/Sent November 25, 2026, 12:20 PM to 1,250 customers/)).toBeTruthy()
    expect(screen.queryByLabelText('Send now')).toBeNull()
  })
  it('offers Send now or Schedule on the form', () => {
    mount({ scheduledAt: null }, false)
    expect(screen.getByLabelText('Send now')).toBeTruthy()
    expect(screen.getByLabelText('Schedule')).toBeTruthy()
  })
  it('reads in Arabic: what became of it and the choice, no English left', async () => {
    await speakArabic()
    try {
      mount(sent, true)
      const summary = screen.getByText(/إلى 1,250 زبونًا/)
      expect(summary.textContent).toContain('أُرسل')
      expect(summary.closest('p')!.textContent).not.toMatch(/[A-Za-z]/)
      cleanup()
      mount({ scheduledAt: null }, false)
      expect(screen.getByLabelText('إرسال الآن')).toBeTruthy()
      expect(screen.getByLabelText('جدولة')).toBeTruthy()
      expect(document.body.textContent).not.toMatch(/[A-Za-z]/)
    } finally {
      speakEnglish()
    }
  })
})
