import { describe, expect, it } from 'vitest'
import { activeColumn, csvColumnsOf, imageColumn, nameArColumn, nameColumn } from './columns'
import type { Column } from './ResourceTable'

interface Row {
  id: number
  name: string
  nameAr: string
  imageUrl: string
  isActive: boolean
  categoryName: string
  subCategoryName: string
}

const row: Row = {
  id: 7,
  name: 'Falafel wrap',
  nameAr: 'لفافة فلافل',
  imageUrl: '/api/uploads/x.png',
  isActive: false,
  categoryName: 'Wraps',
  subCategoryName: 'Vegetarian',
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
