import { render } from '@testing-library/react'
import type { Customer } from 'contracts'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nState } from '../../lib/i18n/state'
import { customerColumns } from './customerColumns'

afterEach(() => Object.assign(i18nState, { language: 'en' }))

describe('customer columns in Arabic', () => {
  it("is how the customer list shows a customer's phone", () => {
    Object.assign(i18nState, { language: 'ar' })
    const phone = customerColumns(() => '/').find((c) => c.id === 'phone')!
    const { container } = render(
      <MemoryRouter>
        <div dir="rtl">{phone.cell({ phone: '+9613123456' } as Customer)}</div>
      </MemoryRouter>,
    )
    expect(container.querySelector('[dir="ltr"]')?.textContent).toBe('+961 3 123 456')
  })
})
