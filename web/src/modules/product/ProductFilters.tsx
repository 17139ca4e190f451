import { categoryResource, subcategoryResource } from 'contracts'
import { FlagFilter, ReferenceFilter } from '../../lib/resource'
import type { ListController } from '../../lib/resource'
import type { productResource } from 'contracts'
import { PriceRangeFilter } from './PriceRangeFilter'
import { BranchFilter } from '../../lib/branches'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** Category, sub-category, availability, branch and price range. */
export function ProductFilters({ list }: { list: ListController<typeof productResource> }) {
  const { filters } = list.state
  return (
    <>
      <ReferenceFilter
        label={m.category()}
        resource={categoryResource}
        value={filters.categoryId}
        onChange={(id) => list.setFilters({ categoryId: id, subCategoryId: undefined })}
      />
      <ReferenceFilter
        label={m.subcategory()}
        resource={subcategoryResource}
        value={filters.subCategoryId}
        extraQuery={{ categoryId: filters.categoryId }}
        onChange={(id) => list.setFilter('subCategoryId', id)}
      />
      <FlagFilter
        label={m.availability()}
        yes={m.available()}
        no={m.unavailable()}
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
