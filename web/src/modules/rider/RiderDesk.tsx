import { Button, Callout, Card, Classes, H3, HTMLTable, Tag } from '@blueprintjs/core'
import { BankAccountIcon, PlayIcon, PrintIcon, StopIcon } from '@blueprintjs/icons'
import {
  formatPhone,
  bothCurrencies,
  moneyToCents,
  orderRoutes,
  riderFigureFilters,
  riderResource,
  riderRoutes,
} from 'contracts'
import type { Rider, RiderSettlement } from 'contracts'
import { useState } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest, requestPath, useApi } from '../../lib/api'
import { recordBranchLabel } from '../../lib/branches'
import { businessZoneLabel, formatDateTime, formatTime } from '../../lib/dates'
import { useBusinessDay } from '../../lib/useBusinessDay'
import { CashSheet, usePrinterName, useSheetPrint } from './CashSheet'
import { say } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'
import { FigureLink, useOrderLink } from '../../lib/orders'
import { errorMessage } from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { toastError, toastSuccess } from '../../lib/toaster'
import { m, riderLabels, vehicleLabel } from './labels'
import { SettleCashDialog } from './SettleCashDialog'
import { allHeldOrders, settlementsSince, useHeldOrders } from './useSettlement'
import { VoidSettlementDialog } from './VoidSettlementDialog'

/** Settlements shown a page. */
const SETTLEMENTS_PAGE = 10

/**
 * A rider's day beside their record: the shift (started and ended here by
 * those who may), what they carry and delivered today, the cash they hold and
 * "Settle cash", and their settlements, newest first. What may be changed
 * depends on rider Update, or the board's branch-orders Update (the server
 * keeps both to the employee's branches).
 */
export function RiderDesk({ rider: loaded }: { rider: Rider }) {
  // The record as it is now (the form keeps the copy it opened with): shifts and settlements move it.
  const rider = useApi(riderResource.routes.get, { params: { id: loaded.id } }).data?.Data ?? loaded
  const { can } = usePermissions()
  const mayManage = can('rider', 'Update') || can('branch-orders', 'Update')
  const [settling, setSettling] = useState(false)
  const [voiding, setVoiding] = useState<RiderSettlement>()
  const [busy, setBusy] = useState(false)
  const { mutate } = useSWRConfig()
  const orderLink = useOrderLink()
  const figures = riderFigureFilters(rider.id)
  // Today is the business's day (from its midnight), the one the server counts
  // deliveriesToday by: the list holds exactly the deliveries the figure counts.
  const day = useBusinessDay()
  const today = figures.deliveriesToday(day.fromMs)
  const deliveries = useApi(orderRoutes.listOrders, {
    query: { ...today, pageSize: 100, sort: 'createdAt:desc' },
    enabled: can('order'),
  })
  const sheet = useSheetPrint()
  const [printing, setPrinting] = useState(false)
  const printedBy = usePrinterName()
  // Every order behind the cash held: delivered in cash by them since it was last settled.
  const held = useHeldOrders(rider.id)
  const [settlementPage, setSettlementPage] = useState(1)
  const settlements = useApi(riderRoutes.listRiderSettlements, {
    params: { id: rider.id },
    query: { page: settlementPage, pageSize: SETTLEMENTS_PAGE },
    keepPreviousData: true,
  })
  const settlementPages = settlements.data
    ? Math.max(1, Math.ceil(settlements.data.TotalCount / SETTLEMENTS_PAGE))
    : 1
  const setShift = async (onShift: boolean) => {
    setBusy(true)
    try {
      const { Data } = await apiRequest(riderRoutes.setRiderShift, {
        params: { id: rider.id },
        body: { onShift },
      })
      await mutate(
        requestPath(riderResource.routes.get, { params: { id: rider.id } }),
        { Data },
        {
          revalidate: false,
        },
      )
      void toastSuccess(
        onShift ? m.shiftStarted({ name: rider.name }) : m.shiftEnded({ name: rider.name }),
      )
    } catch (caught) {
      void toastError(errorMessage(caught))
    } finally {
      setBusy(false)
    }
  }
  const LABELS = riderLabels()
  // Either currency, below zero too (change given out of the rider's own pocket): the server
  // refuses to delete a rider until it is settled.
  const holds = moneyToCents(rider.cashHeldUsd) !== 0 || rider.cashHeldLbp !== 0
  return (
    <Card className="rider-desk" aria-label={m.riderDay({ name: rider.name })}>
      <div className="rider-desk-head">
        <H3>{rider.name}</H3>
        <a
          href={`tel:${rider.phone}`}
          aria-label={m.callOn({ name: rider.name, phone: formatPhone(rider.phone) })}
          dir="ltr"
        >
          {formatPhone(rider.phone)}
        </a>
        <span className={Classes.TEXT_MUTED}>
          {recordBranchLabel(rider)} · {vehicleLabel(rider.vehicle)}
        </span>
        {rider.onShift ? (
          <Tag intent="success">
            {m.onShiftSince({ time: formatTime(rider.shiftStartedAt ?? rider.updatedAt) })}
          </Tag>
        ) : (
          <Tag minimal>{m.offShift()}</Tag>
        )}
        {!rider.isActive && <Tag intent="warning">{m.inactive()}</Tag>}
        {mayManage && rider.isActive && (
          <Button
            icon={rider.onShift ? <StopIcon /> : <PlayIcon />}
            loading={busy}
            onClick={() => void setShift(!rider.onShift)}
          >
            {rider.onShift ? m.endShift() : m.startShift()}
          </Button>
        )}
      </div>
      <dl className="rider-figures">
        <div>
          <dt>{LABELS.activeOrders}</dt>
          <dd>{rider.activeOrders}</dd>
        </div>
        <div>
          <dt>{LABELS.deliveriesToday}</dt>
          <dd>
            <FigureLink
              filter={today}
              label={m.deliveriesTodayLink({ count: rider.deliveriesToday })}
            >
              <span data-testid="rider-deliveries-today">{rider.deliveriesToday}</span>
            </FigureLink>
          </dd>
        </div>
        <div>
          <dt>{LABELS.averageDeliveryMinutes}</dt>
          <dd>
            {rider.averageDeliveryMinutes === null
              ? m.noneToday()
              : m.minutesToDelivered({ minutes: rider.averageDeliveryMinutes })}
          </dd>
        </div>
        <div>
          <dt>{LABELS.cashHeld}</dt>
          <dd>
            <FigureLink
              filter={figures.cashHeld}
              label={m.cashHeldLink({ amount: formatUsd(rider.cashHeld) })}
            >
              <strong data-testid="rider-cash-held">{formatUsd(rider.cashHeld)}</strong>
            </FigureLink>
            {rider.cashHeldLbp !== 0 && (
              <span data-testid="rider-cash-held-each">
                {' '}
                ({say(bothCurrencies(rider.cashHeldUsd, rider.cashHeldLbp))})
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div className="rider-desk-actions">
        {mayManage && (
          <Button
            intent="primary"
            icon={<BankAccountIcon />}
            disabled={!holds}
            onClick={() => setSettling(true)}
          >
            {m.settleCash()}
          </Button>
        )}
        {can('order') && (
          <Button
            icon={<PrintIcon />}
            disabled={!held.data || printing}
            loading={printing}
            onClick={() => {
              if (!held.data) return
              const list = held.data
              // Every order held and every settlement of the day, not only the lists' first pages.
              setPrinting(true)
              Promise.all([
                list.Data.length < list.totals.count ? allHeldOrders(rider.id) : list.Data,
                settlementsSince(rider.id, day.fromMs),
              ])
                .then(([orders, daySettlements]) =>
                  sheet.print(
                    <CashSheet
                      rider={rider}
                      held={{ ...list, Data: orders }}
                      settlements={daySettlements}
                      printedBy={printedBy}
                      printedAt={new Date()}
                    />,
                  ),
                )
                .catch((error: unknown) => void toastError(errorMessage(error)))
                .finally(() => setPrinting(false))
            }}
          >
            {m.printCashSheet()}
          </Button>
        )}
      </div>
      {sheet.node}
      {settling && <SettleCashDialog rider={rider} onClose={() => setSettling(false)} />}
      {voiding && (
        <VoidSettlementDialog
          rider={rider}
          settlement={voiding}
          onClose={() => setVoiding(undefined)}
        />
      )}

      {can('order') && (
        <section aria-labelledby="rider-held">
          <H3 id="rider-held">{m.heldTitle()}</H3>
          {held.error ? (
            <Callout intent="danger">{errorMessage(held.error)}</Callout>
          ) : !held.data ? (
            <p className={Classes.SKELETON}>{m.loading()}</p>
          ) : held.data.totals.count === 0 ? (
            <p className={Classes.TEXT_MUTED}>{m.noCashToSettle()}</p>
          ) : (
            <div className="rider-table-scroll" tabIndex={0}>
              <HTMLTable compact striped aria-label={m.heldTable()}>
                <thead>
                  <tr>
                    <th>{m.order()}</th>
                    <th>{m.customer()}</th>
                    <th>{m.delivered()}</th>
                    <th className="rider-amount">{m.cashDue()}</th>
                  </tr>
                </thead>
                <tbody>
                  {held.data.Data.map((o) => {
                    const to = orderLink(o.id)
                    return (
                      <tr key={o.id}>
                        <td>
                          <bdi>{to ? <a href={to}>{o.number}</a> : o.number}</bdi>
                        </td>
                        <td>{o.customer.name}</td>
                        <td>{formatDateTime(o.completedAt ?? o.updatedAt)}</td>
                        <td className="rider-amount">{formatUsd(o.cashDue)}</td>
                      </tr>
                    )
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th colSpan={3}>{m.orderCount({ count: held.data.totals.count })}</th>
                    <td className="rider-amount" data-testid="rider-held-sum">
                      <strong>{formatUsd(held.data.totals.cashDue)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </HTMLTable>
              {held.data.Data.length < held.data.totals.count && (
                <p className={Classes.TEXT_MUTED}>
                  {m.firstOf({ shown: held.data.Data.length, count: held.data.totals.count })}{' '}
                  <FigureLink filter={figures.cashHeld} label={m.allHeldLink()}>
                    {m.allHeld()}
                  </FigureLink>
                </p>
              )}
            </div>
          )}
        </section>
      )}

      {can('order') && (
        <section aria-labelledby="rider-today">
          <H3 id="rider-today">{m.deliveriesToday()}</H3>
          <p className={Classes.TEXT_MUTED}>{m.todayNote({ zone: businessZoneLabel() })}</p>
          {deliveries.error ? (
            <Callout intent="danger">{errorMessage(deliveries.error)}</Callout>
          ) : !deliveries.data ? (
            <p className={Classes.SKELETON}>{m.loading()}</p>
          ) : deliveries.data.totals.count === 0 ? (
            <p className={Classes.TEXT_MUTED}>{m.noDeliveryToday({ name: rider.name })}</p>
          ) : (
            <div className="rider-table-scroll" tabIndex={0}>
              <HTMLTable compact striped aria-label={m.deliveriesToday()}>
                <thead>
                  <tr>
                    <th>{m.order()}</th>
                    <th>{m.customer()}</th>
                    <th>{m.sentOut()}</th>
                    <th>{m.delivered()}</th>
                    <th>{m.payment()}</th>
                    <th className="rider-amount">{m.total()}</th>
                  </tr>
                </thead>
                <tbody>
                  {deliveries.data.Data.map((o) => {
                    const to = orderLink(o.id)
                    return (
                      <tr key={o.id}>
                        <td>
                          <bdi>{to ? <a href={to}>{o.number}</a> : o.number}</bdi>
                        </td>
                        <td>{o.customer.name}</td>
                        <td>{o.dispatchedAt ? formatTime(o.dispatchedAt) : ''}</td>
                        <td>{formatTime(o.completedAt ?? o.updatedAt)}</td>
                        <td>{o.paymentMethod === 'cash' ? m.cash() : m.paid()}</td>
                        <td className="rider-amount">{formatUsd(o.total)}</td>
                      </tr>
                    )
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th colSpan={5} data-testid="rider-deliveries-count">
                      {m.deliveryCount({ count: deliveries.data.totals.count })}
                    </th>
                    <td className="rider-amount">
                      <strong>{formatUsd(deliveries.data.totals.net)}</strong>
                    </td>
                  </tr>
                </tfoot>
              </HTMLTable>
            </div>
          )}
        </section>
      )}

      <section aria-labelledby="rider-settlements">
        <H3 id="rider-settlements">{m.settlements()}</H3>
        {settlements.error ? (
          <Callout intent="danger">{errorMessage(settlements.error)}</Callout>
        ) : !settlements.data ? (
          <p className={Classes.SKELETON}>{m.loading()}</p>
        ) : settlements.data.Data.length === 0 ? (
          <p className={Classes.TEXT_MUTED}>{m.noSettlement()}</p>
        ) : (
          <div className="rider-table-scroll" tabIndex={0}>
            <HTMLTable compact striped aria-label={m.settlements()}>
              <thead>
                <tr>
                  <th>{m.when()}</th>
                  <th>{m.by()}</th>
                  <th className="rider-amount">{m.expected()}</th>
                  <th className="rider-amount">{m.counted()}</th>
                  <th className="rider-amount">{m.difference()}</th>
                  <th>{m.note()}</th>
                  {mayManage && <th aria-label={m.void()} />}
                </tr>
              </thead>
              <tbody>
                {settlements.data.Data.map((s) => (
                  <tr key={s.id}>
                    <td>
                      <FigureLink
                        filter={figures.settlement(s.id)}
                        label={m.settlementLink({ when: formatDateTime(s.createdAt) })}
                      >
                        {formatDateTime(s.createdAt)}
                      </FigureLink>
                    </td>
                    <td>{s.employeeName}</td>
                    <td className="rider-amount">
                      {say(bothCurrencies(s.expectedUsd, s.expectedLbp))}
                    </td>
                    <td className="rider-amount">
                      {say(bothCurrencies(s.countedUsd, s.countedLbp))}
                    </td>
                    <td className="rider-amount">
                      {s.difference === '0.00' ? (
                        '—'
                      ) : (
                        <Tag intent={s.difference.startsWith('-') ? 'danger' : 'success'} minimal>
                          {formatUsd(s.difference)}
                        </Tag>
                      )}
                    </td>
                    <td>
                      {s.voidedAt && (
                        <Tag intent="warning" minimal>
                          {m.voidedBy({
                            when: formatDateTime(s.voidedAt),
                            name: s.voidedBy?.name ?? '',
                            reason: s.voidReason ?? '',
                          })}
                        </Tag>
                      )}{' '}
                      {s.note}
                    </td>
                    {mayManage && (
                      <td>
                        {!s.voidedAt && (
                          <Button small minimal intent="danger" onClick={() => setVoiding(s)}>
                            {m.void()}
                          </Button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        {settlementPages > 1 && (
          <div className="rider-desk-actions">
            <Button
              disabled={settlementPage <= 1}
              onClick={() => setSettlementPage((p) => p - 1)}
              text={m.newer()}
            />
            <span className={Classes.TEXT_MUTED}>
              {m.settlementPage({
                page: settlementPage,
                pages: settlementPages,
                count: settlements.data?.TotalCount ?? 0,
              })}
            </span>
            <Button
              disabled={settlementPage >= settlementPages}
              onClick={() => setSettlementPage((p) => p + 1)}
              text={m.older()}
            />
          </div>
        )}
      </section>
    </Card>
  )
}
