import { act, render, waitFor } from '@testing-library/react'
import type { PermissionEntry } from 'contracts'
import { describe, expect, it } from 'vitest'
import { ApiProvider } from '../api/swrConfig'
import { aboutRows, exportFileName } from '../export'
import { FilterTagsContext, useFilterTagRegistry } from '../resource/list/filterTags'
import type { FilterTag } from '../resource/list/filterTags'
import { listAbout } from '../resource/csv/listAbout'
import { beginSession } from '../session/store'
import { answerEachToken, loginFor } from '../session/testing'
import { BranchFilter } from './BranchFilter'
import { branch } from './testing'

/*
 * The products' and banners' Branch filter says which branch is chosen, as the
 * orders' does: a list's CSV takes its name and first rows from it.
 */

const EDITOR: PermissionEntry[] = [{ key: 'product', actions: ['View', 'Update'] }]
const BRANCHES = [branch(1, 'Beirut - Hamra'), branch(2, 'Jounieh')]
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

answerEachToken(async (_token, url) => {
  if (url.endsWith('/employee/permissions')) return json({ Data: EDITOR, branchIds: [] })
  if (new URL(url, 'http://app').pathname.endsWith('/branch'))
    return json({ Data: BRANCHES, TotalCount: 2, Page: 1, PageSize: 100 })
  return json({})
})

// 10:00 on Nov 28 in Beirut.
const AT = Date.parse('2026-11-28T08:00:00.000Z')

/** The list's tags as its toolbar holds them, with the Branch filter set to `value`. */
function tagsWith(value: string | undefined) {
  let tags: FilterTag[] = []
  function Toolbar() {
    const registry = useFilterTagRegistry()
    tags = registry.tags
    return (
      <FilterTagsContext.Provider value={registry.register}>
        <BranchFilter value={value} onChange={() => {}} />
      </FilterTagsContext.Provider>
    )
  }
  act(() => beginSession(loginFor('editor-token', { components: EDITOR })))
  render(
    <ApiProvider>
      <Toolbar />
    </ApiProvider>,
  )
  return () => tags
}

const about = (tags: FilterTag[]) =>
  listAbout(
    'Products',
    { page: 1, pageSize: 20, sort: undefined, search: '', filters: {} },
    tags,
    'A B',
    AT,
  )

describe('the Branch filter of the products and banners', () => {
  it('names the chosen branch in the CSV’s name and first rows', async () => {
    const tags = tagsWith('2')
    await waitFor(() => expect(tags()).toHaveLength(1))
    expect(tags()[0]).toMatchObject({ label: 'Branch', value: 'Jounieh' })
    const chosen = about(tags())
    expect(exportFileName({ ...chosen, report: 'products' }, 'csv')).toBe(
      'products-jounieh-2026-11-28.csv',
    )
    expect(aboutRows(chosen)[1]).toEqual(['Branches', 'Jounieh'])
  })

  it('with none chosen, says all branches', async () => {
    const tags = tagsWith(undefined)
    const none = about(tags())
    expect(exportFileName({ ...none, report: 'banners' }, 'csv')).toBe(
      'banners-all-branches-2026-11-28.csv',
    )
    expect(aboutRows(none)[1]).toEqual(['Branches', 'All branches'])
  })
})
