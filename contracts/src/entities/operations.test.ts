import { describe, expect, it } from 'vitest'
import { errorsOf, parseOk } from '../testing'
import { WEEKDAYS } from './opening-hours'
import { branchResource } from './branch'
import { conversionRateResource } from './conversion-rate'
import { dashboardQuerySchema } from './dashboard'
import { deliveryChargeResource } from './delivery-charge'
import { loyaltyPointListQuerySchema } from './loyalty-point'
import { orderListQuerySchema, orderSchema, orderStatusBodySchema } from './order'
import { rejectionResource } from './rejection'
import { uploadBodySchema } from './upload'
import { walletTransactionBodySchema, walletTransactionListQuerySchema } from './wallet'

describe('delivery charge', () => {
  const charge = {
    branchId: 1,
    area: 'Hamra',
    areaAr: 'الحمرا',
    charge: '2.00',
    minimumOrder: '10.00',
    freeDeliveryAbove: '30.00',
    estimatedMinutes: 35,
  }

  it('takes a realistic area', () => {
    expect(errorsOf(deliveryChargeResource.input, charge)).toEqual({})
  })

  it('keeps free delivery at or above the minimum order', () => {
    expect(
      errorsOf(deliveryChargeResource.input, { ...charge, freeDeliveryAbove: '9.99' }),
    ).toEqual({
      freeDeliveryAbove: 'Free delivery above cannot be less than the minimum order',
    })
    expect(
      errorsOf(deliveryChargeResource.input, { ...charge, freeDeliveryAbove: '10.00' }),
    ).toEqual({})
    expect(errorsOf(deliveryChargeResource.input, { ...charge, charge: '2' })).toEqual({
      charge: 'Charge must be an amount such as 12.50, with two decimals',
    })
  })
})

describe('branch', () => {
  const hours = WEEKDAYS.map((day) => ({
    day,
    closed: false,
    ranges: [{ open: '11:00', close: '01:00' }],
  }))
  const branch = {
    name: 'Beirut – Hamra',
    nameAr: 'بيروت - الحمرا',
    phone: '+9611345678',
    area: 'Hamra',
    address: 'Bliss Street, facing AUB main gate',
    lat: 33.8998,
    lng: 35.4792,
    openingHours: hours,
    deliveryRadiusKm: 6.5,
    preparationMinutes: 20,
  }

  it('takes a realistic branch open past midnight', () => {
    expect(parseOk(branchResource.input, branch).acceptingOrders).toBe(true)
  })

  it('needs the seven days in order and sane times', () => {
    expect(errorsOf(branchResource.input, { ...branch, openingHours: hours.slice(1) })).toEqual({
      openingHours: 'Give the hours of all seven days',
    })
    expect(
      errorsOf(branchResource.input, { ...branch, openingHours: [...hours].reverse() }),
    ).toEqual({
      openingHours: 'Give the hours of each day once, Monday to Sunday',
    })
    const badTime = hours.map((h, i) =>
      i === 2 ? { ...h, ranges: [{ open: '11:00', close: '25:00' }] } : h,
    )
    expect(errorsOf(branchResource.input, { ...branch, openingHours: badTime })).toEqual({
      'openingHours.2.ranges.0.close': 'Closes at must be a time like 09:30',
    })
    expect(errorsOf(branchResource.input, { ...branch, lat: 123 })).toEqual({
      lat: 'Latitude must be at most 90',
    })
  })
})

describe('rejection reason and points rate', () => {
  it('takes a reason with its Arabic twin', () => {
    expect(
      errorsOf(rejectionResource.input, { text: 'Out of stock', textAr: 'نفذت الكمية' }),
    ).toEqual({})
    expect(errorsOf(rejectionResource.input, { text: 'Out of stock' })).toEqual({
      textAr: 'Arabic reason is required',
    })
  })

  it('values a point with up to 4 decimals, above 0', () => {
    const rate = {
      pointsPerUsd: 10,
      usdPerPoint: '0.0100',
      effectiveFrom: '2026-06-01T00:00:00.000Z',
    }
    expect(errorsOf(conversionRateResource.input, rate)).toEqual({})
    expect(errorsOf(conversionRateResource.input, { ...rate, usdPerPoint: '0' })).toEqual({
      usdPerPoint: 'USD per point redeemed must be more than 0',
    })
    expect(errorsOf(conversionRateResource.input, { ...rate, usdPerPoint: '0.00001' })).toEqual({
      usdPerPoint: 'USD per point redeemed must be an amount such as 0.01, with at most 4 decimals',
    })
    expect(errorsOf(conversionRateResource.input, { ...rate, isActive: true })).toEqual({
      isActive: 'Unknown field',
    })
  })
})

describe('order', () => {
  it('rejects with a reason and cancels with a note', () => {
    expect(errorsOf(orderStatusBodySchema, { status: 'accepted', version: 3 })).toEqual({})
    expect(errorsOf(orderStatusBodySchema, { status: 'rejected', version: 3 })).toEqual({
      rejectionReasonId: 'Choose a rejection reason',
    })
    expect(
      errorsOf(orderStatusBodySchema, { status: 'rejected', version: 3, rejectionReasonId: 2 }),
    ).toEqual({})
    expect(
      errorsOf(orderStatusBodySchema, { status: 'cancelled', version: 3, note: '   ' }),
    ).toEqual({
      note: 'A note is required to cancel an order',
    })
    expect(
      errorsOf(orderStatusBodySchema, { status: 'cancelled', version: 3, note: 'Customer called' }),
    ).toEqual({})
    expect(errorsOf(orderStatusBodySchema, { status: 'shipped', version: 3 })).toEqual({
      status: 'Status must be one of the order statuses',
    })
  })

  it('filters by several statuses, a branch and a range', () => {
    expect(
      parseOk(orderListQuerySchema, {
        status: 'pending,accepted',
        branchId: '2',
        fulfilment: 'pickup',
        from: '2026-05-01',
        to: '2026-05-20T12:00:00Z',
        sort: 'createdAt:desc',
        search: '+96171',
      }),
    ).toMatchObject({ status: ['pending', 'accepted'], branchId: 2, fulfilment: 'pickup' })
    expect(errorsOf(orderListQuerySchema, { sort: 'customer:asc' })).toHaveProperty('sort')
    expect(errorsOf(orderListQuerySchema, { status: 'pending,lost' })).toHaveProperty('status.1')
  })

  it('reads a full order', () => {
    const order = {
      id: 10482,
      createdAt: '2026-05-19T18:02:00.000Z',
      updatedAt: '2026-05-19T18:10:00.000Z',
      version: 2,
      number: 'BEY-10482',
      customer: { id: 31, name: 'Rana Haddad', phone: '+96171123456' },
      branchId: 1,
      branchName: 'Beirut – Hamra',
      branchNameAr: 'بيروت - الحمرا',
      fulfilment: 'delivery',
      status: 'accepted',
      paymentMethod: 'card',
      paymentStatus: 'paid',
      itemsCount: 1,
      total: '15.00',
      cashDue: '15.00',
      lbpPerUsd: 89_500,
      lbpRoundingStep: 5000,
      totalLbp: 1_345_000,
      cashDueLbp: 1_345_000,
      vatAmount: '1.49',
      vatAmountLbp: 133_355,
      scheduledFor: null,
      rider: null,
      dispatchedAt: null,
      address: {
        area: 'Hamra',
        street: 'Bliss',
        building: '12',
        floor: '3',
        notes: '',
        lat: null,
        lng: null,
      },
      items: [
        {
          productId: 4,
          name: 'Chicken shawarma wrap',
          quantity: 2,
          unitPrice: '6.50',
          options: [{ group: 'Size', name: 'Regular', priceDelta: '0.00' }],
          notes: 'No pickles',
          lineTotal: '13.00',
        },
      ],
      subtotal: '13.00',
      deliveryCharge: '2.00',
      discount: '0.00',
      couponCode: null,
      source: 'phone',
      placedBy: { id: 7, name: 'Karim Khoury' },
      walletAmountUsed: '0.00',
      pointsEarned: 15,
      pointsRedeemed: 0,
      statusHistory: [
        {
          status: 'pending',
          at: '2026-05-19T18:02:00.000Z',
          employeeId: null,
          employeeName: null,
          note: '',
        },
        {
          status: 'accepted',
          at: '2026-05-19T18:10:00.000Z',
          employeeId: 3,
          employeeName: 'Karim Nassar',
          note: '',
        },
      ],
      rejectionReasonId: null,
      rejectionNote: null,
      cancellationNote: null,
      estimatedReadyAt: '2026-05-19T18:30:00.000Z',
      promisedAt: '2026-05-19T18:40:00.000Z',
      cash: null,
      acknowledgedAt: '2026-05-19T18:01:00.000Z',
      acknowledgedById: 2,
      acknowledgedByName: 'Karim Khoury',
      customerNote: 'Extra napkins please',
    }
    expect(errorsOf(orderSchema, order)).toEqual({})
  })
})

describe('wallet and points history', () => {
  const recharge = {
    customerId: 31,
    type: 1,
    amount: '20.00',
    reason: 'Refund for cold food, ticket 88',
  }

  it('recharges and deducts with an amount and a reason', () => {
    expect(errorsOf(walletTransactionBodySchema, recharge)).toEqual({})
    expect(errorsOf(walletTransactionBodySchema, { ...recharge, type: 2 })).toEqual({})
    expect(errorsOf(walletTransactionBodySchema, { ...recharge, type: 3 })).toEqual({
      type: 'Type must be 1 (recharge) or 2 (deduct)',
    })
    expect(
      errorsOf(walletTransactionBodySchema, { ...recharge, amount: '0.00', reason: '' }),
    ).toEqual({
      amount: 'Amount must be at least 0.01',
      reason: 'Reason is required',
    })
    expect(errorsOf(walletTransactionBodySchema, { ...recharge, amount: 20 })).toEqual({
      amount: 'Amount must be an amount such as 12.50',
    })
  })

  it('records how a recharge was paid: dollars, pounds at the rate in force, or a card', () => {
    expect(parseOk(walletTransactionBodySchema, recharge)).not.toHaveProperty('tender')
    expect(errorsOf(walletTransactionBodySchema, { ...recharge, tender: 'cash_usd' })).toEqual({})
    expect(errorsOf(walletTransactionBodySchema, { ...recharge, tender: 'card' })).toEqual({})
    const pounds = { ...recharge, tender: 'cash_lbp', amount: undefined, amountLbp: 1_500_000 }
    expect(errorsOf(walletTransactionBodySchema, pounds)).toEqual({})
    expect(errorsOf(walletTransactionBodySchema, { ...pounds, lbpPerUsd: 89_500 })).toEqual({})
    expect(errorsOf(walletTransactionBodySchema, { ...recharge, tender: 'cheque' })).toEqual({
      tender: 'Tender must be cash_usd (cash in dollars), cash_lbp (cash in pounds) or card',
    })
  })

  it('refuses pounds that are not a whole positive number, or that go with another tender', () => {
    const pounds = { ...recharge, tender: 'cash_lbp', amount: undefined, amountLbp: 1_500_000 }
    expect(errorsOf(walletTransactionBodySchema, { ...pounds, amountLbp: 1500.5 })).toEqual({
      amountLbp: 'Pounds received must be a whole number of pounds such as 450000',
    })
    expect(errorsOf(walletTransactionBodySchema, { ...pounds, amountLbp: '1,500,000' })).toEqual({
      amountLbp: 'Pounds received must be a whole number of pounds such as 450000',
    })
    expect(errorsOf(walletTransactionBodySchema, { ...pounds, amountLbp: -5 })).toEqual({
      amountLbp: 'Pounds received cannot be negative',
    })
    expect(errorsOf(walletTransactionBodySchema, { ...pounds, amountLbp: 0 })).toEqual({
      amountLbp: 'Pounds received must be more than 0',
    })
    expect(errorsOf(walletTransactionBodySchema, { ...pounds, amountLbp: undefined })).toEqual({
      amountLbp: 'Pounds received is required for a recharge in pounds',
    })
    expect(errorsOf(walletTransactionBodySchema, { ...pounds, amount: '16.76' })).toEqual({
      amount:
        'A recharge in pounds is valued at the rate in force: send Pounds received, not Amount',
    })
    expect(
      errorsOf(walletTransactionBodySchema, { ...recharge, amountLbp: 450_000, lbpPerUsd: 89_500 }),
    ).toEqual({
      amountLbp: 'Pounds received goes only with a recharge in pounds (tender cash_lbp)',
      lbpPerUsd: 'Rate goes only with a recharge in pounds (tender cash_lbp)',
    })
    expect(errorsOf(walletTransactionBodySchema, { ...recharge, type: 2, tender: 'card' })).toEqual(
      {
        tender: 'Only a recharge has a tender: a deduct takes none',
      },
    )
  })

  it('filters the histories by customer, type and range', () => {
    expect(
      parseOk(walletTransactionListQuerySchema, { customerId: '31', type: '2' }),
    ).toMatchObject({
      customerId: 31,
      type: 2,
    })
    expect(errorsOf(walletTransactionListQuerySchema, { type: '9' })).toEqual({
      type: 'Type must be 1, 2, 3 or 4',
    })
    expect(
      parseOk(loyaltyPointListQuerySchema, { type: 'redeemed', from: '2026-05-01' }),
    ).toMatchObject({
      type: 'redeemed',
    })
    expect(errorsOf(dashboardQuerySchema, { from: '2026-05-01', to: '2026-05-01' })).toEqual({})
    expect(errorsOf(dashboardQuerySchema, { from: '2026-05-02', to: '2026-05-01' })).toEqual({
      to: 'To must be after From',
    })
    expect(
      errorsOf(orderListQuerySchema, { from: '2026-05-02T10:00:00Z', to: '2026-05-02T09:00:00Z' }),
    ).toEqual({ to: 'To must be after From' })
    expect(errorsOf(dashboardQuerySchema, { from: 'last week' })).toEqual({
      from: 'From must be a date like 2026-05-31 or an ISO date and time',
    })
  })
})

/** The runtime's File (Node 20, workerd); contracts compile without DOM types. */
const File = (
  globalThis as unknown as {
    File: new (parts: Uint8Array[], name: string, options: { type: string }) => object
  }
).File

describe('upload', () => {
  it('takes a PNG, JPEG or WebP of at most 2 MB', () => {
    const png = new File([new Uint8Array(10)], 'dish.png', { type: 'image/png' })
    expect(errorsOf(uploadBodySchema, { file: png })).toEqual({})
    const pdf = new File([new Uint8Array(10)], 'menu.pdf', { type: 'application/pdf' })
    expect(errorsOf(uploadBodySchema, { file: pdf })).toEqual({
      file: 'The image must be a PNG, JPEG or WebP',
    })
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    expect(errorsOf(uploadBodySchema, { file: big })).toEqual({
      file: 'The image must be at most 2 MB',
    })
    expect(errorsOf(uploadBodySchema, {})).toEqual({ file: 'Choose an image to upload' })
  })
})
