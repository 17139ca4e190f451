import { PAYMENT_METHODS, PAYMENT_METHOD_LABELS, centsToMoney, moneyToCents } from 'contracts'
import type { ShiftClose, ShiftReport } from 'contracts'
import type { AnyXlsxTable } from './exportXlsx'

const sum = (values: string[]) => centsToMoney(values.reduce((s, v) => s + moneyToCents(v), 0))

/** A shift's day definition, said under its range and in its export: no calendar day cuts it. */
export const SHIFT_DAYS = 'a shift runs from one close to the next, whatever the calendar day'

/** A shift's report (and its close, when frozen) as the spreadsheet's tables, one per sheet. */
export function shiftSheets(report: ShiftReport, close?: ShiftClose): AnyXlsxTable[] {
  return [
    {
      sheet: 'Shift',
      columns: [
        { header: 'Branch', kind: 'text', value: () => report.branchName },
        { header: 'From', kind: 'instant', value: () => report.from },
        { header: 'To', kind: 'instant', value: () => report.to },
        ...(close
          ? ([
              { header: 'Closed by', kind: 'text', value: () => close.closedByName },
              { header: 'Opening float', kind: 'usd', value: () => close.openingFloatUsd },
              { header: 'Opening float LBP', kind: 'lbp', value: () => close.openingFloatLbp },
              { header: 'Cash expected', kind: 'usd', value: () => close.cashExpectedUsd },
              { header: 'Cash expected LBP', kind: 'lbp', value: () => close.cashExpectedLbp },
              { header: 'Cash counted', kind: 'usd', value: () => close.cashCounted },
              { header: 'Cash counted LBP', kind: 'lbp', value: () => close.cashCountedLbp },
              { header: 'Difference USD', kind: 'usd', value: () => close.differenceUsd },
              { header: 'Difference LBP', kind: 'lbp', value: () => close.differenceLbp },
              { header: 'LBP per USD', kind: 'count', value: () => close.lbpPerUsd },
              { header: 'Difference', kind: 'usd', value: () => close.difference },
              { header: 'Note', kind: 'text', value: () => close.note },
            ] as const)
          : []),
      ],
      rows: [report],
    },
    {
      sheet: 'Sales',
      columns: [
        { header: 'Figure', kind: 'text', value: (r: [string, string]) => r[0] },
        { header: 'Amount', kind: 'usd', value: (r: [string, string]) => r[1] },
      ],
      rows: [
        ['Gross (items)', report.gross],
        ['Discounts', report.discounts],
        ['Delivery charges', report.deliveryCharges],
        ['Net sales', report.net],
        ['Refunds', report.refunds],
        ['Cash expected', report.cashExpected],
      ],
    },
    {
      sheet: 'Cash and VAT',
      columns: [
        { header: 'Figure', kind: 'text', value: (r: [string, string, number]) => r[0] },
        { header: 'Dollars', kind: 'usd', value: (r: [string, string, number]) => r[1] },
        { header: 'Pounds', kind: 'lbp', value: (r: [string, string, number]) => r[2] },
      ],
      rows: [
        ['Cash taken', report.cashUsd, report.cashLbp],
        ['Cash expected in the drawer', report.cashExpectedUsd, report.cashExpectedLbp],
        ['Opening float', report.openingFloatUsd, report.openingFloatLbp],
        ['VAT included', report.vat, report.vatLbp],
      ],
    },
    {
      sheet: 'By payment method',
      columns: [
        {
          header: 'Payment method',
          kind: 'text',
          value: (m: string) => PAYMENT_METHOD_LABELS[m as 'cash'],
        },
        { header: 'Net sales', kind: 'usd', value: (m: string) => report.byPayment[m as 'cash'] },
      ],
      rows: PAYMENT_METHODS,
      totals: ['Total', report.net],
    },
    {
      sheet: 'Orders',
      columns: [
        { header: 'Orders', kind: 'text', value: (r: [string, number]) => r[0] },
        { header: 'Count', kind: 'count', value: (r: [string, number]) => r[1] },
      ],
      rows: [
        ['Placed', report.orders.placed],
        ['Delivered', report.orders.delivered],
        ['Picked up', report.orders.pickedUp],
        ['Rejected', report.orders.rejected],
        ['Cancelled', report.orders.cancelled],
        ['Still open', report.orders.open.length],
      ],
    },
    {
      sheet: "Riders' cash",
      columns: [
        { header: 'Rider', kind: 'text', value: (r: ShiftReport['riders'][number]) => r.name },
        {
          header: 'Cash held',
          kind: 'usd',
          value: (r: ShiftReport['riders'][number]) => r.cashHeld,
        },
      ],
      rows: report.riders,
      totals: ['Total', sum(report.riders.map((r) => r.cashHeld))],
    },
    {
      sheet: 'Top items',
      columns: [
        { header: 'Item', kind: 'text', value: (i: ShiftReport['topItems'][number]) => i.name },
        {
          header: 'Quantity',
          kind: 'count',
          value: (i: ShiftReport['topItems'][number]) => i.quantity,
        },
        {
          header: 'Revenue',
          kind: 'usd',
          value: (i: ShiftReport['topItems'][number]) => i.revenue,
        },
      ],
      rows: report.topItems,
    },
    {
      sheet: 'Coupons',
      columns: [
        { header: 'Coupon', kind: 'text', value: (c: ShiftReport['coupons'][number]) => c.code },
        { header: 'Uses', kind: 'count', value: (c: ShiftReport['coupons'][number]) => c.uses },
        { header: 'Discount', kind: 'usd', value: (c: ShiftReport['coupons'][number]) => c.amount },
      ],
      rows: report.coupons,
      totals: [
        'Total',
        report.coupons.reduce((s, c) => s + c.uses, 0),
        sum(report.coupons.map((c) => c.amount)),
      ],
    },
    {
      sheet: 'By hour',
      columns: [
        { header: 'Hour', kind: 'instant', value: (h: ShiftReport['byHour'][number]) => h.hour },
        { header: 'Orders', kind: 'count', value: (h: ShiftReport['byHour'][number]) => h.orders },
        { header: 'Net sales', kind: 'usd', value: (h: ShiftReport['byHour'][number]) => h.net },
      ],
      rows: report.byHour,
      totals: ['Total', report.byHour.reduce((s, h) => s + h.orders, 0), report.net],
    },
  ]
}
