import { describe, expect, it } from 'vitest'
import {
  DRAFT_STORAGE_KEY,
  bodyOf,
  isStarted,
  lineQuantity,
  loadDraft,
  newDraft,
  placeBodyOf,
  placeQuestion,
  quantityProblem,
  quoteBodyOf,
  saveDraft,
  whyNoTotals,
} from './draft'
import type { Draft } from './draft'

const line = {
  productId: 4,
  name: 'Chicken Shawarma',
  quantity: 2,
  optionIds: [2],
  optionNames: 'Large',
  notes: '',
}
const known: Draft = {
  ...newDraft(),
  phone: '+9613123456',
  customerId: 31,
  addressIndex: 0,
  branchId: 1,
  lines: [line],
}

describe('the draft of an order taken by phone', () => {
  it('survives a reload of the tab, key included, until discarded', () => {
    saveDraft(known)
    expect(loadDraft()).toEqual(known)
    sessionStorage.removeItem(DRAFT_STORAGE_KEY)
    const fresh = loadDraft()
    expect(fresh.key).not.toBe(known.key)
    expect(isStarted(fresh)).toBe(false)
    sessionStorage.setItem(DRAFT_STORAGE_KEY, '{not json')
    expect(isStarted(loadDraft())).toBe(false)
  })

  it('names a known customer’s saved address by its place, a new customer by name and phone', () => {
    expect(bodyOf(known)).toMatchObject({ customerId: 31, addressIndex: 0, branchId: 1 })
    expect(bodyOf(known)).not.toHaveProperty('address')
    const stranger: Draft = {
      ...known,
      customerId: undefined,
      phone: '+96171123456',
      firstName: 'Nour',
      lastName: 'Saliba',
      address: { area: 'Hamra', street: 'Bliss', building: '', floor: '', notes: '' },
    }
    expect(bodyOf(stranger)).toMatchObject({
      customer: { firstName: 'Nour', lastName: 'Saliba', phone: '+96171123456' },
      address: { area: 'Hamra', street: 'Bliss' },
    })
    expect(bodyOf(stranger)).not.toHaveProperty('addressIndex')
    expect(bodyOf({ ...known, fulfilment: 'pickup' })).not.toHaveProperty('addressIndex')
  })

  it('is quoted once complete enough, and placed only when whole', () => {
    expect(quoteBodyOf(known)).toBeDefined()
    expect(quoteBodyOf({ ...known, lines: [] })).toBeUndefined()
    // An unknown number whose name is not typed yet is priced all the same…
    const unnamed: Draft = { ...known, customerId: undefined, fulfilment: 'pickup' }
    expect(quoteBodyOf(unnamed)).toBeDefined()
    // …but not placed: the contract says what is missing.
    expect(placeBodyOf(unnamed)).toEqual({
      ok: false,
      field: 'customerId',
      message: 'Choose a known customer or type a new one’s name and phone',
    })
    expect(placeBodyOf(known)).toMatchObject({ ok: true, body: { customerId: 31 } })
  })

  it('asks to place it with the wallet part apart from the cash', () => {
    const ask = (paymentMethod: 'cash' | 'card' | 'wallet', walletAmountUsed: string) =>
      placeQuestion({
        total: '16.50',
        who: 'Rima Haddad',
        branch: 'Beirut - Hamra',
        paymentMethod,
        walletAmountUsed,
      })
    expect(ask('cash', '5.00')).toBe(
      '$16.50 for Rima Haddad, at Beirut - Hamra, paid $5.00 from the wallet, $11.50 in cash.',
    )
    expect(ask('card', '5.00')).toBe(
      '$16.50 for Rima Haddad, at Beirut - Hamra, paid $5.00 from the wallet, $11.50 by card.',
    )
    expect(ask('cash', '0.00')).toBe('$16.50 for Rima Haddad, at Beirut - Hamra, paid in cash.')
    expect(ask('wallet', '16.50')).toBe(
      '$16.50 for Rima Haddad, at Beirut - Hamra, paid from the wallet.',
    )
  })
})

describe('what the draft says of what stops it', () => {
  it('keeps a refused quantity as typed, with the rule in words', () => {
    expect(lineQuantity('12')).toBe(12)
    expect(lineQuantity('١٢')).toBe(12)
    expect(lineQuantity('9999')).toBe(9999)
    expect(lineQuantity('2.5')).toBe('2.5')
    expect(quantityProblem(12)).toBeUndefined()
    expect(quantityProblem(9999)).toBe('At most 99 of one item per line')
    expect(quantityProblem(100)).toBe('At most 99 of one item per line')
    expect(quantityProblem(lineQuantity('0'))).toBe('At least 1 of an item per line')
    expect(quantityProblem(lineQuantity('-3'))).toBe('At least 1 of an item per line')
    expect(quantityProblem(lineQuantity('2.5'))).toBe('Quantity must be a whole number such as 2')
  })

  it('explains why there are no totals', () => {
    expect(whyNoTotals(known)).toBeUndefined()
    expect(whyNoTotals({ ...known, branchId: undefined })).toBe(
      'Totals show once a branch is chosen.',
    )
    expect(whyNoTotals({ ...known, lines: [] })).toBe('Totals show once an item is chosen.')
    expect(whyNoTotals({ ...known, notes: 'x'.repeat(501) })).toBe(
      'No totals until this is put right: Note for the kitchen must be at most 500 characters',
    )
    expect(whyNoTotals({ ...known, lines: [{ ...line, quantity: 100 }] })).toBe(
      'No totals until this is put right: Chicken Shawarma: At most 99 of one item per line',
    )
    expect(whyNoTotals({ ...known, lines: [{ ...line, notes: 'x'.repeat(201) }] })).toBe(
      'No totals until this is put right: Chicken Shawarma: Line note must be at most 200 characters',
    )
  })
})
