import { Classes, NonIdealState } from '@blueprintjs/core'
import {
  bothCurrencies,
  differenceInWords,
  formatRate,
  lbpDifferenceInWords,
  reportRoutes,
} from 'contracts'
import { Link, useParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { errorMessage } from '../../lib/resource'
import { downloadXlsx } from './exportXlsx'
import { REPORT_PATHS } from './paths'
import { ReportFrame } from './ReportFrame'
import { FigureTable, Panel, ShiftFigures } from './ShiftFigures'
import { SHIFT_DAYS, shiftSheets } from './shiftSheets'
import { useExporter } from '../../lib/export'

/** `/report/:closeId`: a close and its report exactly as it was frozen. */
export default function CloseScreen() {
  const raw = useParams().closeId ?? ''
  // Only a close's number names a close: `/report/shift` or `/report/x` is no
  // close, said at once instead of waiting for an answer never asked.
  const id = /^[1-9][0-9]*$/.test(raw) ? Number(raw) : undefined
  const exporter = useExporter()
  const { data, error } = useApi(reportRoutes.getShiftClose, {
    params: { id: id ?? 0 },
    enabled: id !== undefined,
  })
  const close = data && data.Data.id === id ? data.Data : undefined
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
      {id === undefined || error?.status === 404 ? (
        <NonIdealState
          title="No such close"
          description={
            <>
              {id === undefined
                ? 'This address names no close.'
                : `There is no close ${id} you may see.`}{' '}
              See the <Link to={REPORT_PATHS.shift}>current shift</Link> or the{' '}
              <Link to={REPORT_PATHS.closes}>past closes</Link>.
            </>
          }
        />
      ) : error ? (
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
                ['Opening float', bothCurrencies(close.openingFloatUsd, close.openingFloatLbp)],
                [
                  'Cash expected from the shift',
                  bothCurrencies(close.cashExpectedUsd, close.cashExpectedLbp),
                ],
                ['Cash counted', bothCurrencies(close.cashCounted, close.cashCountedLbp)],
                ['Difference in dollars', differenceInWords(close.differenceUsd)],
                ['Difference in pounds', lbpDifferenceInWords(close.differenceLbp)],
                [
                  'Difference, valued in dollars',
                  `${differenceInWords(close.difference)} (at ${formatRate(close.lbpPerUsd)})`,
                ],
                ['Note', close.note || '—'],
              ]}
            />
            <div className="report-signatures">
              <p>Counted by</p>
              <p>Checked by</p>
            </div>
          </Panel>
          <ShiftFigures report={close.report} />
        </>
      )}
    </ReportFrame>
  )
}
