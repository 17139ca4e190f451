import { cleanup, render, screen } from '@testing-library/react'
import type { OrderQuote, PhoneOrderCustomer, PhoneOrderMenu } from 'contracts'
import { Form, useFormState } from 'react-final-form'
import { afterEach, describe, expect, it } from 'vitest'
import { speakArabic, speakEnglish } from '../../../lib/orders/testing'
import { CustomerSection } from './CustomerSection'
import { newDraft, placeQuestion } from './draft'
import type { Draft } from './draft'
import { FulfilmentSection } from './FulfilmentSection'
import { ItemsSection, choicesProblem, lineOf } from './ItemsSection'
import { PaymentSection } from './PaymentSection'

/*
 * The phone-order screen in Arabic (docs/architecture.md#languages): its sections, the item
 * taken off at the branch, the totals and the Place order question read in Arabic; data
 * (names, areas, amounts) stays as typed; in English the same words read as they always have.
 */

afterEach(() => {
  cleanup()
  speakEnglish()
})

const menu = {
  branches: [
    {
      id: 1,
      name: 'Hamra',
      nameAr: 'الحمرا',
      isActive: true,
      acceptingOrders: true,
      openNow: true,
    },
  ],
  areas: [
    {
      branchId: 1,
      area: 'Hamra',
      areaAr: 'الحمرا',
      charge: '2.00',
      minimumOrder: '10.00',
      freeDeliveryAbove: '30.00',
      estimatedMinutes: 35,
    },
  ],
  products: [],
  pointsRate: { usdPerPoint: '0.10', minRedeemPoints: 50 },
} as unknown as PhoneOrderMenu

const customer: PhoneOrderCustomer = {
  id: 31,
  firstName: 'Rima',
  lastName: 'Haddad',
  phone: '03 123 456',
  addresses: [],
  isBlocked: false,
  blockedReason: null,
  walletBalance: '5.00',
  loyaltyPoints: 120,
  ordersCount: 3,
  lastOrders: [],
} as unknown as PhoneOrderCustomer

const quote: OrderQuote = {
  items: [{ lineTotal: '12.50' }] as OrderQuote['items'],
  subtotal: '12.50',
  deliveryCharge: '2.00',
  discount: '0.00',
  pointsRedeemed: 0,
  walletAmountUsed: '5.00',
  total: '14.50',
  problems: [],
  promisedAt: '2026-11-24T18:20:00.000Z',
  busyMinutes: 0,
}

const draft: Draft = {
  ...newDraft(),
  phone: '03 123 456',
  customerId: 31,
  address: { area: 'Hamra', street: 'Bliss', building: '', floor: '', notes: '' },
  branchId: 1,
  useWallet: true,
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

function Sections() {
  const { values } = useFormState<Draft>({ subscription: { values: true } })
  const priced = { quote, pricing: false, error: undefined }
  return (
    <>
      <CustomerSection customer={customer} looking={false} quote={quote} onOrderAgain={() => {}} />
      <FulfilmentSection menu={menu} draft={values} customer={customer} quote={quote} />
      <ItemsSection menu={menu} draft={values} quote={quote} />
      <PaymentSection menu={menu} draft={values} customer={customer} priced={priced} />
    </>
  )
}

const renderSections = () =>
  render(
    <Form<Draft> onSubmit={() => undefined} initialValues={draft}>
      {() => <Sections />}
    </Form>,
  )

/**
 * The words left once the data shown (names, the area, the street, the product), the Enter key's
 * name and the shared fields' own words (lib/resource's "(required)", the date field's zone id,
 * Blueprint's select) are taken out.
 */
const wordsLeft = (text: string) =>
  text
    .replace(/Rima|Haddad|Hamra|Bliss|Beef Shawarma|Enter/g, '')
    .replace(/\(required\)|\(Asia\/Beirut\)|Open dropdown/g, '')
    .match(/[A-Za-z]{2,}/g) ?? []

describe('the phone order in Arabic', () => {
  it('reads its sections, totals and the Place order question in Arabic, no English left', async () => {
    await speakArabic()
    const { container } = renderSections()
    expect(screen.getByRole('heading', { name: 'الزبون' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'توصيل أو استلام' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'كمية Beef Shawarma' })).toBeTruthy()
    expect(container.textContent).toContain('· 3 طلبات · المحفظة $5.00 · 120 نقطة')
    expect(container.textContent).toContain('من المحفظة')
    expect(wordsLeft(container.textContent ?? '')).toEqual([])
    const question = placeQuestion({
      total: '16.50',
      who: 'Rima Haddad',
      branch: 'Hamra',
      paymentMethod: 'cash',
      walletAmountUsed: '5.00',
    })
    expect(question).toContain('من المحفظة')
    expect(question).toContain('نقدًا')
    expect(wordsLeft(question)).toEqual([])
  })

  it('reads as it always has in English', () => {
    const { container } = renderSections()
    expect(screen.getByRole('heading', { name: 'Customer' })).toBeTruthy()
    expect(container.textContent).toContain('Rima Haddad · 3 orders · wallet $5.00 · 120 points')
    expect(container.textContent).toContain(
      'Delivery $2.00, free from $30.00; minimum $10.00; about 35 min.',
    )
    expect(
      placeQuestion({
        total: '16.50',
        who: 'Rima Haddad',
        branch: 'Hamra',
        paymentMethod: 'cash',
        walletAmountUsed: '5.00',
      }),
    ).toBe('$16.50 for Rima Haddad, at Hamra, paid $5.00 from the wallet, $11.50 in cash.')
  })
})

describe("a product's name on the phone order", () => {
  const shawarma = {
    id: 7,
    name: 'Beef Shawarma',
    nameAr: 'شاورما لحم',
    optionGroups: [
      {
        id: 1,
        name: 'Bread',
        nameAr: 'الخبز',
        minSelect: 1,
        maxSelect: 1,
        isRequired: true,
        options: [
          { id: 11, name: 'Saj', nameAr: 'صاج', priceDelta: '0.00' },
          { id: 12, name: 'Pita', nameAr: '', priceDelta: '0.00' },
        ],
      },
    ],
  } as unknown as PhoneOrderMenu['products'][number]

  it('is its Arabic name to one who works in Arabic, found by either name', async () => {
    await speakArabic()
    expect(lineOf(shawarma, [11, 12])).toMatchObject({
      name: 'شاورما لحم',
      optionNames: 'صاج, Pita',
    })
    expect(choicesProblem(shawarma, [])).toMatch(/^الخبز: /)
  })

  it('is its English name in English', () => {
    expect(lineOf(shawarma, [11])).toMatchObject({ name: 'Beef Shawarma', optionNames: 'Saj' })
    expect(choicesProblem(shawarma, [])).toMatch(/^Bread: /)
  })
})
