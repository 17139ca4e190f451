import { categoryResource, subcategoryResource } from 'contracts'
import { FlagFilter, ReferenceFilter } from '../../lib/resource'
import type { ListController } from '../../lib/resource'
import type { productResource } from 'contracts'
import { PriceRangeFilter } from './PriceRangeFilter'
import { BranchFilter } from '../../lib/branches'

/** Category, sub-category, availability, branch and price range. */
export function ProductFilters({ list }: { list: ListController<typeof productResource> }) {
  const { filters } = list.state
  return (
    <>
      <ReferenceFilter
        label="Category"
        resource={categoryResource}
        value={filters.categoryId}
        onChange={(id) => list.setFilters({ categoryId: id, subCategoryId: undefined })}
      />
      <ReferenceFilter
        label="Sub-category"
        resource={subcategoryResource}
        value={filters.subCategoryId}
        extraQuery={{ categoryId: filters.categoryId }}
        onChange={(id) => list.setFilter('subCategoryId', id)}
      />
      <FlagFilter
        label="Availability"
        yes="Available"
        no="Unavailable"
        value={filters.isAvailable}
        onChange={(v) => list.setFilter('isAvailable', v)}
      />
      <BranchFilter value={filters.branchId} onChange={(id) => list.setFilter('branchId', id)} />
      <PriceRangeFilter
        min={filters.minPrice}
        max={filters.maxPrice}
        onChange={(range) => list.setFilters(range)}
      />
    </>
  )
}
