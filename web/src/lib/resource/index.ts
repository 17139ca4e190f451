/** The resource layer: headless hooks for lists, records and forms, and the Blueprint views on them. */
export type { ListResource, Resource, RecordOf, InputOf, ListPage } from './types'
export { labelOf, titleOf } from './types'
export { resourcePaths } from './paths'
export type { ResourcePaths } from './paths'

export { useListState } from './list/useListState'
export { useListController } from './list/useListController'
export type { ListController } from './list/useListController'
export type { ListState, Sort } from './list/listState'
export { listQuery } from './list/listState'
export { useListReturnPath, useListReturnState } from './list/returnTo'
export { BRANCH_FILTER_ID, useFilterTag } from './list/filterTags'
export { contractFilter } from './list/contractFilter'
export { FilterRefusalsProvider, refusalsInWords, useFilterRefusals } from './list/filterRefusals'
export type { FilterTag } from './list/filterTags'

export { useResourceList } from './hooks/useResourceList'
export { useResourceRecord } from './hooks/useResourceRecord'
export { useSendOnce } from './hooks/useSendOnce'
export type { SentOnce } from './hooks/useSendOnce'
export {
  inputOf,
  useCreate,
  useDelete,
  useResourceMutations,
  useUpdate,
} from './hooks/useResourceMutations'

export { CellTag } from './table/CellTag'
export { ResourceListPage } from './table/ResourceListPage'
export { ResourceTable } from './table/ResourceTable'
export type { Column } from './table/ResourceTable'
export { RowActions } from './table/RowActions'
export { useRowActions } from './table/useRowActions'
export { ActiveFilter } from './table/ActiveFilter'
export {
  activeColumn,
  arabicColumn,
  imageColumn,
  moneyColumn,
  nameArColumn,
  nameColumn,
  sortOrderColumn,
  csvColumnsOf,
  yesNo,
} from './table/columns'
export { LinkButton } from './table/LinkButton'
export { useDeleteRecord } from './delete/useDeleteRecord'

export type { CsvColumn, CsvFooter } from './csv/exportCsv'

export { useFormController } from './form/useFormController'
export { useIdParam } from './form/useIdParam'
export type { FormValues } from './form/useFormController'
export { ResourceForm } from './form/ResourceForm'
export { RecordHistory } from './history/RecordHistory'
export { RecordTabs } from './history/RecordTabs'
export { pageChanges, pageEvents } from './history/eventWords'
export { LedgerListPage, useEmployeeFilter, useLedgerList } from './ledger/LedgerListPage'
export type { LedgerFilter } from './ledger/LedgerListPage'
export { ReadOnlyContext, recordModeOf, useReadOnly, useRecordMode } from './form/readOnly'
export type { RecordMode } from './form/readOnly'
export { useUnsavedChangesGuard } from './form/useUnsavedChangesGuard'

export { TextField } from './fields/TextField'
export { lengthCount } from './fields/lengthCount'
export { NumberField } from './fields/NumberField'
export { TimeField } from './fields/TimeField'
export { MoneyField } from './fields/MoneyField'
export { LbpField } from './fields/LbpField'
export { CashCountFields, cashCountErrors } from './fields/CashCountFields'
export { PhoneField } from './fields/PhoneField'
export { SwitchField } from './fields/SwitchField'
export { FieldFrame, fieldId } from './fields/FieldFrame'
export { fieldError } from './fields/fieldError'
export { useTextInput } from './fields/useTextInput'
export { useTypedInput } from './fields/useTypedInput'
export { ImageField } from './image/ImageField'
export { ReferenceField } from './reference/ReferenceField'
export { ReferenceFilter } from './reference/ReferenceFilter'
export { ReferenceSuggest } from './reference/ReferenceSuggest'
export { useSuggestQuery } from './reference/useSuggestQuery'
export { customerChoices, employeeChoices } from './reference/people'
export type { ReferenceOption, ReferenceSource } from './reference/useReferenceOptions'
export { serverFailure, shownOnce } from './errors/serverFailure'
export type { ServerFailure } from './errors/serverFailure'
export { errorMessage } from './errors/errorMessage'
export { ArabicText, ChoiceFilter, FlagFilter, FlagTag, ImageCell } from './table/cells'
export { CsvExportButton } from './csv/CsvExportButton'

export { DateRangeFilter } from './dates/DateRangeFilter'
export { DayBoundsFilter } from './dates/DayBoundsFilter'
export type { DayBounds } from './dates/DayBoundsFilter'
export {
  dayRangeBounds,
  dayRangeQuery,
  normalizeDayRange,
  readDayRange,
  writeDayRange,
} from './dates/dayRange'
export { dayRangeShortcuts } from './dates/dayRangeShortcuts'
export type { DayRange } from './dates/dayRange'

export { useOpenParam, openIdOf } from './drawer/useOpenParam'
export type { OpenParam } from './drawer/useOpenParam'
export { RecordDrawer } from './drawer/RecordDrawer'
export { isListKeyOf } from './hooks/cacheKeys'
export { DateTimeField, timeZoneHint } from './fields/DateTimeField'
export { DateTimeRangeField } from './fields/DateTimeRangeField'
export { LinkTargetField } from './link/LinkTargetField'
export { linkInWords } from './link/linkInWords'
export type { NamedLink } from './link/linkInWords'
export {
  ScheduleStatusFilter,
  ScheduleStatusTag,
  scheduleDatesColumn,
  scheduleInWords,
  scheduleStatusColumn,
} from './schedule/ScheduleStatusTag'
export { nextScheduleChange, useScheduleStatus } from './schedule/useScheduleStatus'
