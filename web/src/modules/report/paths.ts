/** The reports' screens (docs/reports.md). */
export const REPORT_PATHS = {
  shift: '/report',
  closes: '/report/closes',
  sales: '/report/sales',
  close: (id: number) => `/report/${id}`,
} as const
