import { describe, expect, it } from 'vitest'
import { foldName, rankByName } from './name-rank'

const products = [
  { name: 'Chocolate Cake', nameAr: 'كعكة الشوكولا', sold: 900 },
  { name: 'Cola', nameAr: 'كولا', sold: 10 },
  { name: 'Diet Cola', nameAr: 'كولا دايت', sold: 50 },
  { name: 'Coca-Cola Zero', nameAr: 'كوكا كولا زيرو', sold: 80 },
  { name: 'Colada Smoothie', nameAr: 'سموذي كولادا', sold: 5 },
  { name: 'Fatteh Hummus', nameAr: 'فتة حمص', sold: 500 },
  { name: 'Hummus', nameAr: 'حمّص', sold: 20 },
  { name: 'Hummus with Meat', nameAr: 'حمص باللحمة', sold: 40 },
  { name: 'Chicken Shawarma', nameAr: 'شاورما دجاج', sold: 30 },
  { name: 'Beef Shawarma', nameAr: 'شاورما لحم', sold: 60 },
]
const rank = (query: string) =>
  rankByName(
    products,
    query,
    (p) => [p.name, p.nameAr],
    (p) => p.sold,
  ).map((r) => r.item.name)

describe('rankByName', () => {
  it('puts the exact name, then names that start with it, then words, then anything else', () => {
    expect(rank('Cola')).toEqual([
      'Cola',
      'Colada Smoothie',
      'Coca-Cola Zero',
      'Diet Cola',
      'Chocolate Cake',
    ])
    expect(rank('hummus')).toEqual(['Hummus', 'Hummus with Meat', 'Fatteh Hummus'])
  })

  it('orders names that only hold the text by how often they are sold', () => {
    expect(rank('ola')).toEqual([
      'Chocolate Cake',
      'Coca-Cola Zero',
      'Diet Cola',
      'Cola',
      'Colada Smoothie',
    ])
  })

  it('ranks Arabic names the same way, whatever the diacritics or the spelling of alef', () => {
    expect(rank('حمص')).toEqual(['Hummus', 'Hummus with Meat', 'Fatteh Hummus'])
    expect(rank('شاورما')).toEqual(['Beef Shawarma', 'Chicken Shawarma'])
    expect(foldName('  أحمد  ')).toBe('احمد')
    expect(rank('')).toEqual([])
    expect(rank('pizza')).toEqual([])
  })
})
