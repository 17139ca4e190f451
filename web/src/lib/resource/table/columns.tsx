import { ArabicText, FlagTag, ImageCell } from './cells'
import type { CsvColumn } from '../csv/exportCsv'
import type { Column } from './ResourceTable'
import { messages } from '../../i18n'
import { formatUsd } from '../../i18n/money'
import en from '../messages.en.json'

const m = messages(en)

/**
 * The columns a record shows the same way on every list: its thumbnail, name,
 * an Arabic twin, an amount of money, sort order and active state.
 */
export const imageColumn = <T extends { imageUrl: string; name: string }>(): Column<T> => ({
  id: 'image',
  header: m.image(),
  cell: (record) => <ImageCell src={record.imageUrl} alt={record.name} />,
  width: 64,
})

export const nameColumn = <T extends { name: string }>(): Column<T> => ({
  id: 'name',
  header: m.name(),
  sortField: 'name',
  cell: (record) => record.name,
  csv: (record) => record.name,
})

/** The Arabic twin of a text field (`nameAr`, `textAr`), right to left. */
export const arabicColumn = <T extends Record<K, string>, K extends string>(
  field: K,
  header: string,
): Column<T> => ({
  id: field,
  header,
  cell: (record) => <ArabicText>{record[field]}</ArabicText>,
  csv: (record) => record[field],
})

export const nameArColumn = <T extends { nameAr: string }>(): Column<T> =>
  arabicColumn<T, 'nameAr'>('nameAr', m.arabicName())

/**
 * A USD amount (the contract's two-decimal string) shown as people read it
 * ("$1,250.50"), right-aligned and sorted by its field; its CSV cell keeps the
 * plain number. An optional one that is null shows "—" and leaves its CSV cell empty.
 */
export const moneyColumn = <T extends Record<K, string | null>, K extends string>(
  field: K,
  header: string,
): Column<T> => ({
  id: field,
  header,
  sortField: field,
  align: 'right',
  cell: (record) => {
    const amount = record[field]
    return amount === null ? '—' : formatUsd(amount)
  },
  csv: (record) => record[field] ?? '',
})

export const sortOrderColumn = <T extends { sortOrder: number }>(): Column<T> => ({
  id: 'sortOrder',
  header: m.sortOrder(),
  sortField: 'sortOrder',
  align: 'right',
  cell: (record) => record.sortOrder,
  csv: (record) => record.sortOrder,
})

export const activeColumn = <T extends { isActive: boolean }>(): Column<T> => ({
  id: 'isActive',
  header: m.active(),
  cell: (record) => <FlagTag on={record.isActive} yes={m.active()} no={m.inactive()} />,
  csv: (record) => yesNo(record.isActive),
})

/** How a flag reads in a CSV file. */
export const yesNo = (flag: boolean) => (flag ? m.yes() : m.no())

/**
 * The CSV columns of a list: the record's ID, then what each table column
 * exports (see Column.csv), in the table's order. One list of columns serves
 * the screen and the file.
 */
export function csvColumnsOf<T extends { id: number }>(
  columns: readonly Column<T>[],
): CsvColumn<T>[] {
  return [
    { header: m.id(), value: (record) => record.id },
    ...columns.flatMap((column): readonly CsvColumn<T>[] => {
      if (!column.csv) return []
      return typeof column.csv === 'function'
        ? [{ header: column.header, value: column.csv }]
        : column.csv
    }),
  ]
}
