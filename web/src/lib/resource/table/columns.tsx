import { ArabicText, FlagTag, ImageCell } from './cells'
import type { Column } from './ResourceTable'

/**
 * The columns a catalogue-like record shows the same way on every list: its
 * thumbnail, name, Arabic name, sort order and active state.
 */
export const imageColumn = <T extends { imageUrl: string; name: string }>(): Column<T> => ({
  id: 'image',
  header: 'Image',
  cell: (record) => <ImageCell src={record.imageUrl} alt={record.name} />,
  width: 64,
})

export const nameColumn = <T extends { name: string }>(): Column<T> => ({
  id: 'name',
  header: 'Name',
  sortField: 'name',
  cell: (record) => record.name,
})

export const nameArColumn = <T extends { nameAr: string }>(): Column<T> => ({
  id: 'nameAr',
  header: 'Arabic name',
  cell: (record) => <ArabicText>{record.nameAr}</ArabicText>,
})

export const sortOrderColumn = <T extends { sortOrder: number }>(): Column<T> => ({
  id: 'sortOrder',
  header: 'Sort order',
  sortField: 'sortOrder',
  align: 'right',
  cell: (record) => record.sortOrder,
})

export const activeColumn = <T extends { isActive: boolean }>(): Column<T> => ({
  id: 'isActive',
  header: 'Active',
  cell: (record) => <FlagTag on={record.isActive} yes="Active" no="Inactive" />,
})
