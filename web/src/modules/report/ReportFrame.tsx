import { Button, ButtonGroup, H1 } from '@blueprintjs/core'
import { DownloadIcon, PrintIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router-dom'
import { formatDateTime } from '../../lib/dates'
import { useSession } from '../../lib/session'
import { toastError } from '../../lib/toaster'
import { REPORT_PATHS } from './paths'
import { m } from './words'
import './report.css'

const TABS = [
  { to: REPORT_PATHS.shift, label: m.tabShift, end: true },
  { to: REPORT_PATHS.closes, label: m.tabCloses, end: false },
  { to: REPORT_PATHS.sales, label: m.tabSales, end: false },
] as const

interface ReportFrameProps {
  title: string
  /** What the printed page names: the branch (or branches) and the period. */
  scope?: string
  period?: string
  /** Builds and downloads the spreadsheet; absent while there is nothing to export. */
  onExport?: () => Promise<void>
  children: ReactNode
}

/**
 * A report screen: its title, the reports' tabs, Print and Export, and what
 * only the printed page shows (branch, period, who printed it and when).
 */
export function ReportFrame({ title, scope, period, onExport, children }: ReportFrameProps) {
  const employee = useSession()?.employee
  const [exporting, setExporting] = useState(false)
  const [printedAt, setPrintedAt] = useState(() => new Date())
  const exportNow = async () => {
    if (!onExport) return
    setExporting(true)
    try {
      await onExport()
    } catch (error) {
      console.error(error)
      void toastError(m.exportFailed())
    } finally {
      setExporting(false)
    }
  }
  return (
    <section className="report-page" aria-labelledby="report-title">
      <div className="report-head">
        <H1 id="report-title" style={{ fontSize: 26, margin: 0 }}>
          {title}
        </H1>
        <ButtonGroup className="report-no-print">
          <Button
            icon={<PrintIcon />}
            text={m.print()}
            onClick={() => {
              setPrintedAt(new Date())
              // The printed time is painted before the print dialog takes the page.
              setTimeout(() => window.print(), 0)
            }}
          />
          <Button
            icon={<DownloadIcon />}
            text={m.exportExcel()}
            disabled={!onExport}
            loading={exporting}
            onClick={() => void exportNow()}
          />
        </ButtonGroup>
      </div>
      <p className="report-print-only">
        <span>{[scope, period].filter(Boolean).join(' · ')}</span>
        <br />
        <span>
          {m.printedBy({
            name: employee ? `${employee.firstName} ${employee.lastName}` : m.anEmployee(),
            at: formatDateTime(printedAt),
          })}
        </span>
      </p>
      <nav className="report-tabs report-no-print" aria-label={m.tabsLabel()}>
        {TABS.map((t) => (
          <NavLink key={t.to} to={t.to} end={t.end} className="report-tab">
            {t.label()}
          </NavLink>
        ))}
      </nav>
      {children}
    </section>
  )
}
