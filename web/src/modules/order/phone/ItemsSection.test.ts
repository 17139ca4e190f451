import type { PhoneOrderMenu } from 'contracts'
import { describe, expect, it } from 'vitest'
import { productsFor } from './ItemsSection'

type Product = PhoneOrderMenu['products'][number]

const product = (id: number, name: string, nameAr: string, sold: [number, number][]): Product => ({
  id,
  name,
  nameAr,
  price: '5.00',
  isAvailable: true,
  branchIds: [1, 2],
  categoryName: 'Mains',
  available: true,
  availableAgain: null,
  optionGroups: [],
  soldAt: sold.map(([branchId, quantity]) => ({ branchId, quantity })),
})

const menu = [
  product(1, 'Chocolate Cake', 'كعكة الشوكولا', [[1, 900]]),
  product(2, 'Cola', 'كولا', [[1, 3]]),
  product(3, 'Fatteh Hummus', 'فتة حمص', [[1, 400]]),
  product(4, 'Hummus', 'حمص', [[1, 2]]),
  product(5, 'Hummus Beiruti', 'حمص بيروتي', [
    [1, 5],
    [2, 50],
  ]),
  product(6, 'Hummus Trio', 'حمص ثلاثي', [
    [1, 40],
    [2, 1],
  ]),
]
const names = (query: string, branchId?: number) =>
  productsFor(menu, query, branchId).map((p) => p.name)

describe('the products "Add a product" lists', () => {
  it('lists the exact name first, not the one that holds the text', () => {
    expect(names('Cola', 1)[0]).toBe('Cola')
    expect(names('hummus', 1)).toEqual(['Hummus', 'Hummus Trio', 'Hummus Beiruti', 'Fatteh Hummus'])
  })

  it('puts the most sold at the chosen branch first among equals, in Arabic too', () => {
    expect(names('hummus b', 2)).toEqual(['Hummus Beiruti'])
    expect(names('حمص', 2)).toEqual(['Hummus', 'Hummus Beiruti', 'Hummus Trio', 'Fatteh Hummus'])
    expect(names('')).toHaveLength(6)
  })
})
