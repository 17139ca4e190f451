import { bannerResource } from 'contracts'
import type { Banner } from 'contracts'
import {
  ImageCell,
  ResourceListPage,
  ResourceTable,
  ScheduleStatusFilter,
  csvColumnsOf,
  linkInWords,
  scheduleDatesColumn,
  scheduleStatusColumn,
  sortOrderColumn,
  useListController,
  useRowActions,
} from '../../lib/resource'
import type { Column, ListController } from '../../lib/resource'
import { BranchFilter } from '../../lib/branches'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'
import { bannerPaths } from './paths'

const m = messages(en)

/** The columns, in the page's language (their words arrive with the screen's code). */
const columnsOf = (): Column<Banner>[] => [
  {
    id: 'image',
    header: m.imageUrl(),
    cell: (b) => <ImageCell src={b.imageUrl} alt={b.title} />,
    width: 64,
  },
  { id: 'title', header: m.title(), sortField: 'title', cell: (b) => b.title, csv: (b) => b.title },
  { id: 'link', header: m.linkType(), cell: (b) => linkInWords(b), csv: (b) => linkInWords(b) },
  scheduleStatusColumn(),
  scheduleDatesColumn(),
  sortOrderColumn(),
]

/** Home-screen banners: what each shows, where it leads, and whether it is live now. */
export default function BannerListScreen() {
  const columns = columnsOf()
  const list = useListController(bannerResource, {
    sort: { field: 'sortOrder', direction: 'asc' },
  })
  const actions = useRowActions(list, { paths: bannerPaths, nameOf: (b) => b.title })
  return (
    <ResourceListPage
      title={m.pageTitle()}
      controller={list}
      addTo={bannerPaths.add}
      addLabel={m.add()}
      searchPlaceholder={m.search()}
      csv={{ filename: 'banners', columns: csvColumnsOf(columns) }}
      filters={<BannerFilters list={list} />}
    >
      <ResourceTable controller={list} columns={columns} plural={m.plural()} rowActions={actions} />
    </ResourceListPage>
  )
}

/** Status (scheduled, live, expired, inactive) and branch. */
function BannerFilters({ list }: { list: ListController<typeof bannerResource> }) {
  const { filters } = list.state
  return (
    <>
      <ScheduleStatusFilter value={filters.status} onChange={(v) => list.setFilter('status', v)} />
      <BranchFilter value={filters.branchId} onChange={(id) => list.setFilter('branchId', id)} />
    </>
  )
}
