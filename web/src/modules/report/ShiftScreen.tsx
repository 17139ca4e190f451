import { Button, Callout, Classes, NonIdealState } from '@blueprintjs/core'
import { LockIcon } from '@blueprintjs/icons'
import { reportRoutes } from 'contracts'
import type { ShiftClose } from 'contracts'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { branchIdIn } from '../../lib/orders'
import { errorMessage } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { toastSuccess } from '../../lib/toaster'
import {
  branchLabel,
  BranchSelect,
  recordBranchLabel,
  useEmployeeBranches,
} from '../../lib/branches'
import { CloseShiftDialog } from './CloseShiftDialog'
import { downloadXlsx } from './exportXlsx'
import { REPORT_PATHS } from './paths'
import { ReportFrame } from './ReportFrame'
import { ShiftFigures } from './ShiftFigures'
import { shiftDays, shiftSheets } from './shiftSheets'
import { useExporter } from '../../lib/export'
import { differenceText, m } from './words'

/**
 * `/report`: a branch's open shift, from its last close to now, and "Close
 * shift" for those with report Add.
 */
export default function ShiftScreen() {
  const { branches, error: branchesError } = useEmployeeBranches()
  const [params, setParams] = useSearchParams()
  // The branch chosen in the address, else the first of theirs by name.
  const asked = branchIdIn(params)
  const branch = branches.find((b) => b.id === asked) ?? branches[0]
  const choose = (id: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('branchId', String(id))
      return next
    })
  const { can } = usePermissions()
  const exporter = useExporter()
  const { data, error, mutate } = useApi(reportRoutes.getShiftReport, {
    query: { branchId: branch?.id ?? 0 },
    enabled: branch !== undefined,
  })
  const [closing, setClosing] = useState(false)
  const [closed, setClosed] = useState<ShiftClose>()
  const report = data?.Data.branchId === branch?.id ? data?.Data : undefined
  const failure = branchesError ?? error
  return (
    <ReportFrame
      title={m.currentShift()}
      scope={branch && branchLabel(branch)}
      period={
        report && m.fromTo({ from: formatDateTime(report.from), to: formatDateTime(report.to) })
      }
      onExport={
        report &&
        (() =>
          downloadXlsx(
            {
              report: m.shiftReport(),
              branch: recordBranchLabel(report),
              branchFile: report.branchName,
              from: report.from,
              to: report.to,
              days: shiftDays(),
              exportedBy: exporter,
              exportedAt: Date.now(),
            },
            shiftSheets(report),
          ))
      }
    >
      <div className="report-filters report-no-print">
        <BranchSelect id="report-branch" value={branch?.id} onChange={(id) => id && choose(id)} />
        {report && (
          <p className="report-period">
            {m.since({
              from: formatDateTime(report.from),
              to: formatDateTime(report.to),
              days: shiftDays(),
            })}
          </p>
        )}
        {report && can('report', 'Add') && (
          <Button intent="primary" icon={<LockIcon />} onClick={() => setClosing(true)}>
            {m.closeShift()}
          </Button>
        )}
      </div>
      {closed && (
        <Callout intent="success" role="status" style={{ marginBottom: 12 }}>
          {m.closedCallout({
            branch: recordBranchLabel(closed),
            at: formatDateTime(closed.closedAt),
            difference: differenceText(closed.difference),
          })}{' '}
          <Link to={REPORT_PATHS.close(closed.id)}>{m.openClosed()}</Link>
        </Callout>
      )}
      {failure ? (
        <NonIdealState title={m.shiftUnread()} description={errorMessage(failure)} />
      ) : report ? (
        <ShiftFigures report={report} live />
      ) : (
        <div className={`report-skeleton ${Classes.SKELETON}`} aria-busy="true" />
      )}
      {closing && report && (
        <CloseShiftDialog
          report={report}
          onClose={() => {
            setClosing(false)
            void mutate()
          }}
          onClosed={(close) => {
            setClosing(false)
            setClosed(close)
            void toastSuccess(m.shiftClosedToast({ difference: differenceText(close.difference) }))
            void mutate()
          }}
        />
      )}
    </ReportFrame>
  )
}
