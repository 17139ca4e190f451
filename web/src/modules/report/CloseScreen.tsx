import { Classes, NonIdealState } from '@blueprintjs/core'
import { reportRoutes } from 'contracts'
import { Link, useParams } from 'react-router-dom'
import { useApi } from '../../lib/api'
import { recordBranchLabel } from '../../lib/branches'
import { formatDateTime } from '../../lib/dates'
import { errorMessage } from '../../lib/resource'
import { downloadXlsx } from './exportXlsx'
import { REPORT_PATHS } from './paths'
import { ReportFrame } from './ReportFrame'
import { FigureTable, Panel, ShiftFigures } from './ShiftFigures'
import { shiftDays, shiftSheets } from './shiftSheets'
import { useExporter } from '../../lib/export'
import { bothText, differenceText, lbpDifferenceText, m, rateText } from './words'

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
      title={close ? m.closedShiftOf({ branch: recordBranchLabel(close) }) : m.closedShift()}
      scope={close && recordBranchLabel(close)}
      period={
        close &&
        m.fromToDays({
          from: formatDateTime(close.from),
          to: formatDateTime(close.closedAt),
          days: shiftDays(),
        })
      }
      onExport={
        close &&
        (() =>
          downloadXlsx(
            {
              report: m.closedShift(),
              branch: recordBranchLabel(close),
              branchFile: close.branchName,
              from: close.from,
              to: close.closedAt,
              days: shiftDays(),
              exportedBy: exporter,
              exportedAt: Date.now(),
            },
            shiftSheets(close.report, close),
          ))
      }
    >
      {id === undefined || error?.status === 404 ? (
        <NonIdealState
          title={m.noSuchClose()}
          description={
            <>
              {id === undefined ? m.noCloseAddress() : m.noCloseId({ id })} {m.seeThe()}{' '}
              <Link to={REPORT_PATHS.shift}>{m.currentShiftLink()}</Link> {m.orThe()}{' '}
              <Link to={REPORT_PATHS.closes}>{m.pastClosesLink()}</Link>.
            </>
          }
        />
      ) : error ? (
        <NonIdealState title={m.closeUnread()} description={errorMessage(error)} />
      ) : !close ? (
        <div className={`report-skeleton ${Classes.SKELETON}`} aria-busy="true" />
      ) : (
        <>
          <Panel title={m.theClose()}>
            <FigureTable
              caption={m.cashCountedAtClose()}
              head={[m.item(), m.value()]}
              numeric={[]}
              rows={[
                [
                  m.shift(),
                  m.range({ from: formatDateTime(close.from), to: formatDateTime(close.closedAt) }),
                ],
                [m.closedBy(), close.closedByName],
                [m.openingFloat(), bothText(close.openingFloatUsd, close.openingFloatLbp)],
                [m.cashExpectedFromShift(), bothText(close.cashExpectedUsd, close.cashExpectedLbp)],
                [m.cashCounted(), bothText(close.cashCounted, close.cashCountedLbp)],
                [m.differenceUsd(), differenceText(close.differenceUsd)],
                [m.differenceLbp(), lbpDifferenceText(close.differenceLbp)],
                [
                  m.differenceValued(),
                  m.differenceAtRate({
                    difference: differenceText(close.difference),
                    rate: rateText(close.lbpPerUsd),
                  }),
                ],
                [m.note(), close.note || '—'],
              ]}
            />
            <div className="report-signatures">
              <p>{m.countedBy()}</p>
              <p>{m.checkedBy()}</p>
            </div>
          </Panel>
          <ShiftFigures report={close.report} />
        </>
      )}
    </ReportFrame>
  )
}
