import type { ModuleKey } from 'contracts'
import type { ReactNode } from 'react'
import type { CsvFooter } from '../csv/exportCsv'
import { DateRangeFilter } from '../dates/DateRangeFilter'
import { RecordTabs } from '../history/RecordTabs'
import { contractFilter } from '../list/contractFilter'
import { useListController } from '../list/useListController'
import type { ListController } from '../list/useListController'
import type { Sort } from '../list/listState'
import { usePermissions } from '../../session'
import { employeeChoices } from '../reference/people'
import { ReferenceFilter } from '../reference/ReferenceFilter'
import type { ReferenceSource } from '../reference/useReferenceOptions'
import { ChoiceFilter } from '../table/cells'
import { csvColumnsOf } from '../table/columns'
import { ResourceListPage } from '../table/ResourceListPage'
import { ResourceTable } from '../table/ResourceTable'
import type { Column } from '../table/ResourceTable'
import type { ListResource, RecordOf } from '../types'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/**
 * A ledger's list (points entries, wallet transactions, the audit trail): 50 a
 * page, a date range, `sort` (or the API's own order), and only the filters its
 * contract accepts from the URL.
 */
export function useLedgerList<R extends ListResource>(resource: R, sort?: Sort) {
  return useListController(resource, {
    pageSize: 50,
    dateRange: true,
    validFilter: contractFilter(resource),
    ...(sort ? { sort } : {}),
  })
}

/** One filter of a ledger: a few values to choose from, or a record of another resource. */
export type LedgerFilter = { key: string; label: string } & (
  { choices: Readonly<Record<string, string>> } | { reference: ReferenceSource }
)

/** A ledger's Employee filter (who recorded the entry), for those who may see employees. */
export function useEmployeeFilter(): LedgerFilter | false {
  const { can } = usePermissions()
  return (
    can('employee', 'View') && {
      key: 'employeeId',
      label: m.employee(),
      reference: employeeChoices,
    }
  )
}

interface LedgerListPageProps<R extends ListResource> {
  title: string
  list: ListController<R>
  columns: Column<RecordOf<R>>[]
  /** "transactions": the table's word for its rows. */
  plural: string
  csv: { filename: string; footer?: CsvFooter<RecordOf<R>> }
  /** The search box's hint; none: the API does not search this ledger. */
  searchPlaceholder?: string
  /** After the date range, in order; `false` leaves one out (a role that may not see it). */
  filters: readonly (LedgerFilter | false)[]
  /** The record the ledger is filtered to (a wallet: its customer's transactions): its History tab. */
  record?: { module: ModuleKey; id: number | undefined }
  /** Above the table (totals). */
  children?: ReactNode
}

/**
 * A ledger's screen: its date range ("Time") and filters, CSV export of what they
 * match, and the table; filtered to one record, that record's History beside it.
 */
export function LedgerListPage<R extends ListResource>(props: LedgerListPageProps<R>) {
  const { list, columns, plural, record } = props
  const { filters, dateRange = {} } = list.state
  const entries = (
    <>
      {props.children}
      <ResourceTable controller={list} columns={columns} plural={plural} />
    </>
  )
  return (
    <ResourceListPage
      title={props.title}
      controller={list}
      {...(props.searchPlaceholder === undefined
        ? { search: false as const }
        : { searchPlaceholder: props.searchPlaceholder })}
      csv={{ ...props.csv, columns: csvColumnsOf(columns) }}
      filters={
        <>
          <DateRangeFilter label={m.time()} value={dateRange} onChange={list.setDateRange} />
          {props.filters.map((filter) => {
            if (!filter) return null
            const value = filters[filter.key]
            const onChange = (v: string | undefined) => list.setFilter(filter.key, v)
            return 'choices' in filter ? (
              <ChoiceFilter
                key={filter.key}
                label={filter.label}
                choices={filter.choices}
                value={value}
                onChange={onChange}
              />
            ) : (
              <ReferenceFilter
                key={filter.key}
                label={filter.label}
                resource={filter.reference}
                value={value}
                onChange={onChange}
              />
            )
          })}
        </>
      }
    >
      {record ? (
        <RecordTabs
          module={record.module}
          recordId={record.id}
          detailsTitle={plural.charAt(0).toUpperCase() + plural.slice(1)}
        >
          {entries}
        </RecordTabs>
      ) : (
        entries
      )}
    </ResourceListPage>
  )
}
