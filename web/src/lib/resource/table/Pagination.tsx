import { Button, ButtonGroup, HTMLSelect, Classes } from '@blueprintjs/core'
import { ChevronLeftIcon, ChevronRightIcon } from '@blueprintjs/icons'
import { PAGE_SIZES } from '../list/listState'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

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
    <nav className="resource-pagination" aria-label={m.pages()}>
      <span className={Classes.TEXT_MUTED} aria-live="polite">
        {m.pageRange({ first, last, total })}
      </span>
      <label className="resource-pagination-size">
        {m.rowsPerPage()}{' '}
        <HTMLSelect
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.currentTarget.value))}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
        />
      </label>
      <ButtonGroup>
        <Button
          icon={<ChevronLeftIcon />}
          aria-label={m.previousPage()}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <Button variant="minimal" disabled>
          {m.pageOf({ page: Math.min(page, pages), pages })}
        </Button>
        <Button
          icon={<ChevronRightIcon />}
          aria-label={m.nextPage()}
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        />
      </ButtonGroup>
    </nav>
  )
}
