import { Button, Callout, Classes, NonIdealState } from '@blueprintjs/core'
import { LockIcon } from '@blueprintjs/icons'
import { differenceInWords, reportRoutes } from 'contracts'
import type { ShiftClose } from 'contracts'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { branchIdIn } from '../../lib/orders'
import { errorMessage } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { toastSuccess } from '../../lib/toaster'
import { BranchSelect, useEmployeeBranches } from '../../lib/branches'
import { CloseShiftDialog } from './CloseShiftDialog'
import { downloadXlsx } from './exportXlsx'
import { REPORT_PATHS } from './paths'
import { ReportFrame } from './ReportFrame'
import { ShiftFigures } from './ShiftFigures'
import { SHIFT_DAYS, shiftSheets } from './shiftSheets'
import { useExporter } from '../../lib/export'

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
      title="Current shift"
      scope={branch?.name}
      period={report && `From ${formatDateTime(report.from)} to ${formatDateTime(report.to)}`}
      onExport={
        report &&
        (() =>
          downloadXlsx(
            {
              report: 'Shift report',
              branch: report.branchName,
              from: report.from,
              to: report.to,
              days: SHIFT_DAYS,
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
            Since {formatDateTime(report.from)} (the last close), up to {formatDateTime(report.to)}:{' '}
            {SHIFT_DAYS}
          </p>
        )}
        {report && can('report', 'Add') && (
          <Button intent="primary" icon={<LockIcon />} onClick={() => setClosing(true)}>
            Close shift
          </Button>
        )}
      </div>
      {closed && (
        <Callout intent="success" role="status" style={{ marginBottom: 12 }}>
          Shift of {closed.branchName} closed at {formatDateTime(closed.closedAt)}:{' '}
          {differenceInWords(closed.difference)}.{' '}
          <Link to={REPORT_PATHS.close(closed.id)}>Open the closed report</Link>
        </Callout>
      )}
      {failure ? (
        <NonIdealState title="The shift could not be read" description={errorMessage(failure)} />
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
            void toastSuccess(`Shift closed: ${differenceInWords(close.difference)}.`)
            void mutate()
          }}
        />
      )}
    </ReportFrame>
  )
}
