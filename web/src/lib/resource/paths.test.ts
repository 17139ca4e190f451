import { categoryResource, subcategoryResource } from 'contracts'
import { describe, expect, it } from 'vitest'
import { resourcePaths } from './paths'

describe('resourcePaths', () => {
  it('gives the list, add and edit screens of docs/requirements.md#screens-and-routes', () => {
    expect(resourcePaths(categoryResource)).toMatchObject({
      list: '/category',
      add: '/category/add',
    })
    expect(resourcePaths(subcategoryResource).edit(7)).toBe('/subcategory/7/edit')
  })

  it('opens a record read-only at a path without "edit", which View may open', () => {
    expect(resourcePaths(subcategoryResource).view(7)).toBe('/subcategory/7')
    expect(resourcePaths({ path: '/employee/roles', key: 'roles' }).view(3)).toBe(
      '/employee/roles/3',
    )
  })
})
