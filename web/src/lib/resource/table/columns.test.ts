import { describe, expect, it } from 'vitest'
import {
  activeColumn,
  csvColumnsOf,
  imageColumn,
  moneyColumn,
  nameArColumn,
  nameColumn,
} from './columns'
import type { Column } from './ResourceTable'

interface Row {
  id: number
  name: string
  nameAr: string
  imageUrl: string
  isActive: boolean
  categoryName: string
  subCategoryName: string
  price: string
  freeAbove: string | null
}

const row: Row = {
  id: 7,
  name: 'Falafel wrap',
  nameAr: 'لفافة فلافل',
  imageUrl: '/api/uploads/x.png',
  isActive: false,
  categoryName: 'Wraps',
  subCategoryName: 'Vegetarian',
  price: '4.50',
  freeAbove: null,
}

const written = (columns: readonly Column<Row>[]) =>
  csvColumnsOf(columns).map((c) => [c.header, c.value(row)])

describe('csvColumnsOf', () => {
  it('writes the ID first, then each exporting column under its header, in table order', () => {
    expect(written([imageColumn(), nameColumn(), nameArColumn(), activeColumn()])).toEqual([
      ['ID', 7],
      ['Name', 'Falafel wrap'],
      ['Arabic name', 'لفافة فلافل'],
      ['Active', 'No'],
    ])
  })

  it('leaves out columns that export nothing and lets one column write several', () => {
    const path: Column<Row> = {
      id: 'path',
      header: 'Sub-category',
      cell: (r) => `${r.categoryName} › ${r.subCategoryName}`,
      csv: [
        { header: 'Category', value: (r) => r.categoryName },
        { header: 'Sub-category', value: (r) => r.subCategoryName },
      ],
    }
    const shownOnly: Column<Row> = { id: 'x', header: 'Only on screen', cell: () => 'x' }
    expect(written([shownOnly, path])).toEqual([
      ['ID', 7],
      ['Category', 'Wraps'],
      ['Sub-category', 'Vegetarian'],
    ])
  })
})

describe('moneyColumn', () => {
  const price = moneyColumn<Row, 'price'>('price', 'Price (USD)')
  const freeAbove = moneyColumn<Row, 'freeAbove'>('freeAbove', 'Free above (USD)')

  it('shows the amount as people read dollars, writes it to CSV as a plain number, sorted by its field', () => {
    expect(price.cell(row)).toBe('$4.50')
    expect(price.cell({ ...row, price: '1250.50' })).toBe('$1,250.50')
    expect(written([price])).toEqual([
      ['ID', 7],
      ['Price (USD)', '4.50'],
    ])
    expect(price.sortField).toBe('price')
  })

  it('shows "—" for an amount that is not set and leaves its CSV cell empty', () => {
    expect(freeAbove.cell(row)).toBe('—')
    expect(written([freeAbove])).toEqual([
      ['ID', 7],
      ['Free above (USD)', ''],
    ])
    expect(freeAbove.cell({ ...row, freeAbove: '40.00' })).toBe('$40.00')
  })
})
