import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { boardOrder, fullOrder } from './testing'
import { KitchenTicket, ticketPayment } from './KitchenTicket'

afterEach(cleanup)

const ticket = () => screen.getByRole('region', { name: 'Kitchen ticket' }).textContent ?? ''

describe('KitchenTicket', () => {
  it('names the payment, and for cash not yet paid the amount to collect', () => {
    const cash = fullOrder(boardOrder(1, { total: '1250.50' }))
    expect(ticketPayment(cash)).toEqual({
      method: 'Cash · Pending',
      collect: 'Collect in cash $1,250.50 or 111,920,000 LBP',
    })
    expect(
      ticketPayment(fullOrder(boardOrder(2, { paymentMethod: 'card', paymentStatus: 'paid' }))),
    ).toEqual({ method: 'Card · Paid', collect: null })
    expect(ticketPayment(fullOrder(boardOrder(3, { paymentStatus: 'paid' }))).collect).toBeNull()

    render(<KitchenTicket order={cash} />)
    expect(ticket()).toContain('Status: Pending')
    expect(ticket()).toContain('Collect in cash $1,250.50 or 111,920,000 LBP')
    expect(ticket()).not.toContain('do not prepare')
  })

  it('says a rejected or cancelled order is one, first, with why, and asks nothing to collect', () => {
    render(
      <KitchenTicket
        order={fullOrder(boardOrder(4, { status: 'rejected' }), {
          rejectionNote: 'Out of chicken',
        })}
      />,
    )
    expect(ticket()).toMatch(/^REJECTED: do not prepareOut of chicken/)
    expect(ticket()).not.toContain('Collect')
    cleanup()
    render(
      <KitchenTicket
        order={fullOrder(boardOrder(5, { status: 'cancelled' }), {
          cancellationNote: 'Customer called',
        })}
      />,
    )
    expect(ticket()).toMatch(/^CANCELLED: do not prepareCustomer called/)
  })

  it('gives the rider whom to deliver to, how to call them and where, with the rider’s phone as phones read', () => {
    const order = fullOrder(
      boardOrder(6, {
        fulfilment: 'delivery',
        status: 'out_for_delivery',
        rider: { id: 3, name: 'Ali Hamdan', phone: '+9613747242' },
      }),
      {
        address: {
          area: 'Verdun',
          street: 'Rashid Karami',
          building: 'Azar',
          floor: '4',
          notes: 'Blue door, ring twice',
          lat: null,
          lng: null,
        },
        customerNote: 'No onions',
      },
    )
    render(<KitchenTicket order={order} />)
    expect(ticket()).toContain('Deliver to: Maya Khoury')
    expect(screen.getByRole('link', { name: '+961 70 123 456' }).getAttribute('href')).toBe(
      'tel:+96170123456',
    )
    expect(ticket()).toContain('Verdun, Rashid Karami, Building Azar, Floor 4')
    expect(ticket()).toContain('Directions: Blue door, ring twice')
    expect(ticket()).toContain('Rider: Ali Hamdan · +961 3 747 242')
    expect(ticket()).toContain('Note for the kitchen: No onions')
    cleanup()
    render(<KitchenTicket order={fullOrder(boardOrder(7))} />)
    expect(ticket()).not.toContain('Deliver to')
  })

  it('says what the wallet paid, so the total less it is the cash to collect', () => {
    const part = fullOrder(boardOrder(6, { total: '16.50' }), { walletAmountUsed: '5.00' })
    expect(part.cashDue).toBe('11.50')
    expect(ticketPayment(part).collect).toBe('Collect in cash $11.50 or 1,030,000 LBP')
    render(<KitchenTicket order={part} />)
    expect(ticket()).toContain('Total$16.50')
    expect(ticket()).toContain('Total in pounds1,475,000 LBP at 89,500 LBP per dollar')
    expect(ticket()).toContain('VAT included$1.64 · 146,780 LBP')
    expect(ticket()).toContain('Paid from the wallet$5.00')
    expect(ticket()).toContain('Collect in cash $11.50 or 1,030,000 LBP')
  })
})
