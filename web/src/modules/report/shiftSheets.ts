import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, centsToMoney, moneyToCents } from 'contracts'
import type { ShiftClose, ShiftReport } from 'contracts'
import type { AnyXlsxTable } from './exportXlsx'
import { m } from './words'
import { say } from '../../lib/i18n'
import { recordBranchLabel } from '../../lib/branches'

const sum = (values: string[]) => centsToMoney(values.reduce((s, v) => s + moneyToCents(v), 0))

/** A shift's day definition, said under its range and in its export: no calendar day cuts it. */
export const shiftDays = () => m.shiftDays()

/** A shift's report (and its close, when frozen) as the spreadsheet's tables, one per sheet. */
export function shiftSheets(report: ShiftReport, close?: ShiftClose): AnyXlsxTable[] {
  return [
    {
      sheet: m.shift(),
      columns: [
        { header: m.branch(), kind: 'text', value: () => recordBranchLabel(report) },
        { header: m.from(), kind: 'instant', value: () => report.from },
        { header: m.to(), kind: 'instant', value: () => report.to },
        ...(close
          ? ([
              { header: m.closedBy(), kind: 'text', value: () => close.closedByName },
              { header: m.openingFloat(), kind: 'usd', value: () => close.openingFloatUsd },
              {
                header: m.openingFloatLbpColumn(),
                kind: 'lbp',
                value: () => close.openingFloatLbp,
              },
              { header: m.cashExpected(), kind: 'usd', value: () => close.cashExpectedUsd },
              { header: m.cashExpectedLbp(), kind: 'lbp', value: () => close.cashExpectedLbp },
              { header: m.cashCounted(), kind: 'usd', value: () => close.cashCounted },
              { header: m.cashCountedLbp(), kind: 'lbp', value: () => close.cashCountedLbp },
              { header: m.differenceUsdColumn(), kind: 'usd', value: () => close.differenceUsd },
              { header: m.differenceLbpColumn(), kind: 'lbp', value: () => close.differenceLbp },
              { header: m.lbpPerUsd(), kind: 'count', value: () => close.lbpPerUsd },
              { header: m.difference(), kind: 'usd', value: () => close.difference },
              { header: m.note(), kind: 'text', value: () => close.note },
            ] as const)
          : []),
      ],
      rows: [report],
    },
    {
      sheet: m.sales(),
      columns: [
        { header: m.figure(), kind: 'text', value: (r: [string, string]) => r[0] },
        { header: m.amount(), kind: 'usd', value: (r: [string, string]) => r[1] },
      ],
      rows: [
        [m.gross(), report.gross],
        [m.discounts(), report.discounts],
        [m.deliveryCharges(), report.deliveryCharges],
        [m.netSales(), report.net],
        [m.refunds(), report.refunds],
        [m.cashExpected(), report.cashExpected],
      ],
    },
    {
      sheet: m.cashAndVat(),
      columns: [
        { header: m.figure(), kind: 'text', value: (r: [string, string, number]) => r[0] },
        { header: m.dollars(), kind: 'usd', value: (r: [string, string, number]) => r[1] },
        { header: m.pounds(), kind: 'lbp', value: (r: [string, string, number]) => r[2] },
      ],
      rows: [
        [m.cashTaken(), report.cashUsd, report.cashLbp],
        [m.cashExpectedInDrawer(), report.cashExpectedUsd, report.cashExpectedLbp],
        [m.openingFloat(), report.openingFloatUsd, report.openingFloatLbp],
        [m.vatIncluded(), report.vat, report.vatLbp],
        [m.walletRechargesInCash(), report.rechargesUsd, report.rechargesLbp],
      ],
    },
    {
      sheet: m.byPayment(),
      columns: [
        {
          header: m.paymentMethod(),
          kind: 'text',
          value: (method: string) => say(PAYMENT_METHOD_LABELS[method as 'cash']),
        },
        {
          header: m.netSales(),
          kind: 'usd',
          value: (method: string) => report.byPayment[method as 'cash'],
        },
      ],
      rows: PAYMENT_METHODS,
      totals: [m.total(), report.net],
    },
    {
      sheet: m.orders(),
      columns: [
        { header: m.orders(), kind: 'text', value: (r: [string, number]) => r[0] },
        { header: m.count(), kind: 'count', value: (r: [string, number]) => r[1] },
      ],
      rows: [
        [m.placed(), report.orders.placed],
        [m.delivered(), report.orders.delivered],
        [m.pickedUp(), report.orders.pickedUp],
        [m.rejected(), report.orders.rejected],
        [m.cancelled(), report.orders.cancelled],
        [m.stillOpen(), report.orders.open.length],
      ],
    },
    {
      sheet: m.ridersCash(),
      columns: [
        { header: m.rider(), kind: 'text', value: (r: ShiftReport['riders'][number]) => r.name },
        {
          header: m.cashHeld(),
          kind: 'usd',
          value: (r: ShiftReport['riders'][number]) => r.cashHeld,
        },
      ],
      rows: report.riders,
      totals: [m.total(), sum(report.riders.map((r) => r.cashHeld))],
    },
    {
      sheet: m.topItems(),
      columns: [
        { header: m.item(), kind: 'text', value: (i: ShiftReport['topItems'][number]) => i.name },
        {
          header: m.quantity(),
          kind: 'count',
          value: (i: ShiftReport['topItems'][number]) => i.quantity,
        },
        {
          header: m.revenue(),
          kind: 'usd',
          value: (i: ShiftReport['topItems'][number]) => i.revenue,
        },
      ],
      rows: report.topItems,
    },
    {
      sheet: m.coupons(),
      columns: [
        { header: m.coupon(), kind: 'text', value: (c: ShiftReport['coupons'][number]) => c.code },
        { header: m.uses(), kind: 'count', value: (c: ShiftReport['coupons'][number]) => c.uses },
        {
          header: m.discount(),
          kind: 'usd',
          value: (c: ShiftReport['coupons'][number]) => c.amount,
        },
      ],
      rows: report.coupons,
      totals: [
        m.total(),
        report.coupons.reduce((s, c) => s + c.uses, 0),
        sum(report.coupons.map((c) => c.amount)),
      ],
    },
    {
      sheet: m.byHourSheet(),
      columns: [
        { header: m.hour(), kind: 'instant', value: (h: ShiftReport['byHour'][number]) => h.hour },
        {
          header: m.orders(),
          kind: 'count',
          value: (h: ShiftReport['byHour'][number]) => h.orders,
        },
        { header: m.netSales(), kind: 'usd', value: (h: ShiftReport['byHour'][number]) => h.net },
      ],
      rows: report.byHour,
      totals: [m.total(), report.byHour.reduce((s, h) => s + h.orders, 0), report.net],
    },
  ]
}
