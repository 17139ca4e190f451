import { afterEach, describe, expect, it } from 'vitest'
import ar from '../../locales/ar.json'
import { i18nState } from '../i18n/state'
import type { Catalogue } from '../i18n/state'
import { aboutRows, exportFileName } from './about'

const AT = Date.parse('2026-11-27T22:30:00.000Z') // 00:30 on Nov 28 in Beirut

describe('an export says what it is', () => {
  it('names the report, the branch or all branches, and the whole range', () => {
    const sales = {
      report: 'Sales by day',
      branch: 'Beirut - Hamra',
      from: '2026-10-01T00:00:00.000Z',
      to: '2026-11-01T00:00:00.000Z',
      utcDays: true,
      exportedBy: 'Rania Haddad',
      exportedAt: AT,
    }
    expect(exportFileName(sales, 'xlsx')).toBe(
      'sales-by-day-beirut-hamra-2026-10-01-to-2026-10-31.xlsx',
    )
    expect(exportFileName({ ...sales, branch: undefined }, 'csv')).toBe(
      'sales-by-day-all-branches-2026-10-01-to-2026-10-31.csv',
    )
    // A shift across a Beirut midnight, its days on the business's clock; one day once.
    const shift = { ...sales, report: 'Shift report', utcDays: false }
    expect(
      exportFileName(
        { ...shift, from: '2026-11-27T01:00:00.000Z', to: '2026-11-27T22:10:00.000Z' },
        'xlsx',
      ),
    ).toBe('shift-report-beirut-hamra-2026-11-27-to-2026-11-28.xlsx')
    expect(
      exportFileName(
        { ...shift, from: '2026-11-27T08:00:00.000Z', to: '2026-11-27T12:00:00.000Z' },
        'xlsx',
      ),
    ).toBe('shift-report-beirut-hamra-2026-11-27.xlsx')
    // No range: the day of the export, on the business's clock.
    expect(exportFileName({ report: 'Orders', exportedBy: 'A B', exportedAt: AT }, 'csv')).toBe(
      'orders-all-branches-2026-11-28.csv',
    )
  })

  it('states report, branches, range with its days, grouping, filters, who and when', () => {
    expect(
      aboutRows({
        report: 'Sales by day',
        branches: 'Beirut - Hamra, Jounieh',
        from: '2026-10-01T00:00:00.000Z',
        to: '2026-10-02T00:00:00.000Z',
        days: 'days run from midnight UTC',
        grouping: 'Day',
        filters: [['Status', 'Delivered']],
        exportedBy: 'Rania Haddad',
        exportedAt: AT,
      }),
    ).toEqual([
      ['Report', 'Sales by day'],
      ['Branches', 'Beirut - Hamra, Jounieh'],
      ['Range', 'Oct 1, 3:00 AM – Oct 2, 3:00 AM, Beirut (days run from midnight UTC)'],
      ['Grouping', 'Day'],
      ['Status', 'Delivered'],
      ['Exported', 'Rania Haddad on November 28, 2026, 12:30 AM'],
    ])
  })

  describe('in Arabic', () => {
    afterEach(() => Object.assign(i18nState, { language: 'en', catalogue: undefined }))

    it('labels its rows in Arabic and keeps its file name ASCII', () => {
      Object.assign(i18nState, { language: 'ar', catalogue: ar as unknown as Catalogue })
      const about = {
        report: 'المبيعات حسب اليوم',
        file: 'Sales by day',
        exportedBy: 'Rania Haddad',
        exportedAt: AT,
      }
      expect(exportFileName(about, 'xlsx')).toBe('sales-by-day-all-branches-2026-11-28.xlsx')
      expect(exportFileName({ ...about, file: undefined }, 'csv')).toBe(
        'export-all-branches-2026-11-28.csv',
      )
      expect(aboutRows(about).map(([label]) => label)).toEqual([
        'التقرير',
        'الفروع',
        'الفترة',
        'التصدير',
      ])
      expect(aboutRows(about)[1]![1]).toBe('كل الفروع')
    })

    it("says the branch in Arabic in its rows and by its English name in the file's", () => {
      Object.assign(i18nState, { language: 'ar', catalogue: ar as unknown as Catalogue })
      const about = {
        report: 'إغلاقات سابقة',
        file: 'Past closes',
        branch: 'بيروت - الحمرا',
        branchFile: 'Beirut - Hamra',
        exportedBy: 'Rania Haddad',
        exportedAt: AT,
      }
      expect(exportFileName(about, 'csv')).toBe('past-closes-beirut-hamra-2026-11-28.csv')
      expect(aboutRows(about)[1]).toEqual(['الفروع', 'بيروت - الحمرا'])
      // A branch known by its Arabic name alone still says one branch, not all of them.
      expect(exportFileName({ ...about, branchFile: undefined }, 'csv')).toBe(
        'past-closes-one-branch-2026-11-28.csv',
      )
    })
  })
})
