import { Classes, NonIdealState } from '@blueprintjs/core'
import { differenceInWords, formatUsd, reportRoutes } from 'contracts'
import { useParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { errorMessage } from '../../lib/resource'
import { downloadXlsx } from './exportXlsx'
import { ReportFrame } from './ReportFrame'
import { FigureTable, Panel, ShiftFigures } from './ShiftFigures'
import { SHIFT_DAYS, shiftSheets } from './shiftSheets'
import { useExporter } from '../../lib/export'

/** `/report/:closeId`: a close and its report exactly as it was frozen. */
export default function CloseScreen() {
  const id = Number(useParams().closeId)
  const exporter = useExporter()
  const { data, error } = useApi(reportRoutes.getShiftClose, {
    params: { id },
    enabled: Number.isInteger(id) && id > 0,
  })
  const close = data?.Data.id === id ? data.Data : undefined
  return (
    <ReportFrame
      title={close ? `Closed shift of ${close.branchName}` : 'Closed shift'}
      scope={close?.branchName}
      period={
        close &&
        `From ${formatDateTime(close.from)} to ${formatDateTime(close.closedAt)} (${SHIFT_DAYS})`
      }
      onExport={
        close &&
        (() =>
          downloadXlsx(
            {
              report: 'Closed shift',
              branch: close.branchName,
              from: close.from,
              to: close.closedAt,
              days: SHIFT_DAYS,
              exportedBy: exporter,
              exportedAt: Date.now(),
            },
            shiftSheets(close.report, close),
          ))
      }
    >
      {error ? (
        <NonIdealState title="The close could not be read" description={errorMessage(error)} />
      ) : !close ? (
        <div className={`report-skeleton ${Classes.SKELETON}`} aria-busy="true" />
      ) : (
        <>
          <Panel title="The close">
            <FigureTable
              caption="The cash counted at the close"
              head={['Item', 'Value']}
              numeric={[]}
              rows={[
                ['Shift', `${formatDateTime(close.from)} to ${formatDateTime(close.closedAt)}`],
                ['Closed by', close.closedByName],
                ['Cash expected', formatUsd(close.cashExpected)],
                ['Cash counted', formatUsd(close.cashCounted)],
                ['Difference', differenceInWords(close.difference)],
                ['Note', close.note || '—'],
              ]}
            />
          </Panel>
          <ShiftFigures report={close.report} />
        </>
      )}
    </ReportFrame>
  )
}
