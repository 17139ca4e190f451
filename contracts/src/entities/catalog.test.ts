import { describe, expect, it } from 'vitest'
import { errorsOf, parseOk } from '../testing'
import { categoryResource, categorySchema } from './category'
import { productResource, productSchema } from './product'
import { subcategoryResource } from './subcategory'

const meta = {
  id: 7,
  createdAt: '2026-05-01T09:00:00.000Z',
  updatedAt: '2026-05-02T10:00:00.000Z',
  version: 3,
}

const shawarma = {
  subCategoryId: 4,
  name: 'Chicken shawarma wrap',
  nameAr: 'لفافة شاورما دجاج',
  description: 'Garlic toum, pickles, fries inside.',
  descriptionAr: 'ثوم، مخلل، بطاطا',
  price: '6.50',
  compareAtPrice: '7.50',
  imageUrl: '/api/uploads/3f2a.webp',
  isAvailable: true,
  isFeatured: false,
  preparationMinutes: 12,
  branchIds: [1, 2, 4],
  optionGroups: [
    {
      name: 'Size',
      nameAr: 'الحجم',
      required: true,
      minSelect: 1,
      maxSelect: 1,
      options: [
        { name: 'Regular', nameAr: 'عادي', priceDelta: '0.00' },
        { name: 'Large', nameAr: 'كبير', priceDelta: '1.50' },
      ],
    },
  ],
  sortOrder: 3,
}

describe('category', () => {
  it('takes a realistic form and fills defaults', () => {
    const input = parseOk(categoryResource.input, { name: 'Grills', nameAr: 'مشاوي' })
    expect(input).toEqual({
      name: 'Grills',
      nameAr: 'مشاوي',
      description: '',
      imageUrl: '',
      sortOrder: 0,
      isActive: true,
    })
  })

  it('requires the Arabic name customers see', () => {
    expect(errorsOf(categoryResource.input, { name: 'Grills' })).toEqual({
      nameAr: 'Arabic name is required',
    })
  })

  it('reads records with their derived sub-category count', () => {
    const record = {
      ...meta,
      name: 'Grills',
      nameAr: 'مشاوي',
      description: '',
      imageUrl: '',
      sortOrder: 0,
      isActive: true,
      subCategoryCount: 4,
    }
    expect(categorySchema.safeParse(record).success).toBe(true)
  })

  it('needs the version on update and lists with its filters', () => {
    expect(errorsOf(categoryResource.updateBody, { name: 'Grills', nameAr: 'مشاوي' })).toEqual({
      version: 'Version is required; reload the record and try again',
    })
    expect(parseOk(categoryResource.query, { isActive: 'true', sort: 'name:asc' })).toMatchObject({
      isActive: true,
      page: 1,
      pageSize: 20,
    })
    expect(errorsOf(categoryResource.query, { sort: 'password:asc' })).toEqual({
      sort: 'Sort must be one of name, sortOrder, createdAt, updatedAt, subCategoryCount followed by :asc or :desc',
    })
    expect(errorsOf(categoryResource.query, { pageSize: '500' })).toHaveProperty('pageSize')
  })
})

describe('subcategory', () => {
  it('needs its category and filters by it', () => {
    expect(errorsOf(subcategoryResource.input, { name: 'Wraps', nameAr: 'لفائف' })).toEqual({
      categoryId: 'Category is required',
    })
    expect(parseOk(subcategoryResource.query, { categoryId: '3' }).categoryId).toBe(3)
  })
})

describe('product', () => {
  it('takes a realistic product', () => {
    expect(errorsOf(productResource.input, shawarma)).toEqual({})
    expect(
      productSchema.safeParse({
        ...meta,
        ...shawarma,
        // The record's groups and options carry the ids the server gave them.
        optionGroups: shawarma.optionGroups.map((g, i) => ({
          ...g,
          id: i + 1,
          options: g.options.map((o, j) => ({ ...o, id: 10 * i + j + 1 })),
        })),
        subCategoryName: 'Wraps',
        categoryId: 2,
        categoryName: 'Sandwiches',
      }).success,
    ).toBe(true)
  })

  it('refuses a bad price, and a compare-at price not above the price', () => {
    expect(errorsOf(productResource.input, { ...shawarma, price: '-0.50' })).toMatchObject({
      price: 'Price cannot be negative',
    })
    expect(errorsOf(productResource.input, { ...shawarma, compareAtPrice: '6.50' })).toEqual({
      compareAtPrice: 'Compare-at price must be more than the price',
    })
    expect(errorsOf(productResource.input, { ...shawarma, compareAtPrice: null })).toEqual({})
  })

  it('keeps the option ids sent back, each once in the product', () => {
    const group = shawarma.optionGroups[0]!
    const ided = { ...group, id: 1, options: group.options.map((o, j) => ({ ...o, id: j + 1 })) }
    expect(errorsOf(productResource.input, { ...shawarma, optionGroups: [ided] })).toEqual({})
    const twice = { ...ided, id: 2 }
    expect(errorsOf(productResource.input, { ...shawarma, optionGroups: [ided, twice] })).toEqual({
      optionGroups: 'An option group or option id is listed twice',
    })
  })

  it('needs a branch', () => {
    expect(errorsOf(productResource.input, { ...shawarma, branchIds: [] })).toEqual({
      branchIds: 'Choose at least one branch',
    })
  })

  it('keeps option groups coherent', () => {
    const group = shawarma.optionGroups[0]!
    const withGroup = (g: object) => ({ ...shawarma, optionGroups: [{ ...group, ...g }] })
    expect(errorsOf(productResource.input, withGroup({ minSelect: 2, maxSelect: 1 }))).toEqual({
      'optionGroups.0.minSelect': 'Minimum choices cannot be more than maximum choices',
    })
    expect(errorsOf(productResource.input, withGroup({ maxSelect: 3 }))).toEqual({
      'optionGroups.0.maxSelect': 'Maximum choices cannot be more than the number of options',
    })
    expect(errorsOf(productResource.input, withGroup({ minSelect: 0 }))).toEqual({
      'optionGroups.0.minSelect': 'A required group needs a minimum of at least 1 choice',
    })
    expect(errorsOf(productResource.input, withGroup({ options: [] }))).toEqual({
      'optionGroups.0.options': 'Add at least one option',
    })
    expect(
      errorsOf(productResource.input, withGroup({ required: false, minSelect: 0, maxSelect: 2 })),
    ).toEqual({})
  })

  it('filters by price and availability as strings', () => {
    expect(
      parseOk(productResource.query, {
        minPrice: '2.00',
        maxPrice: '10.00',
        isAvailable: 'false',
        branchId: '2',
        search: 'shawarma',
      }),
    ).toMatchObject({ minPrice: '2.00', maxPrice: '10.00', isAvailable: false, branchId: 2 })
    expect(errorsOf(productResource.query, { minPrice: 'cheap' })).toEqual({
      minPrice: 'Minimum price must be an amount such as 12.50',
    })
  })
})
