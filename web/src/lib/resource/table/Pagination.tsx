import { Button, ButtonGroup, HTMLSelect, Classes } from '@blueprintjs/core'
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons'
import { PAGE_SIZES } from '../list/listState'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  onPageSize: (size: number) => void
}

/** "21–40 of 152", previous/next and the page size. */
export function Pagination({ page, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1
  const last = Math.min(total, page * pageSize)
  return (
    <nav className="resource-pagination" aria-label="Pages">
      <span className={Classes.TEXT_MUTED} aria-live="polite">
        {first}–{last} of {total}
      </span>
      <label className="resource-pagination-size">
        Rows per page{' '}
        <HTMLSelect
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
      </label>
      <ButtonGroup>
        <Button
          icon={<ChevronLeftIcon />}
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Button variant="minimal" disabled>
          Page {Math.min(page, pages)} of {pages}
        </Button>
        <Button
          icon={<ChevronRightIcon />}
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </ButtonGroup>
    </nav>
  )
}
